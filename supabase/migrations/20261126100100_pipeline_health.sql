-- How the owner learns that the pipeline is unwell (docs/backend.md, "The pipeline's health"): notify-pending
-- records each run it was allowed to make, and every owner e-mail carries a one-line warning when it has not
-- run in the last 15 minutes or a submission is overdue (public.overdue_notifications: still unmailed an hour
-- after it arrived), so the first lead after a breakage reports it. A 401 from a wrong key records nothing.
--
-- The facts an e-mail states are taken at its key's first use and kept: a retry under the same idempotency
-- key must send the very same payload (the provider refuses a changed one), so it says what the first try said.

create table private.heartbeats (
  job text primary key,
  last_run_at timestamptz not null
);

create table private.health_snapshots (
  email_key text primary key,
  snapshot jsonb not null,
  taken_at timestamptz not null default now()
);

-- notify-pending, at the start of each run; snapshots are kept two days (the provider's idempotency lasts one).
create function public.record_sweep_run() returns void
  language sql security definer
  set search_path = ''
as $$
  insert into private.heartbeats (job, last_run_at) values ('notify-pending', now())
  on conflict (job) do update set last_run_at = excluded.last_run_at;
  delete from private.health_snapshots where taken_at < now() - interval '2 days';
$$;

-- { checked_at, sweep_last_run_at, overdue } as the e-mail under this key states it.
create function public.pipeline_health(email_key text) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  kept jsonb;
begin
  insert into private.health_snapshots (email_key, snapshot)
  values (email_key, jsonb_build_object(
    'checked_at', now(),
    'sweep_last_run_at', (select h.last_run_at from private.heartbeats h where h.job = 'notify-pending'),
    'overdue', jsonb_array_length(public.overdue_notifications(1000))))
  on conflict do nothing;
  select s.snapshot into kept from private.health_snapshots s where s.email_key = pipeline_health.email_key;
  return kept;
end
$$;

-- The weekly summary's figures (supabase/functions/weekly-report): the submissions received in [week_start, week_end),
-- counted by form, by what says where they came from, and by how their e-mail went (within 15 minutes of
-- arriving, later, or not yet). Click ids count as present or not; nothing a visitor typed is read.
create function public.weekly_counts(week_start timestamptz, week_end timestamptz) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(to_jsonb(g)), '[]'::jsonb) from (
    select s.submission_table, s.row ->> 'utm_source' as utm_source, s.row ->> 'utm_medium' as utm_medium,
      s.row ->> 'referrer_host' as referrer_host,
      coalesce(s.row ->> 'gclid', s.row ->> 'gbraid', s.row ->> 'wbraid') is not null as google_click,
      s.row ->> 'msclkid' is not null as microsoft_click,
      s.row ->> 'fbclid' is not null as facebook_click,
      case when s.notified_at is null then 'waiting'
           when s.notified_at <= s.created_at + interval '15 minutes' then 'at_once'
           else 'late' end as delivery,
      count(*)::integer as count
    from private.submissions s
    where s.created_at >= week_start and s.created_at < week_end
    group by 1, 2, 3, 4, 5, 6, 7, 8
  ) g
$$;

revoke all on function public.record_sweep_run(), public.pipeline_health(text), public.weekly_counts(timestamptz, timestamptz)
  from public, anon, authenticated;
grant execute on function public.record_sweep_run(), public.pipeline_health(text), public.weekly_counts(timestamptz, timestamptz)
  to service_role;
