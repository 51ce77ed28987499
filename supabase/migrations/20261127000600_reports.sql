-- What the owner and the operator are told about the pipeline (docs/backend.md, "The pipeline's health"):
-- notify-pending records each run it was allowed to make (a 401 from a wrong key records nothing), and every
-- owner e-mail carries a one-line warning when it has not run in the last 15 minutes or a submission is overdue
-- (public.overdue_notifications), so the first lead after a breakage reports it. Then the weekly summary's
-- figures, and what `npm run check:live` reads on the server side.

create table private.heartbeats (
  job text primary key,
  last_run_at timestamptz not null
);

-- The facts an e-mail states are taken at its key's first use and kept: a retry under the same idempotency key
-- must send the very same payload (the provider refuses a changed one), so it says what the first try said.
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

-- What `npm run check:live` reads when it is given the project's secret key (scripts/check-live.ts,
-- docs/deploy.md): the photos bucket, its policy and trigger; the three jobs and their last runs; the latest
-- HTTP answers pg_net recorded (where a 401 from a function shows, while cron.job_run_details says
-- "succeeded"); which Vault secrets exist, by name only; notify-pending's last run; and the client network the
-- limits count for this very request. No secret value and nothing a visitor typed leaves it. Each part is read
-- only where its extension or schema exists.
create function public.deployment_check() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  result jsonb := jsonb_build_object(
    'client_network', private.client_network()::text,
    'sweep_last_run_at', (select h.last_run_at from private.heartbeats h where h.job = 'notify-pending'));
begin
  if to_regclass('storage.objects') is not null then
    result := result || jsonb_build_object(
      'photo_bucket', exists (select from storage.buckets b where b.id = 'lead-photos' and not b.public),
      'photo_policy', exists (select from pg_policies p where p.schemaname = 'storage' and p.tablename = 'objects'
                              and p.policyname = 'anon adds photos to a new quote request'),
      'photo_trigger', exists (select from pg_trigger t where t.tgrelid = 'storage.objects'::regclass and t.tgname = 'limit_lead_photos'));
  end if;
  if to_regclass('cron.job') is not null and to_regclass('cron.job_run_details') is not null then
    result := result || jsonb_build_object('jobs', (
      select coalesce(jsonb_agg(jsonb_build_object('jobname', j.jobname, 'schedule', j.schedule, 'active', j.active,
        'runs', (select coalesce(jsonb_agg(jsonb_build_object('status', d.status, 'start_time', d.start_time,
                   'return_message', left(d.return_message, 200)) order by d.start_time desc), '[]'::jsonb)
                 from (select * from cron.job_run_details d where d.jobid = j.jobid order by d.start_time desc limit 3) d))), '[]'::jsonb)
      from cron.job j where j.jobname in ('notify-pending', 'delete-expired-submissions', 'weekly-report')));
  end if;
  if to_regclass('net._http_response') is not null then
    result := result || jsonb_build_object('responses', (
      select coalesce(jsonb_agg(jsonb_build_object('status_code', r.status_code, 'timed_out', r.timed_out,
        'error_msg', left(r.error_msg, 200), 'content', left(r.content, 200), 'created', r.created) order by r.created desc), '[]'::jsonb)
      from (select * from net._http_response r order by r.created desc limit 20) r));
  end if;
  if to_regclass('vault.secrets') is not null then
    result := result || jsonb_build_object('vault', (
      select coalesce(jsonb_agg(s.name order by s.name), '[]'::jsonb) from vault.secrets s
      where s.name in ('project_url', 'secret_key', 'service_role_key')));
  end if;
  return result;
end
$$;

-- Service role only, as every function here.
revoke all on function public.record_sweep_run(), public.pipeline_health(text),
  public.weekly_counts(timestamptz, timestamptz), public.deployment_check() from public, anon, authenticated;
grant execute on function public.record_sweep_run(), public.pipeline_health(text),
  public.weekly_counts(timestamptz, timestamptz), public.deployment_check() to service_role;
