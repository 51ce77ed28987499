-- A script with a valid proof of work, from many networks at once, could spend the day's e-mails on its rows and
-- queue a real request behind thousands of them, oldest first: the owner heard of it days later, or never. Real
-- visitors send one or two requests from their network; a flood sends many from each. So each row keeps the
-- network it came from (IPv4 /24, IPv6 /48, as the limits count) until it is mailed, and wherever submissions wait
-- for mail those of quiet networks (fewest rows among the waiting ones) go first: the sweep's single e-mails, the
-- hourly digest's rows and their order in it, and the held-submissions e-mail's rows shown in full. A network past
-- three verified rows a day has the rest wait for the digest, so a bot's rows spend neither the owner's inbox nor
-- the single e-mails; and single e-mails now leave room for a day of hourly digests, so a queued request reaches
-- the owner within the hour.
alter table public.leads add column wide_network cidr;
alter table public.subcontractors add column wide_network cidr;
comment on column public.leads.wide_network is
  'The network the request came from (IPv4 /24, IPv6 /48), kept until it is mailed: quiet ones go first.';
comment on column public.subcontractors.wide_network is
  'The network the application came from (IPv4 /24, IPv6 /48), kept until it is mailed.';

create function private.note_wide_network() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  new.wide_network := private.wide_network(private.client_network());
  return new;
end
$$;
revoke all on function private.note_wide_network() from public;
create trigger note_wide_network before insert on public.leads
  for each row execute function private.note_wide_network();
create trigger note_wide_network before insert on public.subcontractors
  for each row execute function private.note_wide_network();

-- Once a row is mailed its network has done its work here, and is not kept with what the visitor typed.
create function private.forget_wide_network() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  new.wide_network := null;
  return new;
end
$$;
revoke all on function private.forget_wide_network() from public;
create trigger forget_wide_network before update of notified_at on public.leads
  for each row when (new.notified_at is not null) execute function private.forget_wide_network();
create trigger forget_wide_network before update of notified_at on public.subcontractors
  for each row when (new.notified_at is not null) execute function private.forget_wide_network();

-- 24 hourly digests and the held-submissions e-mail: what single e-mails leave of the day's budget. It was 2, and
-- stays 2 where an owner changed the day's budget from its 95 (on 30 a day, 25 would leave 5 single e-mails).
alter table private.limits
  add column digest_reserve_per_day integer not null default 25 check (digest_reserve_per_day >= 2);
update private.limits set digest_reserve_per_day = 2 where emails_per_day <> 95;
alter table private.limits add constraint limits_digest_reserve check (digest_reserve_per_day < emails_per_day);

create or replace function private.single_email_allowed() returns boolean
  language sql stable
  set search_path = ''
  return (select private.emails_last_day() + l.digest_reserve_per_day < l.emails_per_day from private.limits l);

-- A bot sends many requests from its network in a day, a visitor one or two: past singles_per_network_per_day
-- verified rows from one network in a day, its rows wait for the hourly digest rather than each mailed at once,
-- so a bot on day three spends neither the owner's inbox nor the single e-mails a real request needs.
alter table private.limits
  add column singles_per_network_per_day integer not null default 3 check (singles_per_network_per_day >= 0);

create function private.network_busy(network cidr) returns boolean
  language sql stable
  set search_path = ''
  return (select count(*) from private.submission_log l
          where l.wide_network = network and l.verified and l.submitted_at > now() - interval '1 day')
    > (select l.singles_per_network_per_day from private.limits l);

-- Claims the owner's e-mail about one stored submission, as *_notifications.sql says, but a row of a busy network
-- is 'busy': it waits for the digest like a queued one, and its visitor (a bot, most likely, typing someone else's
-- address) is not acknowledged. The decision in one expression; the claim is the one write.
create function private.claim_single(tbl text, submission_id uuid) returns jsonb
  language plpgsql
  set search_path = ''
as $$
declare
  s private.submissions;
  state text;
  claimed_row jsonb;
begin
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into s from private.submissions v where v.submission_table = tbl and v.id = submission_id;
  state := case
    when s.id is null then 'missing'
    when s.notified_at is not null then 'sent'
    when not s.verified then 'held'
    when s.notify_key like 'digest-%' then case when s.notify_refused_at is null then 'digest' else 'refused' end
    when s.notify_key is not null then 'single'
    when s.notify_refused_at is not null or not private.single_email_allowed() then 'queued'
    when private.network_busy((s.row ->> 'wide_network')::cidr) then 'busy'
  end;
  if state = 'missing' then
    return jsonb_build_object('state', state);
  elsif state in ('sent', 'held', 'queued', 'busy') then
    return jsonb_build_object('state', state, 'row', s.row);
  elsif state is not null then
    return jsonb_build_object('state', state, 'key', s.notify_key, 'row', s.row);
  end if;
  execute format('update public.%I t set notify_key = $2, notify_claimed_at = now() where id = $1 returning to_jsonb(t) - ''proof''', tbl)
    into claimed_row using submission_id, tbl || '-' || submission_id;
  return jsonb_build_object('state', 'single', 'key', tbl || '-' || submission_id, 'row', claimed_row);
end
$$;

create or replace function public.claim_notification(submission_table text, submission_id uuid) returns jsonb
  language sql security definer
  set search_path = ''
  return private.claim_single(private.submission_table(submission_table), submission_id);

-- What rows are grouped by to count a network's rows: its network, or the row alone where it has none (a row
-- inserted without a client address).
create function private.network_of("row" jsonb) returns text
  language sql immutable parallel safe
  return coalesce("row" ->> 'wide_network', "row" ->> 'id');

-- The block a network belongs to (IPv4 /16, IPv6 /32: an allocation a provider hands out whole), which tells
-- apart the rows of a flood spread a row per network over its block.
create function private.block_of(network cidr) returns cidr
  language sql immutable parallel safe
  return network(set_masklen(network::inet, case family(network) when 4 then 16 else 32 end));

-- Verified rows not yet mailed, quiet networks first (fewest such rows from the row's network, then from its
-- block), then oldest first: the queue the sweep and the digest take from, in this order. Read from the tables,
-- not from private.submissions, so ordering a flood's rows is one sort: its callers check each row's photos
-- (photos_pending) only as they take it, reading on until they have enough.
create function private.verified_queue()
  returns table (submission_table text, id uuid, created_at timestamptz, notify_key text,
                 notify_refused_at timestamptz, notify_reported_in text, wide_network cidr)
  language sql stable
  set search_path = ''
as $$
  select q.submission_table, q.id, q.created_at, q.notify_key, q.notify_refused_at, q.notify_reported_in,
    q.wide_network
  from (select 'leads' as submission_table, l.id, l.created_at, l.notify_key, l.notify_refused_at,
          l.notify_reported_in, l.wide_network
        from public.leads l where l.notified_at is null and l.verification in ('verified', 'released')
        union all
        select 'subcontractors', c.id, c.created_at, c.notify_key, c.notify_refused_at, c.notify_reported_in,
          c.wide_network
        from public.subcontractors c where c.notified_at is null and c.verification in ('verified', 'released')) q
  order by count(*) over (partition by coalesce(q.wide_network::text, q.id::text)),
    count(*) over (partition by coalesce(private.block_of(q.wide_network)::text, q.id::text)), q.created_at
$$;

-- Whether the sweep still waits for this lead's photos (as private.submissions says).
create function private.awaits_photos(submission_table text, submission_id uuid) returns boolean
  language sql stable
  set search_path = ''
  return exists (select from private.submissions s
                 where s.submission_table = awaits_photos.submission_table and s.id = submission_id and s.photos_pending);

-- The sweep's single e-mails: as before, but in the queue's order. Rows come from the queue as it sorted them
-- (no ORDER BY here, which would check every row's photos before sorting).
create or replace function public.pending_notifications(max_rows integer, min_age interval) returns jsonb
  language sql stable security definer
  set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object('submission_table', p.submission_table, 'id', p.id) order by p.place),
                  '[]'::jsonb)
  from (
    select q.submission_table, q.id, q.place
    from private.verified_queue()
      with ordinality
        q (submission_table, id, created_at, notify_key, notify_refused_at, notify_reported_in, wide_network, place)
    where q.notify_refused_at is null and q.created_at < now() - min_age
      and (q.notify_key is null or q.notify_key not like 'digest-%')
      and not private.awaits_photos(q.submission_table, q.id)
    limit max_rows
  ) p
$$;

-- The hourly digest in parts (what it does is as *_notifications.sql says, but for the order): the unsent one,
-- else a new one, and its content. Only claim_digest takes the lock.
create function private.unsent_digest() returns text
  language sql stable
  set search_path = ''
as $$
  select s.notify_key from private.submissions s
  where s.notify_key like 'digest-%' and s.notified_at is null and s.notify_refused_at is null
  order by s.notify_claimed_at limit 1
$$;

-- A new digest's key, or null when none is due or nothing waits: it carries the first of the queue's waiting
-- submissions (those refused on their own, of a busy network, or any unclaimed while the day's single e-mails are
-- spent), and lists the first of those unmailed for over an hour.
create function private.new_digest(min_age interval) returns text
  language plpgsql
  set search_path = ''
as $$
declare
  limits private.limits;
  made text := 'digest-' || gen_random_uuid();
  singles_spent boolean := not private.single_email_allowed();
begin
  select * into limits from private.limits;
  if private.emails_last_day() >= limits.emails_per_day
     or exists (select from private.submissions s
                where s.notify_key like 'digest-%' and s.notify_claimed_at > now() - limits.digest_interval) then
    return null;
  end if;
  with carried as (
    select q.submission_table, q.id from private.verified_queue() q
    where q.notify_key is null and q.created_at < now() - min_age
      and (q.notify_refused_at is not null or singles_spent or private.network_busy(q.wide_network))
      and not private.awaits_photos(q.submission_table, q.id)
    limit limits.digest_max_rows
  ), carried_leads as (
    update public.leads t set notify_key = made, notify_claimed_at = now(), notify_refused_at = null
    from carried c where c.submission_table = 'leads' and t.id = c.id
  )
  update public.subcontractors t set notify_key = made, notify_claimed_at = now(), notify_refused_at = null
  from carried c where c.submission_table = 'subcontractors' and t.id = c.id;
  with late as (
    select q.submission_table, q.id from private.verified_queue() q
    where q.notify_reported_in is null and q.created_at < now() - interval '1 hour' and q.notify_key is distinct from made
    limit limits.digest_max_rows
  ), late_leads as (
    update public.leads t set notify_reported_in = made
    from late where late.submission_table = 'leads' and t.id = late.id
  )
  update public.subcontractors t set notify_reported_in = made
  from late where late.submission_table = 'subcontractors' and t.id = late.id;
  if exists (select from private.submissions s where s.notify_key = made or s.notify_reported_in = made) then
    return made;
  end if;
  return null;
end
$$;

-- A digest's content, fixed by its rows: quiet networks first (counted among its rows), then oldest first.
create function private.digest_content(digest_key text) returns jsonb
  language sql stable
  set search_path = ''
as $$
  select jsonb_build_object(
    'key', digest_key,
    'rows', (select coalesce(jsonb_agg(jsonb_build_object('submission_table', c.submission_table, 'row', c.row)
                                       order by c.crowd, c.created_at), '[]'::jsonb)
             from (select s.submission_table, s.row, s.created_at,
                     count(*) over (partition by private.network_of(s.row)) as crowd
                   from private.submissions s where s.notify_key = digest_key) c),
    'reported', (select coalesce(jsonb_agg(jsonb_build_object('submission_table', s.submission_table, 'row', s.row)
                                           order by s.created_at), '[]'::jsonb)
                 from private.submissions s where s.notify_reported_in = digest_key))
$$;

create or replace function public.claim_digest(min_age interval) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  digest_key text;
begin
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  digest_key := coalesce(private.unsent_digest(), private.new_digest(min_age));
  return case when digest_key is not null then private.digest_content(digest_key) end;
end
$$;

-- The held-submissions e-mail: as before (*_notifications.sql), but the rows shown in full are those of quiet
-- networks first, then the most recent. A new one marks every held submission not listed yet, then stores what
-- it shows; null when none is due or none is held.
create function private.new_held_digest() returns private.held_digests
  language plpgsql
  set search_path = ''
as $$
declare
  limits private.limits;
  listing text := 'held-' || gen_random_uuid();
  made private.held_digests;
begin
  select * into limits from private.limits;
  if private.emails_last_day() >= limits.emails_per_day
     or exists (select from private.held_digests h where h.claimed_at > now() - limits.held_digest_interval) then
    return null;
  end if;
  update public.leads set held_listed_in = listing
    where held_listed_in is null and notified_at is null and verification not in ('verified', 'released');
  update public.subcontractors set held_listed_in = listing
    where held_listed_in is null and notified_at is null and verification not in ('verified', 'released');
  insert into private.held_digests (key, content)
    select listing, jsonb_build_object(
      'shown', coalesce(jsonb_agg(jsonb_build_object('submission_table', r.submission_table, 'row', r.row - 'wide_network')
                                  order by r.place) filter (where r.place <= limits.held_digest_shown), '[]'::jsonb),
      'total', count(*),
      'since', (select max(h.claimed_at) from private.held_digests h))
    from (select c.*, row_number() over (order by c.crowd, c.created_at desc) as place
          from (select s.submission_table, s.row, s.created_at,
                  count(*) over (partition by private.network_of(s.row)) as crowd
                from private.submissions s where s.held_listed_in = listing) c) r
    having count(*) > 0
    returning * into made;
  -- Listed, a held row's network has done its work here: the rows keep what the visitor typed, not where from.
  update public.leads set wide_network = null where held_listed_in = listing;
  update public.subcontractors set wide_network = null where held_listed_in = listing;
  return made;
end
$$;

create or replace function public.claim_held_digest() returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  held private.held_digests;
begin
  perform pg_advisory_xact_lock(hashtextextended('owner notifications', 0));
  select * into held from private.held_digests h where h.sent_at is null and h.refused_at is null
    order by h.claimed_at limit 1;
  if held.key is null then
    held := private.new_held_digest();
  end if;
  return case when held.key is not null then jsonb_build_object('key', held.key, 'content', held.content) end;
end
$$;

-- Late, for the warning line of the owner's e-mails and the sweep's log: an hour after it arrived, or, for a row
-- left to the digest (unclaimed: a busy network's, or while the day's single e-mails are spent), an hour and a
-- digest_interval, the wait it was queued for. A bot on day three then never reads as "Website problem".
create or replace function public.overdue_notifications(max_rows integer) returns jsonb
  language sql stable security definer
  set search_path = ''
  return (
    select coalesce(jsonb_agg(to_jsonb(o) order by o.created_at), '[]'::jsonb)
    from (select s.submission_table, s.id, s.created_at, s.notify_key, s.notify_attempts, s.notify_error, s.notify_refused_at
          from private.submissions s
          where s.notified_at is null and s.verified
            and s.created_at < now() - interval '1 hour' - case when s.notify_key is null and s.notify_refused_at is null
                                                              then (select l.digest_interval from private.limits l)
                                                              else interval '0' end
          order by s.created_at limit max_rows) o);

revoke all on function private.network_of(jsonb), private.block_of(cidr), private.network_busy(cidr),
  private.claim_single(text, uuid), private.verified_queue(), private.awaits_photos(text, uuid),
  private.unsent_digest(), private.new_digest(interval),
  private.digest_content(text), private.new_held_digest() from public;
