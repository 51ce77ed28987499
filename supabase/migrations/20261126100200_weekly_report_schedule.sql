-- The owner's weekly summary (supabase/functions/weekly-report): pg_cron calls the function at 15:00 and 16:00
-- UTC on Mondays, which is 8:00 in San Diego in summer and in winter; the function sends only at 8 o'clock
-- San Diego time, once for the week. As the other jobs: pg_net posts with the secret key from Vault as apikey
-- (private.schedule_function_call, *_secret_key_schedules.sql), scheduled only where pg_cron and pg_net are
-- both installed; after enabling them later, run: select private.schedule_weekly_report();

create function private.schedule_weekly_report() returns bigint
  language sql
  set search_path = ''
as $$ select private.schedule_function_call('weekly-report', '0 15,16 * * 1') $$;
revoke all on function private.schedule_weekly_report() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform private.schedule_weekly_report();
  else
    raise notice 'weekly-report is not scheduled: pg_cron and pg_net are not both installed';
  end if;
end
$$;
