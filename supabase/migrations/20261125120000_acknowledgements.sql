-- The homeowner's (and the applicant's) acknowledgement: a short e-mail from the business saying the
-- submission arrived and what happens next (docs/backend.md, "Acknowledgements"). It goes to an address a
-- visitor typed, so it is held here where no client can go around it:
--
-- - at most once per e-mail address in 24 hours, both forms together (a second request from the same
--   address that day still reaches the owner, it just is not acknowledged again);
-- - at most acknowledgements_per_hour (5) for the whole site in any hour, on top of the owner's at most 4
--   e-mails an hour (*_owner_notifications.sql): the same sending domain carries the owner's e-mails, so a
--   flood of stored submissions can neither spend its quota nor its reputation on strangers' inboxes;
-- - its own idempotency key, "ack-<table>-<id>", fixed when claimed and used for every retry.
--
-- The address itself is not kept a second time: a row keeps a SHA-256 of the lower-cased address, enough to
-- recognise it again within the day. Rows go with the retention job (*_retention.sql).

alter table private.limits
  add column acknowledgements_per_hour integer not null default 5 check (acknowledgements_per_hour >= 0);

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
  return encode(sha256(convert_to(lower(email), 'UTF8')), 'hex');

-- Claims the acknowledgement of one stored submission. Returns {state, key, row}:
--   missing  no such row;     sent     already acknowledged;     refused  the provider refused it for good;
--   send     send it with this key (claimed now, or earlier and not sent yet);
--   repeat   this address was acknowledged in the last 24 hours;   ceiling  the hour's acknowledgements are spent.
create function public.claim_acknowledgement(submission_table text, submission_id uuid) returns jsonb
  language plpgsql security definer
  set search_path = ''
as $$
declare
  tbl text := private.submission_table(submission_table);
  found private.submissions;
  claimed private.acknowledgements;
  address text;
begin
  -- One claim at a time, so racing calls can neither pass the ceiling nor answer one address twice.
  perform pg_advisory_xact_lock(hashtextextended('acknowledgements', 0));
  select * into found from private.submissions s where s.submission_table = tbl and s.id = submission_id;
  if found.id is null then
    return jsonb_build_object('state', 'missing');
  end if;
  select * into claimed from private.acknowledgements a where a.submission_table = tbl and a.submission_id = found.id;
  if claimed.key is not null then
    return jsonb_build_object('state', case when claimed.sent_at is not null then 'sent' when claimed.refused_at is not null then 'refused' else 'send' end,
      'key', claimed.key, 'row', found.row);
  end if;

  address := private.address_hash(found.row ->> 'email');
  if exists (select from private.acknowledgements a where a.address_hash = address and a.claimed_at > now() - interval '24 hours') then
    return jsonb_build_object('state', 'repeat');
  end if;
  if (select count(*) from private.acknowledgements a where a.claimed_at > now() - interval '1 hour')
     >= (select acknowledgements_per_hour from private.limits) then
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

revoke all on function public.claim_acknowledgement(text, uuid), public.mark_acknowledged(text, text),
  public.record_acknowledgement_failure(text, text, boolean)
  from public, anon, authenticated;
grant execute on function public.claim_acknowledgement(text, uuid), public.mark_acknowledged(text, text),
  public.record_acknowledgement_failure(text, text, boolean)
  to service_role;
revoke all on function private.address_hash(text) from public;
