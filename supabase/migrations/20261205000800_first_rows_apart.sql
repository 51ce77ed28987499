-- The day's verified bytes (verified_bytes_per_day, 20 MB) held every verified row past them, a real visitor's
-- too: a flood with valid proofs from some eighty networks (50 rows each, of 5 KB) filled them, and every request
-- after it that day waited for the held-submissions e-mail. A network's first verified row of the day (a real
-- visitor's, or one of a flood spread a row per network) now counts against bytes of its own,
-- verified_first_bytes_per_day, so only a flood from thousands of networks a day holds a real visitor's request.
alter table private.limits
  add column verified_first_bytes_per_day bigint not null default 20000000 check (verified_first_bytes_per_day >= 0);

-- Whether a verified row of these bytes from this network is past the day's share: its network's rows, or the
-- bytes of the rows it counts with (its network's first of the day, or the others). Takes the lock that makes
-- the day's counts exact.
create function private.verified_day_full(wide cidr, bytes integer) returns boolean
  language plpgsql
  set search_path = ''
as $$
declare
  limits private.limits;
  day constant timestamptz := now() - interval '1 day';
  earlier bigint;
  first_bytes bigint;
begin
  perform pg_advisory_xact_lock(hashtextextended('verified day', 0));
  select * into limits from private.limits;
  select count(*) into earlier from private.submission_log l
    where l.wide_network = wide and l.verified and l.submitted_at > day;
  if wide is not null and earlier >= limits.verified_per_network_per_day then
    return true;
  end if;
  -- Each network's first verified row of the day, read in the order of its index.
  select coalesce(sum(f.bytes), 0) into first_bytes
    from (select distinct on (l.wide_network) l.bytes from private.submission_log l
          where l.verified and l.wide_network is not null and l.submitted_at > day
          order by l.wide_network, l.submitted_at) f;
  if wide is not null and earlier = 0 then
    return first_bytes + bytes > limits.verified_first_bytes_per_day;
  end if;
  return (select coalesce(sum(l.bytes), 0) from private.submission_log l where l.verified and l.submitted_at > day)
    - first_bytes + bytes > limits.verified_bytes_per_day;
end
$$;
revoke all on function private.verified_day_full(cidr, integer) from public;

-- As *_crowded_verified.sql made it, with the day's share decided above.
create or replace function private.hold_crowded_verified() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') and new.verification = 'verified'
     and private.verified_day_full(private.wide_network(private.client_network()), octet_length(to_jsonb(new)::text)) then
    new.verification := 'crowded';
  end if;
  return new;
end
$$;
