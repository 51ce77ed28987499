-- Every stored submission reaches the owner, and the e-mail quota cannot be used up whatever gets stored
-- (docs/backend.md, "Notifications").
--
-- Each submission is mailed either on its own or in a digest. Its own e-mail is allowed while fewer than
-- 3 have been claimed in the last hour (both forms together); beyond that it waits for the next digest, and
-- a digest goes out at most once an hour, carrying up to 100 waiting submissions in full and listing any
-- that have waited over an hour. So at most 4 e-mails an hour reach the provider, 96 a day: inside Resend's
-- free plan (100 a day, 3000 a month) even when a flood gets stored.
--
-- Each e-mail has one idempotency key, fixed when it is first claimed and used for every retry:
-- "<table>-<id>" for a submission's own e-mail, "digest-<uuid>" for a digest. The provider keeps keys for
-- 24 hours and the row keeps the provider's e-mail id once it was accepted.
--
-- The functions below are the only way the e-mail functions (service role) change this bookkeeping; the
-- browser's anon key can neither call them nor write these columns.

alter table private.limits
  add column single_emails_per_hour integer not null default 3,
  add column digest_interval interval not null default interval '1 hour',
  add column digest_max_rows integer not null default 100;

alter table public.leads
  add column email_id text,
  add column notify_key text,
  add column notify_claimed_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_error text,
  add column notify_refused_at timestamptz,
  add column notify_reported_in text;
alter table public.subcontractors
  add column email_id text,
  add column notify_key text,
  add column notify_claimed_at timestamptz,
  add column notify_attempts integer not null default 0,
  add column notify_error text,
  add column notify_refused_at timestamptz,
  add column notify_reported_in text;

comment on column public.leads.notified_at is 'When an e-mail carrying this submission was accepted by the e-mail provider.';
comment on column public.leads.email_id is 'The provider''s id of that e-mail.';
comment on column public.leads.notify_key is 'Idempotency key of the e-mail that carries it: leads-<id> on its own, digest-<uuid> in a digest.';
comment on column public.leads.notify_error is 'The last failure to mail it, for the operator.';
comment on column public.leads.notify_refused_at is 'When the provider refused its e-mail for good (it then waits for a digest; refused in a digest, it needs the operator).';
comment on column public.leads.notify_reported_in is 'The digest that listed it as waiting over an hour.';

create index leads_unnotified on public.leads (created_at) where notified_at is null;
create index leads_notify_key on public.leads (notify_key) where notify_key is not null;
create index leads_notify_claimed on public.leads (notify_claimed_at) where notify_claimed_at is not null;
create index subcontractors_unnotified on public.subcontractors (created_at) where notified_at is null;
create index subcontractors_notify_key on public.subcontractors (notify_key) where notify_key is not null;
create index subcontractors_notify_claimed on public.subcontractors (notify_claimed_at) where notify_claimed_at is not null;

-- Both forms' submissions as one list, for the functions below (they change the tables themselves).
create view private.submissions as
  select 'leads' as submission_table, id, created_at, notified_at, notify_key, notify_claimed_at, notify_refused_at,
    notify_reported_in, notify_attempts, notify_error, to_jsonb(l) as row
  from public.leads l
  union all
  select 'subcontractors', id, created_at, notified_at, notify_key, notify_claimed_at, notify_refused_at,
    notify_reported_in, notify_attempts, notify_error, to_jsonb(s)
  from public.subcontractors s;

-- Single e-mails claimed in the last hour, both forms together: what the hourly budget counts.
create function private.single_emails_last_hour() returns bigint
  language sql stable
  set search_path = ''
  return (select count(*) from private.submissions s
          where s.notify_claimed_at > now() - interval '1 hour' and s.notify_key not like 'digest-%');

create function private.submission_table(name text) returns text
  language plpgsql immutable
as $$
begin
  if name in ('leads', 'subcontractors') then
    return name;
  end if;
  raise exception using errcode = '22023', message = format('%s is not a form''s table', name);
end
$$;

-- Claims the owner's e-mail about one stored submission. Returns {state, key, row}:
--   missing  no such row;          sent     already mailed;
--   single   mail it on its own with this key (claimed now, or earlier and still unsent);
--   digest   it is in this unsent digest;       queued  it waits for the next digest;
--   refused  the digest carrying it was refused by the provider: the operator must look.
create function public.claim_notification(submission_table text, submission_id uuid) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  tbl text := private.submission_table(submission_table);
  found private.submissions;
  claimed jsonb;
begin
  -- One claim at a time, so callers racing each other never overspend the hourly budget.
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into found from private.submissions s where s.submission_table = tbl and s.id = submission_id;
  if found.id is null then
    return jsonb_build_object('state', 'missing');
  elsif found.notified_at is not null then
    return jsonb_build_object('state', 'sent', 'row', found.row);
  elsif found.notify_key like 'digest-%' then
    return jsonb_build_object('state', case when found.notify_refused_at is null then 'digest' else 'refused' end,
      'key', found.notify_key, 'row', found.row);
  elsif found.notify_key is not null then
    return jsonb_build_object('state', 'single', 'key', found.notify_key, 'row', found.row);
  elsif found.notify_refused_at is not null then
    return jsonb_build_object('state', 'queued', 'row', found.row);
  end if;

  if private.single_emails_last_hour() >= (select single_emails_per_hour from private.limits) then
    return jsonb_build_object('state', 'queued', 'row', found.row);
  end if;
  execute format('update public.%I t set notify_key = $2, notify_claimed_at = now() where id = $1 returning to_jsonb(t)', tbl)
    into claimed using submission_id, tbl || '-' || submission_id;
  return jsonb_build_object('state', 'single', 'key', tbl || '-' || submission_id, 'row', claimed);
end
$$;

-- Unmailed submissions the sweep should try on their own, oldest first: stored more than min_age ago (the
-- browser's own call usually comes first), not in a digest, not refused on their own.
create function public.pending_notifications(max_rows integer, min_age interval) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('submission_table', p.submission_table, 'id', p.id) order by p.created_at), '[]'::jsonb)
  from (
    select s.submission_table, s.id, s.created_at from private.submissions s
    where s.notified_at is null and s.notify_refused_at is null and s.created_at < now() - min_age
      and (s.notify_key is null or s.notify_key not like 'digest-%')
    order by s.created_at
    limit max_rows
  ) p
$$;

-- The next digest: an unsent one again as it was (same key, same rows), else, at most once per
-- digest_interval, a new one with the oldest submissions waiting for it (stored more than min_age ago and
-- refused on their own, or any unclaimed one while the hour's single e-mails are spent) and a list of those
-- unmailed for over an hour. Returns {key, rows, reported} or null when there is nothing to send. A digest's
-- content never changes once claimed: the key must always go with the same e-mail.
create function public.claim_digest(min_age interval) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  key text;
  waiting private.submissions;
  singles_spent boolean;
begin
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into limits from private.limits;
  singles_spent := private.single_emails_last_hour() >= limits.single_emails_per_hour;
  select s.notify_key into key from private.submissions s
    where s.notify_key like 'digest-%' and s.notified_at is null and s.notify_refused_at is null
    order by s.notify_claimed_at limit 1;

  if key is null then
    if exists (select from private.submissions s where s.notify_key like 'digest-%'
               and s.notify_claimed_at > now() - limits.digest_interval) then
      return null;
    end if;
    key := 'digest-' || gen_random_uuid();
    for waiting in
      select * from private.submissions s
      where s.notified_at is null and s.notify_key is null and s.created_at < now() - min_age
        and (s.notify_refused_at is not null or singles_spent)
      order by s.created_at limit limits.digest_max_rows
    loop
      execute format('update public.%I set notify_key = $2, notify_claimed_at = now(), notify_refused_at = null where id = $1',
        waiting.submission_table) using waiting.id, key;
    end loop;
    for waiting in
      select * from private.submissions s
      where s.notified_at is null and s.notify_reported_in is null and s.created_at < now() - interval '1 hour'
        and s.notify_key is distinct from key
      order by s.created_at limit limits.digest_max_rows
    loop
      execute format('update public.%I set notify_reported_in = $2 where id = $1', waiting.submission_table)
        using waiting.id, key;
    end loop;
    if not exists (select from private.submissions s where s.notify_key = key or s.notify_reported_in = key) then
      return null;
    end if;
  end if;

  return jsonb_build_object(
    'key', key,
    'rows', (select coalesce(jsonb_agg(jsonb_build_object('submission_table', s.submission_table, 'row', s.row) order by s.created_at), '[]'::jsonb)
             from private.submissions s where s.notify_key = key),
    'reported', (select coalesce(jsonb_agg(jsonb_build_object('submission_table', s.submission_table, 'row', s.row) order by s.created_at), '[]'::jsonb)
                 from private.submissions s where s.notify_reported_in = key));
end
$$;

-- The provider accepted the e-mail with this key: every submission it carries is mailed.
create function public.mark_notified(notify_key text, email_id text) returns integer
  language plpgsql security definer
  set search_path = ''
as $$
declare
  marked integer;
  total integer := 0;
  tbl text;
begin
  foreach tbl in array array['leads', 'subcontractors'] loop
    execute format('update public.%I set notified_at = now(), email_id = $2, notify_error = null
                    where notify_key = $1 and notified_at is null', tbl)
      using notify_key, email_id;
    get diagnostics marked = row_count;
    total := total + marked;
  end loop;
  return total;
end
$$;

-- The e-mail with this key failed. refused: the provider will never take it as it is (400/422), so a
-- submission refused on its own waits for the next digest instead, and a refused digest keeps its rows for
-- the operator (its listed submissions are listed again by the next one).
create function public.record_notification_failure(notify_key text, error text, refused boolean) returns void
  language plpgsql security definer
  set search_path = ''
as $$
declare
  tbl text;
begin
  foreach tbl in array array['leads', 'subcontractors'] loop
    execute format('update public.%I set notify_attempts = notify_attempts + 1, notify_error = left($2, 2000),
                      notify_refused_at = case when $3 then now() else notify_refused_at end,
                      notify_key = case when $3 and $1 not like ''digest-%%'' then null else notify_key end
                    where notify_key = $1 and notified_at is null', tbl)
      using notify_key, error, refused;
    if refused then
      execute format('update public.%I set notify_reported_in = null where notify_reported_in = $1', tbl) using notify_key;
    end if;
  end loop;
end
$$;

-- Submissions still unmailed an hour after they arrived, oldest first, for the function log.
create function public.overdue_notifications(max_rows integer) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(o order by o.created_at), '[]'::jsonb) from (
    select s.submission_table, s.id, s.created_at, s.notify_key, s.notify_attempts, s.notify_error, s.notify_refused_at
    from private.submissions s
    where s.notified_at is null and s.created_at < now() - interval '1 hour'
    order by s.created_at limit max_rows
  ) o
$$;

-- Supabase grants every new function in public to anon and authenticated: only the service role may call these.
revoke all on function public.claim_notification(text, uuid), public.pending_notifications(integer, interval),
  public.claim_digest(interval), public.mark_notified(text, text), public.record_notification_failure(text, text, boolean),
  public.overdue_notifications(integer)
  from public, anon, authenticated;
grant execute on function public.claim_notification(text, uuid), public.pending_notifications(integer, interval),
  public.claim_digest(interval), public.mark_notified(text, text), public.record_notification_failure(text, text, boolean),
  public.overdue_notifications(integer)
  to service_role;
revoke all on function private.submission_table(text), private.single_emails_last_hour() from public;
