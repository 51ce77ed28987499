-- What `npm run check:live` reads on the server side when it is given the project's secret key
-- (scripts/check-live.ts, docs/deploy.md): the photos bucket, its policy and trigger; the three schedules and
-- their last runs; the latest HTTP answers pg_net recorded (where a 401 from a function shows, while
-- cron.job_run_details says "succeeded"); which Vault secrets exist, by name only; notify-pending's last run;
-- and the client network the limits count for this very request. Service role only; no secret value and
-- nothing a visitor typed leaves it. Each part is read only where its extension or schema exists.
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
revoke all on function public.deployment_check() from public, anon, authenticated;
grant execute on function public.deployment_check() to service_role;
