-- Every stored submission reaches the owner, and the e-mail quota cannot be used up whatever gets stored
-- (docs/backend.md, "Notifications", "Held submissions" and "Acknowledgements"). One daily budget in which the
-- owner's mail comes first:
--
-- - A verified (or released) submission is mailed on its own while the day's budget has room for it and for
--   the owner's two digests; past that, or refused on its own by the provider, it waits for the next digest (at
--   most one per digest_interval, carrying up to digest_max_rows in full and listing any unmailed for over an
--   hour).
-- - A held submission (no valid proof of work) is never mailed on its own, never acknowledged, never in the
--   owner's digest: it is listed in the daily held-submissions e-mail (the held_digest_shown most recent in
--   full, the rest counted), whose content is fixed when it is claimed, so deleting a listed row never changes
--   the e-mail its key stands for. public.release_held() puts one into the normal flow.
-- - The visitor's acknowledgement (verified submissions only) goes to an address a visitor typed: at most once
--   per mailbox in 24 hours, acknowledgements_per_hour (5) for the whole site, and only while the day's e-mails
--   leave owner_reserve_per_day (40) for the owner. The row keeps a SHA-256 of the mailbox, not the address.
-- - The budget: emails_per_day (95) e-mails of every kind in any 24 hours, under Resend's free plan (100 a day,
--   received mail included, and 3,000 a month: 31 x 95 = 2,945).
--
-- Each e-mail has one idempotency key, fixed when it is first claimed and used for every retry (the provider
-- keeps keys for 24 hours): "<table>-<id>" on its own, "digest-<uuid>", "held-<uuid>", "ack-<table>-<id>".
-- The functions below are the only way the e-mail functions (service role) change this bookkeeping.

-- Both forms' submissions as one list, for the functions below (they change the tables themselves).
create view private.submissions as
  select 'leads' as submission_table, id, created_at, notified_at, notify_key, notify_claimed_at, notify_refused_at,
    notify_reported_in, notify_attempts, notify_error, to_jsonb(l) - 'proof' as row,
    l.photo_count > private.stored_photo_count(l.id)
      and l.created_at > now() - make_interval(mins => (select photo_wait_minutes from private.limits)) as photos_pending,
    l.verification in ('verified', 'released') as verified, l.held_listed_in
  from public.leads l
  union all
  select 'subcontractors', id, created_at, notified_at, notify_key, notify_claimed_at, notify_refused_at,
    notify_reported_in, notify_attempts, notify_error, to_jsonb(s) - 'proof', false,
    s.verification in ('verified', 'released'), s.held_listed_in
  from public.subcontractors s;

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

-- The daily held-submissions e-mails, each with its content as claimed.
create table private.held_digests (
  key text primary key,
  claimed_at timestamptz not null default now(),
  content jsonb not null,
  sent_at timestamptz,
  email_id text,
  attempts integer not null default 0,
  error text,
  refused_at timestamptz
);
create index held_digests_claimed on private.held_digests (claimed_at);

-- Rows go with the retention job (*_schedules.sql).
create table private.acknowledgements (
  key text primary key,
  submission_table text not null check (submission_table in ('leads', 'subcontractors')),
  submission_id uuid not null,
  address_hash text not null,
  claimed_at timestamptz not null default now(),
  sent_at timestamptz,
  email_id text,
  attempts integer not null default 0,
  error text,
  refused_at timestamptz,
  unique (submission_table, submission_id)
);
create index acknowledgements_address on private.acknowledgements (address_hash, claimed_at);
create index acknowledgements_claimed on private.acknowledgements (claimed_at);

comment on table private.acknowledgements is 'Acknowledgement e-mails claimed for submissions: one per address a day, a ceiling an hour.';

create function private.address_hash(email text) returns text
  language sql immutable parallel safe
  set search_path = ''
  return encode(sha256(convert_to(private.mailbox(email), 'UTF8')), 'hex');

-- E-mails of every kind claimed in the last 24 hours: what the daily budget counts (a claim counts once,
-- however often it is retried).
create function private.emails_last_day() returns bigint
  language sql stable
  set search_path = ''
  return (select count(*) from private.submissions s
          where s.notify_claimed_at > now() - interval '24 hours' and s.notify_key not like 'digest-%')
    + (select count(distinct s.notify_key) from private.submissions s
       where s.notify_claimed_at > now() - interval '24 hours' and s.notify_key like 'digest-%')
    + (select count(*) from private.held_digests h where h.claimed_at > now() - interval '24 hours')
    + (select count(*) from private.acknowledgements a where a.claimed_at > now() - interval '24 hours');

-- Whether the owner may get one more single e-mail today: room for it and for the two digests.
create function private.single_email_allowed() returns boolean
  language sql stable
  set search_path = ''
  return private.emails_last_day() + 2 < (select emails_per_day from private.limits);

-- Claims the owner's e-mail about one stored submission. Returns {state, key, row}:
--   missing  no such row;          sent     already mailed;
--   held     no valid proof: the held-submissions e-mail lists it;
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
  -- One claim at a time, so callers racing each other never overspend the budget.
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into found from private.submissions s where s.submission_table = tbl and s.id = submission_id;
  if found.id is null then
    return jsonb_build_object('state', 'missing');
  elsif found.notified_at is not null then
    return jsonb_build_object('state', 'sent', 'row', found.row);
  elsif not found.verified then
    return jsonb_build_object('state', 'held', 'row', found.row);
  elsif found.notify_key like 'digest-%' then
    return jsonb_build_object('state', case when found.notify_refused_at is null then 'digest' else 'refused' end,
      'key', found.notify_key, 'row', found.row);
  elsif found.notify_key is not null then
    return jsonb_build_object('state', 'single', 'key', found.notify_key, 'row', found.row);
  elsif found.notify_refused_at is not null or not private.single_email_allowed() then
    return jsonb_build_object('state', 'queued', 'row', found.row);
  end if;
  execute format('update public.%I t set notify_key = $2, notify_claimed_at = now() where id = $1 returning to_jsonb(t) - ''proof''', tbl)
    into claimed using submission_id, tbl || '-' || submission_id;
  return jsonb_build_object('state', 'single', 'key', tbl || '-' || submission_id, 'row', claimed);
end
$$;

-- Unmailed verified submissions the sweep should try on their own, oldest first: stored more than min_age ago
-- (the browser's own call usually comes first), not in a digest, not refused on their own, not waiting for
-- photos.
create function public.pending_notifications(max_rows integer, min_age interval) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('submission_table', p.submission_table, 'id', p.id) order by p.created_at), '[]'::jsonb)
  from (
    select s.submission_table, s.id, s.created_at from private.submissions s
    where s.notified_at is null and s.notify_refused_at is null and s.created_at < now() - min_age
      and (s.notify_key is null or s.notify_key not like 'digest-%') and not s.photos_pending and s.verified
    order by s.created_at
    limit max_rows
  ) p
$$;

-- The next digest: an unsent one again as it was (same key, same rows), else, at most once per digest_interval
-- and while the day's budget has room, a new one with the oldest verified submissions waiting for it (stored
-- more than min_age ago and refused on their own, or any unclaimed one while the day's single e-mails are spent)
-- and a list of those unmailed for over an hour. Returns {key, rows, reported} or null when there is nothing to
-- send. A digest's content never changes once claimed: the key must always go with the same e-mail.
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
  singles_spent := not private.single_email_allowed();
  select s.notify_key into key from private.submissions s
    where s.notify_key like 'digest-%' and s.notified_at is null and s.notify_refused_at is null
    order by s.notify_claimed_at limit 1;

  if key is null then
    if exists (select from private.submissions s where s.notify_key like 'digest-%'
               and s.notify_claimed_at > now() - limits.digest_interval)
       or private.emails_last_day() >= limits.emails_per_day then
      return null;
    end if;
    key := 'digest-' || gen_random_uuid();
    for waiting in
      select * from private.submissions s
      where s.notified_at is null and s.notify_key is null and s.created_at < now() - min_age and not s.photos_pending
        and s.verified and (s.notify_refused_at is not null or singles_spent)
      order by s.created_at limit limits.digest_max_rows
    loop
      execute format('update public.%I set notify_key = $2, notify_claimed_at = now(), notify_refused_at = null where id = $1',
        waiting.submission_table) using waiting.id, key;
    end loop;
    for waiting in
      select * from private.submissions s
      where s.notified_at is null and s.notify_reported_in is null and s.created_at < now() - interval '1 hour'
        and s.notify_key is distinct from key and s.verified
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

-- Verified submissions still unmailed an hour after they arrived, oldest first, for the function log (held ones
-- are not late: the held-submissions e-mail lists them).
create function public.overdue_notifications(max_rows integer) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(o order by o.created_at), '[]'::jsonb) from (
    select s.submission_table, s.id, s.created_at, s.notify_key, s.notify_attempts, s.notify_error, s.notify_refused_at
    from private.submissions s
    where s.notified_at is null and s.created_at < now() - interval '1 hour' and s.verified
    order by s.created_at limit max_rows
  ) o
$$;

-- The next held-submissions e-mail: an unsent one again as claimed, else, at most once per
-- held_digest_interval and while the day's budget has room, a new one listing every held submission not
-- listed yet (the most recent held_digest_shown in full, the rest counted). Returns {key, content} or null.
create function public.claim_held_digest() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  digest private.held_digests;
  new_key text := 'held-' || gen_random_uuid();
  listed integer := 0;
  marked integer;
  shown jsonb;
  tbl text;
begin
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into limits from private.limits;
  select * into digest from private.held_digests h where h.sent_at is null and h.refused_at is null order by h.claimed_at limit 1;
  if digest.key is not null then
    return jsonb_build_object('key', digest.key, 'content', digest.content);
  end if;
  if exists (select from private.held_digests h where h.claimed_at > now() - limits.held_digest_interval)
     or private.emails_last_day() >= limits.emails_per_day then
    return null;
  end if;

  select coalesce(jsonb_agg(jsonb_build_object('submission_table', r.submission_table, 'row', r.row) order by r.created_at desc), '[]'::jsonb)
    into shown
    from (select s.submission_table, s.row, s.created_at from private.submissions s
          where not s.verified and s.held_listed_in is null and s.notified_at is null
          order by s.created_at desc limit limits.held_digest_shown) r;
  foreach tbl in array array['leads', 'subcontractors'] loop
    execute format('update public.%I set held_listed_in = $1 where held_listed_in is null and notified_at is null
                    and verification not in (''verified'', ''released'')', tbl) using new_key;
    get diagnostics marked = row_count;
    listed := listed + marked;
  end loop;
  if listed = 0 then
    return null;
  end if;
  insert into private.held_digests (key, content)
    values (new_key, jsonb_build_object('shown', shown, 'total', listed,
      'since', (select max(h.claimed_at) from private.held_digests h)))
    returning * into digest;
  return jsonb_build_object('key', digest.key, 'content', digest.content);
end
$$;

-- The owner decided a held submission is real: it is mailed like a verified one (by the next sweep), never
-- acknowledged. Returns whether it was held.
create function public.release_held(submission_table text, submission_id uuid) returns boolean
  language plpgsql security definer
  set search_path = ''
as $$
declare
  released integer;
begin
  execute format('update public.%I set verification = ''released'' where id = $1 and verification not in (''verified'', ''released'')',
    private.submission_table(submission_table)) using submission_id;
  get diagnostics released = row_count;
  return released > 0;
end
$$;

-- The provider accepted the e-mail with this key: every submission it carries is mailed (a held-submissions
-- e-mail is marked in its own table).
create function public.mark_notified(notify_key text, email_id text) returns integer
  language plpgsql security definer
  set search_path = ''
as $$
declare
  marked integer;
  total integer := 0;
  tbl text;
begin
  if notify_key like 'held-%' then
    update private.held_digests h set sent_at = now(), email_id = mark_notified.email_id, error = null
      where h.key = mark_notified.notify_key and h.sent_at is null;
    get diagnostics marked = row_count;
    return marked;
  end if;
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
  if notify_key like 'held-%' then
    update private.held_digests h set attempts = h.attempts + 1, error = left(record_notification_failure.error, 2000),
      refused_at = case when refused then now() else h.refused_at end
      where h.key = record_notification_failure.notify_key and h.sent_at is null;
    return;
  end if;
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

-- Claims the acknowledgement of one stored submission. Returns {state, key, row}:
--   missing  no such row;     sent     already acknowledged;     refused  the provider refused it for good;
--   held     no valid proof: never acknowledged;
--   send     send it with this key (claimed now, or earlier and not sent yet);
--   repeat   this mailbox was acknowledged in the last 24 hours;
--   ceiling  the hour's acknowledgements are spent, or the day's e-mails are the owner's.
create function public.claim_acknowledgement(submission_table text, submission_id uuid) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  tbl text := private.submission_table(submission_table);
  found private.submissions;
  claimed private.acknowledgements;
  address text;
begin
  -- Both locks: the acknowledgements' own, and the owner's (whose claims share the daily budget).
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  perform pg_advisory_xact_lock(hashtextextended('acknowledgements', 0));
  select * into limits from private.limits;
  select * into found from private.submissions s where s.submission_table = tbl and s.id = submission_id;
  if found.id is null then
    return jsonb_build_object('state', 'missing');
  end if;
  select * into claimed from private.acknowledgements a where a.submission_table = tbl and a.submission_id = found.id;
  if claimed.key is not null then
    return jsonb_build_object('state', case when claimed.sent_at is not null then 'sent' when claimed.refused_at is not null then 'refused' else 'send' end,
      'key', claimed.key, 'row', found.row);
  end if;
  if (found.row ->> 'verification') is distinct from 'verified' then
    return jsonb_build_object('state', 'held');
  end if;

  address := private.address_hash(found.row ->> 'email');
  if exists (select from private.acknowledgements a where a.address_hash = address and a.claimed_at > now() - interval '24 hours') then
    return jsonb_build_object('state', 'repeat');
  end if;
  if (select count(*) from private.acknowledgements a where a.claimed_at > now() - interval '1 hour') >= limits.acknowledgements_per_hour
     or private.emails_last_day() + limits.owner_reserve_per_day >= limits.emails_per_day then
    return jsonb_build_object('state', 'ceiling');
  end if;
  insert into private.acknowledgements (key, submission_table, submission_id, address_hash)
    values ('ack-' || tbl || '-' || found.id, tbl, found.id, address)
    returning * into claimed;
  return jsonb_build_object('state', 'send', 'key', claimed.key, 'row', found.row);
end
$$;

-- The provider accepted the acknowledgement with this key.
create function public.mark_acknowledged(ack_key text, email_id text) returns integer
  language sql security definer
  set search_path = ''
as $$
  with marked as (
    update private.acknowledgements a set sent_at = now(), email_id = mark_acknowledged.email_id, error = null
    where a.key = ack_key and a.sent_at is null returning 1
  )
  select count(*)::integer from marked
$$;

-- The acknowledgement with this key failed; refused: the provider will never take it as it is.
create function public.record_acknowledgement_failure(ack_key text, error text, refused boolean) returns void
  language sql security definer
  set search_path = ''
as $$
  update private.acknowledgements a
  set attempts = a.attempts + 1, error = left(record_acknowledgement_failure.error, 2000),
      refused_at = case when refused then now() else a.refused_at end
  where a.key = ack_key and a.sent_at is null
$$;

-- Postgres lets everyone run a new function (and some projects grant them to the API roles): only the service role
-- may call these.
revoke all on function public.claim_notification(text, uuid), public.pending_notifications(integer, interval),
  public.claim_digest(interval), public.mark_notified(text, text),
  public.record_notification_failure(text, text, boolean), public.overdue_notifications(integer),
  public.claim_held_digest(), public.release_held(text, uuid), public.claim_acknowledgement(text, uuid),
  public.mark_acknowledged(text, text), public.record_acknowledgement_failure(text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_notification(text, uuid), public.pending_notifications(integer, interval),
  public.claim_digest(interval), public.mark_notified(text, text),
  public.record_notification_failure(text, text, boolean), public.overdue_notifications(integer),
  public.claim_held_digest(), public.release_held(text, uuid), public.claim_acknowledgement(text, uuid),
  public.mark_acknowledged(text, text), public.record_acknowledgement_failure(text, text, boolean)
  to service_role;
revoke all on function private.submission_table(text), private.address_hash(text), private.emails_last_day(),
  private.single_email_allowed() from public;
