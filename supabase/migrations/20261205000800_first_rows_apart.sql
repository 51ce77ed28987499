-- The day's verified bytes (verified_bytes_per_day, 20 MB) held every verified row past them, a real visitor's
-- too: a flood with valid proofs from some eighty networks (50 rows each, of 5 KB) filled them, and every request
-- after it that day waited for the held-submissions e-mail. A network's first verified row of the day (a real
-- visitor's, or one of a flood spread a row per network) now counts against bytes of its own,
-- verified_first_bytes_per_day, so only a flood from thousands of networks a day holds a real visitor's request.
alter table private.limits
  add column verified_first_bytes_per_day bigint not null default 20000000 check (verified_first_bytes_per_day >= 0);
-- An owner who raised the day's verified bytes gets as much for first rows.
update private.limits set verified_first_bytes_per_day = greatest(verified_first_bytes_per_day, verified_bytes_per_day);

-- The day's verified bytes by the hour, each network's first row of the day apart, summed as rows are logged: every
-- verified insert waits its turn for the check below, which then reads some 25 rows instead of the day's log.
create table private.verified_hours (
  hour timestamptz not null,
  first boolean not null,
  bytes bigint not null,
  primary key (hour, first)
);

create function private.count_verified_hour() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  insert into private.verified_hours as h (hour, first, bytes)
    values (date_trunc('hour', new.submitted_at),
            new.wide_network is not null and not exists (select from private.submission_log l
              where l.wide_network = new.wide_network and l.verified and l.submitted_at > new.submitted_at - interval '1 day'),
            new.bytes)
    on conflict (hour, first) do update set bytes = h.bytes + excluded.bytes;
  delete from private.verified_hours h where h.hour < now() - interval '2 days';
  return new;
end
$$;
revoke all on function private.count_verified_hour() from public;
create trigger count_verified_hour before insert on private.submission_log
  for each row when (new.verified) execute function private.count_verified_hour();

insert into private.verified_hours (hour, first, bytes)
  select date_trunc('hour', d.submitted_at), d.first, sum(d.bytes) from (
    select l.submitted_at, l.bytes, l.wide_network is not null
             and row_number() over (partition by l.wide_network order by l.submitted_at) = 1 as first
    from private.submission_log l where l.verified and l.submitted_at > now() - interval '1 day') d
  group by 1, 2;

-- Whether a verified row of these bytes from this network is past the day's share: its network's rows, or the
-- bytes of the rows it counts with (its network's first of the day, or the others: the hour that began a day ago
-- counted whole). Takes the lock that makes the day's counts exact.
create function private.verified_day_full(wide cidr, bytes integer) returns boolean
  language plpgsql
  set search_path = ''
as $$
declare
  limits private.limits;
  earlier bigint;
  first_of_day boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('verified day', 0));
  select * into limits from private.limits;
  select count(*) into earlier from private.submission_log l
    where l.wide_network = wide and l.verified and l.submitted_at > now() - interval '1 day';
  if wide is not null and earlier >= limits.verified_per_network_per_day then
    return true;
  end if;
  first_of_day := wide is not null and earlier = 0;
  return bytes + (select coalesce(sum(h.bytes), 0) from private.verified_hours h
                  where h.first = first_of_day and h.hour >= date_trunc('hour', now() - interval '1 day'))
    > case when first_of_day then limits.verified_first_bytes_per_day else limits.verified_bytes_per_day end;
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
