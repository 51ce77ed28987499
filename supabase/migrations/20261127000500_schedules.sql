-- The jobs the database runs on its own, as in Supabase's "Scheduling Edge Functions" guide: pg_cron runs them,
-- pg_net makes the HTTP requests, and the project URL and the secret key are read from Vault at each run (set
-- once per project, docs/deploy.md; never written here):
--
-- - notify-pending, every five minutes: mails every stored submission whose notification never went out;
-- - weekly-report, at 15:00 and 16:00 UTC on Mondays (8:00 in San Diego in summer and in winter; the function
--   sends only at 8 o'clock San Diego time, once for the week);
-- - delete-expired-submissions, daily: what the privacy policy promises (docs/backend.md, "Retention").
--
-- Guarded so the migrations still apply where the extensions are missing or cannot be created (PGlite, a plain
-- Postgres, a database other than pg_cron's): each is tried, and the jobs are scheduled only when both are then
-- installed. After enabling them later, run: select private.schedule_notify_pending();
-- select private.schedule_retention(); select private.schedule_weekly_report();

do $$
begin
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be created here (%); the jobs are not scheduled', sqlerrm;
  end;
  begin
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_net could not be created here (%); the jobs are not scheduled', sqlerrm;
  end;
end
$$;

-- Headers for a request to the project on its own behalf. Supabase's secret keys are not JWTs: the Edge
-- Functions and API guides say to send them as apikey, never as a Bearer token, and the functions check the key
-- themselves (supabase/config.toml). A project set up with only the legacy pair keeps its service_role JWT in
-- Vault as service_role_key, which also goes as a Bearer token since that is what a JWT is for. A plpgsql body,
-- so it applies where Vault is missing.
create function private.service_request_headers() returns jsonb
  language plpgsql stable
  set search_path = ''
as $$
declare
  key text := coalesce(
    (select decrypted_secret from vault.decrypted_secrets where name = 'secret_key'),
    (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'));
begin
  if key like 'eyJ%' then
    return jsonb_build_object('apikey', key, 'Authorization', 'Bearer ' || key);
  end if;
  return jsonb_build_object('apikey', key);
end
$$;

-- A job that posts to the Edge Function of its own name, on the project's behalf; cron.schedule replaces a job
-- of the same name.
create function private.schedule_function_call(job text, schedule text) returns bigint
  language plpgsql
  set search_path = ''
as $$
begin
  return cron.schedule(job, schedule, format($job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || %L,
      headers := private.service_request_headers() || jsonb_build_object('Content-Type', 'application/json'),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000
    ) as request_id;
    $job$, '/functions/v1/' || job));
end
$$;

create function private.schedule_notify_pending() returns bigint
  language sql
  set search_path = ''
as $$ select private.schedule_function_call('notify-pending', '*/5 * * * *') $$;

create function private.schedule_weekly_report() returns bigint
  language sql
  set search_path = ''
as $$ select private.schedule_function_call('weekly-report', '0 15,16 * * 1') $$;

-- Retention: requests, applications and a request's photos are deleted once older than retention_period (24
-- months; content/legal.ts states the same figure to visitors and tests/db/retention.test.ts holds the two
-- together). This deletes the rows (and the acknowledgement bookkeeping that refers to them) and returns the
-- names of the lead photos whose request is gone: Supabase refuses a DELETE of storage.objects in SQL and would
-- leave the file behind if allowed, so photos go through Storage's API, which removes the row and the file.
-- Storage's batch delete takes at most 1000 names; a longer list continues on the next run. The local backend
-- runs the same two steps (scripts/local-backend/schedule.ts).
create function private.delete_expired_submissions() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  cutoff timestamptz := now() - (select retention_period from private.limits);
  deleted_leads integer;
  deleted_subcontractors integer;
  deleted_acknowledgements integer;
  photos jsonb := '[]'::jsonb;
begin
  delete from public.leads l where l.created_at < cutoff;
  get diagnostics deleted_leads = row_count;
  delete from public.subcontractors s where s.created_at < cutoff;
  get diagnostics deleted_subcontractors = row_count;
  -- Bookkeeping of deleted submissions, once it no longer holds back an address for the day.
  delete from private.acknowledgements a
  where a.claimed_at < now() - interval '24 hours'
    and (a.claimed_at < cutoff or not exists (select from private.submissions s where s.submission_table = a.submission_table and s.id = a.submission_id));
  get diagnostics deleted_acknowledgements = row_count;

  if to_regclass('storage.objects') is not null then
    select coalesce(jsonb_agg(o.name order by o.name), '[]'::jsonb) into photos
    from (
      select o.name from storage.objects o
      where o.bucket_id = 'lead-photos'
        and not exists (select from public.leads l where l.id::text = split_part(o.name, '/', 1))
      order by o.name limit 1000
    ) o;
  end if;
  return jsonb_build_object('leads', deleted_leads, 'subcontractors', deleted_subcontractors, 'acknowledgements', deleted_acknowledgements, 'photos', photos);
end
$$;

-- What the daily job runs: the rows, then each photo through Storage's API (DELETE
-- /storage/v1/object/lead-photos/<name>, one request a photo: it needs no request body, which net.http_delete
-- takes only since pg_net 0.15). The names are <uuid>/<uuid>.jpg, safe in a URL as they are. A photo whose
-- deletion request fails is still an orphan on the next run and is asked for again.
create function private.run_retention() returns jsonb
  language plpgsql
  set search_path = ''
as $$
declare
  result jsonb := private.delete_expired_submissions();
  photo text;
begin
  for photo in select jsonb_array_elements_text(result -> 'photos') loop
    perform net.http_delete(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/storage/v1/object/lead-photos/' || photo,
      headers := private.service_request_headers(),
      timeout_milliseconds := 60000
    );
  end loop;
  return result;
end
$$;

-- Daily at 11:17 UTC (early morning in San Diego).
create function private.schedule_retention() returns bigint
  language plpgsql
  set search_path = ''
as $$
begin
  return cron.schedule('delete-expired-submissions', '17 11 * * *', 'select private.run_retention()');
end
$$;

revoke all on function private.service_request_headers(), private.schedule_function_call(text, text),
  private.schedule_notify_pending(), private.schedule_weekly_report(), private.delete_expired_submissions(),
  private.run_retention(), private.schedule_retention() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform private.schedule_notify_pending();
    perform private.schedule_retention();
    perform private.schedule_weekly_report();
  else
    raise notice 'the jobs are not scheduled: pg_cron and pg_net are not both installed';
  end if;
end
$$;
