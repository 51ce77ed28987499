-- The day's e-mail budget counted each claim from the submissions that carry it, and an owner may delete a
-- submission once it is mailed (docs/backend.md, "Held submissions"): each deletion gave the budget back an e-mail
-- that Resend had already counted (100 a day on the free plan), so the next sends met its daily quota. The owner's
-- e-mails are now counted from a record of their claims, kept two days whatever becomes of their rows.
create table private.email_claims (
  key text primary key,
  claimed_at timestamptz not null
);
create index email_claims_time on private.email_claims (claimed_at);

insert into private.email_claims (key, claimed_at)
  select s.notify_key, max(s.notify_claimed_at) from private.submissions s
  where s.notify_key is not null and s.notify_claimed_at > now() - interval '2 days'
  group by s.notify_key;

-- As the submissions counted it: an e-mail once, at its latest claim (a retry claims it again under its key).
create function private.record_email_claim() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  insert into private.email_claims (key, claimed_at) values (new.notify_key, new.notify_claimed_at)
    on conflict (key) do update set claimed_at = excluded.claimed_at;
  delete from private.email_claims c where c.claimed_at < now() - interval '2 days';
  return null;
end
$$;
revoke all on function private.record_email_claim() from public;

create trigger record_email_claim after insert or update of notify_claimed_at on public.leads
  for each row when (new.notify_key is not null and new.notify_claimed_at is not null)
  execute function private.record_email_claim();
create trigger record_email_claim after insert or update of notify_claimed_at on public.subcontractors
  for each row when (new.notify_key is not null and new.notify_claimed_at is not null)
  execute function private.record_email_claim();

create or replace function private.emails_last_day() returns bigint
  language sql stable
  set search_path = ''
  return (select count(*) from private.email_claims c where c.claimed_at > now() - interval '24 hours')
    + (select count(*) from private.held_digests h where h.claimed_at > now() - interval '24 hours')
    + (select count(*) from private.acknowledgements a where a.claimed_at > now() - interval '24 hours');
