-- What the privacy policy promises: quote requests, subcontractor applications and the photos of a quote
-- request are deleted once they are older than retention_period (24 months; content/legal.ts states the
-- same figure to visitors and tests/db/retention.test.ts holds the two together). docs/backend.md,
-- "Retention".
--
-- private.delete_expired_submissions() deletes the rows (and the acknowledgement bookkeeping that refers
-- to them) and returns the names of the lead photos whose request is gone. Photos are files: Supabase
-- refuses a DELETE of storage.objects in SQL and would leave the file behind if allowed, so their proper
-- deletion is Storage's API, which removes the row and the file. private.run_retention()
-- does both: the rows here, the photos through pg_net with the service role key from Vault (as the
-- notify-pending job calls its function). A photo whose deletion request fails is still an orphan on the
-- next run and is asked for again. The local backend runs the same two steps (scripts/local-backend/retention.ts).
--
-- Scheduled daily by pg_cron where pg_cron and pg_net are both installed, guarded like
-- *_notify_pending_schedule.sql; after enabling them later, run: select private.schedule_retention();

alter table private.limits
  add column retention_period interval not null default interval '24 months' check (retention_period >= interval '1 day');

-- Storage's batch delete takes at most 1000 names; a longer list continues on the next run.
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

-- What the daily job runs on Supabase: the rows, then each photo through Storage's API (DELETE
-- /storage/v1/object/lead-photos/<name>, one request a photo: it needs no request body, which net.http_delete
-- takes only since pg_net 0.15). The names are <uuid>/<uuid>.jpg, safe in a URL as they are.
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
      headers := jsonb_build_object(
        'apikey', (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'),
        'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key')
      ),
      timeout_milliseconds := 60000
    );
  end loop;
  return result;
end
$$;

-- (Re)creates the job; cron.schedule replaces a job of the same name. Daily at 11:17 UTC (early morning in San Diego).
create function private.schedule_retention() returns bigint
  language plpgsql
  set search_path = ''
as $$
begin
  return cron.schedule('delete-expired-submissions', '17 11 * * *', 'select private.run_retention()');
end
$$;

revoke all on function private.delete_expired_submissions(), private.run_retention(), private.schedule_retention() from public;

do $$
begin
  if exists (select from pg_extension where extname = 'pg_cron') and exists (select from pg_extension where extname = 'pg_net') then
    perform private.schedule_retention();
  else
    raise notice 'delete-expired-submissions is not scheduled: pg_cron and pg_net are not both installed';
  end if;
end
$$;
