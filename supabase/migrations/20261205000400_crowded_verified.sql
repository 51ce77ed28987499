-- A valid proof of work costs a script milliseconds, and verified rows were limited per client address and
-- mailbox only: from the rotating addresses of one network (an IPv6 /48 holds 65,536 /64s), or 20 every 10
-- minutes from one IPv4 address, a script could store verified rows without end, fill the free plan's 500 MB
-- and have each one e-mailed. Past a day's share per network (IPv4 /24, IPv6 /48) or the day's verified bytes
-- from everyone, a verified row is stored held instead ('crowded'): never refused for it, listed in the daily
-- held-submissions e-mail rather than mailed at once, and counted by the held limits, which refuse a flood.
-- A contractor's real requests come a few a day, from many networks.
alter table private.limits
  add column verified_per_network_per_day integer not null default 50 check (verified_per_network_per_day >= 0),
  add column verified_bytes_per_day bigint not null default 20000000 check (verified_bytes_per_day >= 0);

alter table public.leads drop constraint leads_verification_known, add constraint leads_verification_known
  check (verification in ('verified', 'released', 'missing', 'malformed', 'expired', 'forged', 'wrong', 'reused', 'crowded'));
alter table public.subcontractors drop constraint subcontractors_verification_known,
  add constraint subcontractors_verification_known
  check (verification in ('verified', 'released', 'missing', 'malformed', 'expired', 'forged', 'wrong', 'reused', 'crowded'));

create index submission_log_verified_network on private.submission_log (wide_network, submitted_at) where verified;

-- Between the proof's check and the limits (triggers of one event fire in name order: check_proof <
-- hold_crowded_verified < limit_submissions), so the limits count a crowded row as held.
create function private.hold_crowded_verified() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  wide cidr := private.wide_network(private.client_network());
  day constant timestamptz := now() - interval '1 day';
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') or new.verification <> 'verified' then
    return new;
  end if;
  select * into limits from private.limits;
  -- One verified insert at a time here, so the day's counts are exact.
  perform pg_advisory_xact_lock(hashtextextended('verified day', 0));
  if (wide is not null and (select count(*) from private.submission_log l
        where l.wide_network = wide and l.verified and l.submitted_at > day) >= limits.verified_per_network_per_day)
     or (select coalesce(sum(l.bytes), 0) from private.submission_log l where l.verified and l.submitted_at > day)
        + octet_length(to_jsonb(new)::text) > limits.verified_bytes_per_day then
    new.verification := 'crowded';
  end if;
  return new;
end
$$;
revoke all on function private.hold_crowded_verified() from public;

create trigger hold_crowded_verified before insert on public.leads
  for each row execute function private.hold_crowded_verified();
create trigger hold_crowded_verified before insert on public.subcontractors
  for each row execute function private.hold_crowded_verified();
