-- Limits that favour real visitors (docs/backend.md, "Limits"). Verified submissions (a valid proof of work,
-- *_proof_of_work.sql) and held ones are counted apart, so a flood of held rows never refuses a real visitor:
--
-- - verified: per client address (IPv4 address, IPv6 /64) and per mailbox, with a high ceiling; nothing
--   else, whoever else is submitting;
-- - held: per network, with rotating addresses counted together (IPv4 /24, IPv6 /48: one customer's
--   allocation holds 65,536 /64s), per mailbox, overall, and a daily ceiling of held rows and of their bytes.
--   Past any of them a held insert is refused; a held row is never refused for lacking a proof.
--
-- A mailbox is the e-mail address as its provider delivers it: lower case, without a +tag, and without the
-- dots Gmail ignores, so plus and dot variants of one mailbox count as one.

alter table private.limits
  drop column submissions_per_address,
  drop column submissions_per_email,
  drop column submissions_overall,
  add column verified_per_address integer not null default 20,
  add column verified_per_mailbox integer not null default 10,
  add column held_per_network integer not null default 5,
  add column held_per_mailbox integer not null default 3,
  add column held_overall integer not null default 200,
  add column held_rows_per_day integer not null default 1000,
  add column held_bytes_per_day bigint not null default 10000000;

create function private.mailbox(email text) returns text
  language sql immutable parallel safe
  set search_path = ''
as $$
  select case
    when domain in ('gmail.com', 'googlemail.com') then replace(local, '.', '') || '@gmail.com'
    else local || '@' || domain
  end
  from (select split_part(split_part(lower(email), '@', 1), '+', 1) as local, split_part(lower(email), '@', 2) as domain) parts
$$;

-- The network held rows are counted by: an address's /24 (IPv4) or /48 (IPv6).
create function private.wide_network(network cidr) returns cidr
  language sql immutable parallel safe
  set search_path = ''
  return case when network is null then null
              when family(network) = 4 then network(set_masklen(network::inet, 24))
              else network(set_masklen(network::inet, 48)) end;

alter table private.submission_log
  add column verified boolean not null default false,
  add column wide_network cidr,
  add column bytes integer not null default 0;
create index submission_log_held_network on private.submission_log (wide_network, submitted_at) where not verified;
create index submission_log_held_time on private.submission_log (submitted_at) where not verified;

create or replace function private.limit_submissions() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  verified boolean := new.verification in ('verified', 'released');
  network cidr;
  wide cidr;
  mailbox text := private.mailbox(new.email);
  bytes integer := octet_length(to_jsonb(new)::text);
  since timestamptz;
  minutes text;
  busy constant text := 'We are receiving an unusual number of submissions right now. Please try again later, or call or e-mail us.';
begin
  if coalesce(current_setting('role', true), '') not in ('anon', 'authenticated') then
    return new;
  end if;
  select * into limits from private.limits;
  since := now() - limits.submission_window;
  minutes := (extract(epoch from limits.submission_window) / 60)::integer::text;
  network := private.client_network();
  wide := private.wide_network(network);

  -- Submissions sharing a count wait for each other here, so two at once cannot both find room for one more.
  if verified then
    if network is not null then
      perform pg_advisory_xact_lock(hashtextextended('verified address ' || network::text, 0));
      if (select count(*) from private.submission_log l
          where l.client_network = network and l.verified and l.submitted_at > since) >= limits.verified_per_address then
        raise exception using errcode = 'P0001',
          message = 'Too many submissions from your connection in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
          hint = 'At most ' || limits.verified_per_address || ' per client address in ' || minutes || ' minutes.';
      end if;
    end if;
    perform pg_advisory_xact_lock(hashtextextended('verified mailbox ' || mailbox, 0));
    if (select count(*) from private.submission_log l
        where l.email = mailbox and l.verified and l.submitted_at > since) >= limits.verified_per_mailbox then
      raise exception using errcode = 'P0001',
        message = 'Too many submissions with this e-mail address in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
        hint = 'At most ' || limits.verified_per_mailbox || ' per e-mail address in ' || minutes || ' minutes.';
    end if;
  else
    -- One held insert at a time: the overall and daily counts are exact, and held rows never wait on verified ones.
    perform pg_advisory_xact_lock(hashtextextended('held submissions', 0));
    if wide is not null and (select count(*) from private.submission_log l
        where l.wide_network = wide and not l.verified and l.submitted_at > since) >= limits.held_per_network then
      raise exception using errcode = 'P0001',
        message = 'Too many submissions from your connection in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
        hint = 'At most ' || limits.held_per_network || ' unverified per network in ' || minutes || ' minutes.';
    end if;
    if (select count(*) from private.submission_log l
        where l.email = mailbox and not l.verified and l.submitted_at > since) >= limits.held_per_mailbox then
      raise exception using errcode = 'P0001',
        message = 'Too many submissions with this e-mail address in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
        hint = 'At most ' || limits.held_per_mailbox || ' unverified per e-mail address in ' || minutes || ' minutes.';
    end if;
    if (select count(*) from private.submission_log l where not l.verified and l.submitted_at > since) >= limits.held_overall then
      raise exception using errcode = 'P0001', message = busy,
        hint = 'At most ' || limits.held_overall || ' unverified submissions in ' || minutes || ' minutes from everyone.';
    end if;
    if exists (select from (select count(*) as held_rows, coalesce(sum(l.bytes), 0) as held_bytes from private.submission_log l
               where not l.verified and l.submitted_at > now() - interval '1 day') day
               where day.held_rows >= limits.held_rows_per_day or day.held_bytes + bytes > limits.held_bytes_per_day) then
      raise exception using errcode = 'P0001', message = busy,
        hint = 'At most ' || limits.held_rows_per_day || ' unverified submissions and ' || limits.held_bytes_per_day || ' bytes of them a day.';
    end if;
  end if;

  insert into private.submission_log (client_network, wide_network, email, verified, bytes)
    values (network, wide, mailbox, verified, bytes);
  delete from private.submission_log l where l.submitted_at < now() - interval '1 day';
  return new;
end
$$;

revoke all on function private.mailbox(text), private.wide_network(cidr) from public;
