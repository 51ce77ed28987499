-- Every five minutes the database calls the notify-pending function, which mails every stored submission
-- whose notification never went out. As in Supabase's "Scheduling Edge Functions" guide: pg_cron runs the
-- job, pg_net makes the HTTP request, and the project URL and the service role key are read from Vault at
-- each run; they are set once per project (docs/deploy.md) and never written here.
--
-- Guarded so the migrations still apply where the extensions are missing or cannot be created (PGlite, a
-- plain Postgres, a database other than pg_cron's): each is tried, and the job is scheduled only when both
-- are then installed. After enabling them later, run: select private.schedule_notify_pending();

do $$
begin
  begin
    create extension if not exists pg_cron;
  exception when others then
    raise notice 'pg_cron could not be created here (%); notify-pending is not scheduled', sqlerrm;
  end;
  begin
    create extension if not exists pg_net;
  exception when others then
    raise notice 'pg_net could not be created here (%); notify-pending is not scheduled', sqlerrm;
  end;
end
$$;

-- (Re)creates the job; cron.schedule replaces a job of the same name.
create function private.schedule_notify_pending() returns bigint
  language plpgsql
  set search_path = ''
as $$
begin
  return cron.schedule(
    'notify-pending',
    '*/5 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/notify-pending',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 60000
    ) as request_id;
    $job$
  );
end
$$;
revoke all on function private.schedule_notify_pending() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform private.schedule_notify_pending();
  else
    raise notice 'notify-pending is not scheduled: pg_cron and pg_net are not both installed';
  end if;
end
$$;
