-- The scheduled jobs (notify-pending, and the retention job's Storage requests) call the project with its
-- secret key in the apikey header. Supabase's publishable and secret keys are not JWTs: the Edge Functions
-- and API guides say to send them as `apikey`, never as a Bearer token, and a project created today may have
-- no legacy service_role JWT at all. The functions check the key themselves (supabase/config.toml).
--
-- The key comes from Vault at every run, under the name secret_key (docs/deploy.md); a project set up before
-- keeps working with its service_role_key secret, the legacy JWT, which also goes as a Bearer token since
-- that is what a JWT is for.

-- Headers for a request to the project on its own behalf; a plpgsql body, so it applies where Vault is missing.
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

-- A job that posts to the Edge Function of its own name, on the project's behalf; every schedule uses it.
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

create or replace function private.schedule_notify_pending() returns bigint
  language sql
  set search_path = ''
as $$ select private.schedule_function_call('notify-pending', '*/5 * * * *') $$;

-- As in *_retention.sql, each photo's DELETE now with the secret key in the apikey header.
create or replace function private.run_retention() returns jsonb
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

revoke all on function private.service_request_headers(), private.schedule_function_call(text, text),
  private.schedule_notify_pending(), private.run_retention() from public;

-- The notify-pending job's command names its headers itself: replace it where it is scheduled.
do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform private.schedule_notify_pending();
  end if;
end
$$;
