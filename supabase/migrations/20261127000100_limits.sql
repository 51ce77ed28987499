-- Abuse contained where no client can go around it (docs/backend.md, "Limits"): one anon request stores at
-- most one row, and submissions are counted per client and per mailbox, verified ones (a valid proof of work,
-- *_proof_of_work.sql) apart from held ones, so a flood of held rows never refuses a real visitor:
--
-- - verified: per client address (IPv4 address, IPv6 /64) and per mailbox, with a high ceiling; nothing else;
-- - held: per network, with rotating addresses counted together (IPv4 /24, IPv6 /48: one customer's
--   allocation holds 65,536 /64s), per mailbox, overall, and a daily ceiling of held rows and of their bytes.

-- Every figure the database rations by, in one row an owner can change without a migration (docs/backend.md).
create table private.limits (
  only_row boolean primary key default true check (only_row),
  submission_window interval not null default interval '10 minutes',
  verified_per_address integer not null default 20,
  verified_per_mailbox integer not null default 10,
  held_per_network integer not null default 5,
  held_per_mailbox integer not null default 3,
  held_overall integer not null default 200,
  held_rows_per_day integer not null default 1000,
  held_bytes_per_day bigint not null default 10000000,
  -- The owner's e-mails and the visitors' acknowledgements (*_notifications.sql).
  digest_interval interval not null default interval '1 hour',
  digest_max_rows integer not null default 100,
  emails_per_day integer not null default 95 check (emails_per_day > 2),
  owner_reserve_per_day integer not null default 40 check (owner_reserve_per_day >= 0),
  held_digest_interval interval not null default interval '1 day',
  held_digest_shown integer not null default 20 check (held_digest_shown between 1 and 100),
  acknowledgements_per_hour integer not null default 5 check (acknowledgements_per_hour >= 0),
  -- Photos (*_photos.sql): how long the sweep waits for them, and the bucket's bytes a day.
  photo_wait_minutes integer not null default 15,
  photo_bytes_per_day bigint not null default 500000000 check (photo_bytes_per_day >= 0),
  -- How long submissions are kept (*_schedules.sql); content/legal.ts tells visitors the same figure.
  retention_period interval not null default interval '24 months' check (retention_period >= interval '1 day'),
  -- The proof of work's secret counter is drawn from this range: the browser's work is the counter's value in
  -- SHA-256 digests (docs/performance.md, "Proof of work", says how the figures were chosen).
  proof_counter_min integer not null default 15000 check (proof_counter_min >= 0),
  proof_counter_max integer not null default 35000,
  proof_lifetime interval not null default interval '1 hour',
  constraint limits_proof_counter_range check (proof_counter_max >= proof_counter_min)
);
insert into private.limits default values;

-- Stored anon submissions of the last day (the rows themselves are in two tables, and an operator may delete
-- spam from them without resetting anyone's count). email holds the mailbox.
create table private.submission_log (
  submitted_at timestamptz not null default now(),
  client_network cidr,
  email text not null,
  verified boolean not null default false,
  wide_network cidr,
  bytes integer not null default 0
);
create index submission_log_network on private.submission_log (client_network, submitted_at);
create index submission_log_email on private.submission_log (email, submitted_at);
create index submission_log_time on private.submission_log (submitted_at);
create index submission_log_held_network on private.submission_log (wide_network, submitted_at) where not verified;
create index submission_log_held_time on private.submission_log (submitted_at) where not verified;

-- The requesting client's network: an IPv4 address as /32, an IPv6 address as its /64 (one household or phone
-- gets a whole /64), an IPv4-mapped IPv6 address as the IPv4 one; null when the request names none. Read from
-- the headers PostgREST puts in request.headers: cf-connecting-ip, which Cloudflare (in front of every hosted
-- project) sets to the address that connected to it; else the last x-forwarded-for entry, the one the proxy in
-- front of PostgREST appended. Never the first x-forwarded-for entry: the client writes it.
create function private.client_network() returns cidr
  language plpgsql stable
  set search_path = ''
as $$
declare
  headers json;
  forwarded text[];
  address inet;
begin
  begin
    headers := nullif(current_setting('request.headers', true), '')::json;
    forwarded := string_to_array(headers ->> 'x-forwarded-for', ',');
    address := coalesce(
      nullif(btrim(headers ->> 'cf-connecting-ip'), ''),
      nullif(btrim(forwarded[cardinality(forwarded)]), '')
    )::inet;
  exception when invalid_text_representation then
    return null;
  end;
  if address is null then
    return null;
  elsif address <<= '::ffff:0.0.0.0/96'::inet then
    return set_masklen('0.0.0.0'::inet + (address - '::ffff:0.0.0.0'::inet), 32)::cidr;
  elsif family(address) = 6 then
    return network(set_masklen(address, 64));
  end if;
  return network(set_masklen(address, 32));
end
$$;

-- A mailbox is the address as its provider delivers it: lower case, without a +tag, and without the dots Gmail
-- ignores, so plus and dot variants of one mailbox count as one.
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

-- Runs with its owner's rights (the log and the limits are private), for rows inserted by the API roles. Past
-- any limit the insert is refused; a held row is never refused for lacking a proof.
create function private.limit_submissions() returns trigger
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
  -- The caller's role: a security definer function runs as its owner, but the role setting PostgREST made
  -- (set local role) still names the caller.
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

-- After the statement, with every row it inserted in view: more than one from an API role is refused, and the
-- whole statement with it (one INSERT is what PostgREST makes of a POST, array body or not).
create function private.one_row_per_request() returns trigger
  language plpgsql
  set search_path = ''
as $$
begin
  if current_user in ('anon', 'authenticated') and (select count(*) from inserted) > 1 then
    raise exception using errcode = 'P0001',
      message = 'Send one submission per request.',
      hint = 'The public API stores at most one row per request.';
  end if;
  return null;
end
$$;

revoke all on function private.client_network(), private.mailbox(text), private.wide_network(cidr),
  private.limit_submissions(), private.one_row_per_request() from public;

create trigger limit_submissions before insert on public.leads
  for each row execute function private.limit_submissions();
create trigger limit_submissions before insert on public.subcontractors
  for each row execute function private.limit_submissions();
create trigger one_row_per_request after insert on public.leads
  referencing new table as inserted for each statement execute function private.one_row_per_request();
create trigger one_row_per_request after insert on public.subcontractors
  referencing new table as inserted for each statement execute function private.one_row_per_request();
