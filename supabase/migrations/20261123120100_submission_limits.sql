-- Abuse contained where no client can go around it: the public anon key is in every page, so these rules
-- hold in the database for any client of it (docs/backend.md, "Limits").
--
-- - One anon request (one INSERT statement, which is what PostgREST makes of a POST, array body or not)
--   stores at most one row.
-- - Per client address (an IPv4 address, or the /64 network of an IPv6 address) and per e-mail address, at
--   most 5 submissions in 10 minutes, both forms together; 1000 in 10 minutes from everyone together. A
--   request without an address is held to the e-mail and overall limits.
--
-- The client address is read from the request headers PostgREST puts in the request.headers setting: the
-- cf-connecting-ip header, which Cloudflare (in front of every hosted Supabase project) sets to the address
-- that connected to it, replacing whatever the client sent; without it, the last x-forwarded-for entry, the
-- one the proxy in front of PostgREST appended. Never the first x-forwarded-for entry: the client writes it.

-- The figures, in one row, so an owner can change them without a migration (docs/backend.md says how).
create table private.limits (
  only_row boolean primary key default true check (only_row),
  submissions_per_address integer not null default 5,
  submissions_per_email integer not null default 5,
  submissions_overall integer not null default 1000,
  submission_window interval not null default interval '10 minutes'
);
insert into private.limits default values;

-- Stored anon submissions of the last day, by client network and e-mail (the rows themselves may be far away
-- in two tables, and an operator may delete spam from them without resetting anyone's count).
create table private.submission_log (
  submitted_at timestamptz not null default now(),
  client_network cidr,
  email text not null
);
create index submission_log_network on private.submission_log (client_network, submitted_at);
create index submission_log_email on private.submission_log (email, submitted_at);
create index submission_log_time on private.submission_log (submitted_at);

-- The requesting client's network: an IPv4 address as /32, an IPv6 address as its /64 (one household or
-- phone gets a whole /64), an IPv4-mapped IPv6 address as the IPv4 one; null when the request names none.
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

-- Runs with its owner's rights (the log and the limits are private), for rows inserted by the API roles.
create function private.limit_submissions() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  network cidr;
  email_key text := lower(new.email);
  since timestamptz;
  minutes text;
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

  -- Submissions sharing an address or an e-mail wait for each other here, so two at once cannot both find
  -- room for one more.
  if network is not null then
    perform pg_advisory_xact_lock(hashtextextended('submission address ' || network::text, 0));
    if (select count(*) from private.submission_log l where l.client_network = network and l.submitted_at > since)
        >= limits.submissions_per_address then
      raise exception using errcode = 'P0001',
        message = 'Too many submissions from your connection in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
        hint = 'At most ' || limits.submissions_per_address || ' per client address in ' || minutes || ' minutes.';
    end if;
  end if;
  perform pg_advisory_xact_lock(hashtextextended('submission email ' || email_key, 0));
  if (select count(*) from private.submission_log l where l.email = email_key and l.submitted_at > since)
      >= limits.submissions_per_email then
    raise exception using errcode = 'P0001',
      message = 'Too many submissions with this e-mail address in the last ' || minutes || ' minutes. Please try again later, or call or e-mail us.',
      hint = 'At most ' || limits.submissions_per_email || ' per e-mail address in ' || minutes || ' minutes.';
  end if;
  if (select count(*) from private.submission_log l where l.submitted_at > since) >= limits.submissions_overall then
    raise exception using errcode = 'P0001',
      message = 'We are receiving an unusual number of submissions right now. Please try again later, or call or e-mail us.',
      hint = 'At most ' || limits.submissions_overall || ' submissions in ' || minutes || ' minutes from everyone.';
  end if;

  insert into private.submission_log (client_network, email) values (network, email_key);
  delete from private.submission_log l where l.submitted_at < now() - interval '1 day';
  return new;
end
$$;

-- After the statement, with every row it inserted in view: more than one from an API role is refused, and
-- the whole statement with it.
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

revoke all on function private.client_network(), private.limit_submissions(), private.one_row_per_request() from public;

create trigger limit_submissions before insert on public.leads
  for each row execute function private.limit_submissions();
create trigger limit_submissions before insert on public.subcontractors
  for each row execute function private.limit_submissions();
create trigger one_row_per_request after insert on public.leads
  referencing new table as inserted for each statement execute function private.one_row_per_request();
create trigger one_row_per_request after insert on public.subcontractors
  referencing new table as inserted for each statement execute function private.one_row_per_request();
