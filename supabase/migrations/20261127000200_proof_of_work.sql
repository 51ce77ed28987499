-- Proof of a real browser, decided where the row is stored (docs/backend.md, "Proof of work").
--
-- The forms earn an ALTCHA proof of work while the visitor types: the browser asks public.proof_challenge()
-- for a challenge (ALTCHA v2, algorithm SHA-256, deterministic mode: the key of a secret counter, signed with
-- HMAC-SHA-256 and expiring), finds the counter in a Web Worker and sends the payload with the row, in the
-- column proof (base64 of {"challenge", "solution"}, as the ALTCHA widget submits it). The trigger below
-- checks it as altcha-lib's verifySolution does (expiry, signature, the derived key and its prefix), spends it
-- (each proof once), records the outcome in verification and never stores the proof itself.
--
-- A row without a valid proof is stored all the same (verification says why), and held: never mailed on its
-- own nor acknowledged (*_notifications.sql). The HMAC key never leaves the database.

create schema if not exists extensions;
create extension if not exists pgcrypto with schema extensions;

create table private.proof_key (
  only_row boolean primary key default true check (only_row),
  -- altcha-lib takes the HMAC secret as a string (its UTF-8 bytes are the key): 64 hex characters.
  secret text not null default encode(extensions.gen_random_bytes(32), 'hex')
);
insert into private.proof_key default values;

-- Proofs already used, until their challenge expires (a proof is refused past its expiry anyway).
create table private.spent_proofs (
  signature text primary key,
  expires_at timestamptz not null
);
create index spent_proofs_expiry on private.spent_proofs (expires_at);

-- The challenge's signed text: altcha-lib signs JSON.stringify of the parameters with their keys sorted.
create function private.proof_parameters_text(cost integer, expires_at bigint, key_prefix text, nonce text, salt text)
  returns text
  language sql immutable
  return format('{"algorithm":"SHA-256","cost":%s,"expiresAt":%s,"keyLength":32,"keyPrefix":"%s","nonce":"%s","salt":"%s"}',
    cost, expires_at, key_prefix, nonce, salt);

-- ALTCHA's key for a counter: SHA-256 of salt, nonce and the counter as 4 bytes big-endian, cost times over.
create function private.proof_key_of(salt bytea, nonce bytea, counter bigint, cost integer) returns bytea
  language plpgsql immutable
  set search_path = ''
as $$
declare
  derived bytea := extensions.digest(salt || nonce || substring(int8send(counter) from 5 for 4), 'sha256');
begin
  for i in 2..cost loop
    derived := extensions.digest(derived, 'sha256');
  end loop;
  return derived;
end
$$;

-- A new challenge for a browser: {parameters, signature}, as altcha-lib's createChallenge makes it.
create function public.proof_challenge() returns jsonb
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  limits private.limits;
  nonce bytea := extensions.gen_random_bytes(16);
  salt bytea := extensions.gen_random_bytes(16);
  counter bigint;
  expires_at bigint;
  key_prefix text;
  signed text;
begin
  select * into limits from private.limits;
  counter := limits.proof_counter_min + floor(random() * (limits.proof_counter_max - limits.proof_counter_min + 1))::bigint;
  expires_at := floor(extract(epoch from now() + limits.proof_lifetime))::bigint;
  -- Deterministic mode: the prefix is the first half of the counter's key, so only that counter matches.
  key_prefix := encode(substring(private.proof_key_of(salt, nonce, counter, 1) from 1 for 16), 'hex');
  signed := private.proof_parameters_text(1, expires_at, key_prefix, encode(nonce, 'hex'), encode(salt, 'hex'));
  return jsonb_build_object(
    'parameters', signed::jsonb,
    'signature', encode(extensions.hmac(convert_to(signed, 'UTF8'), convert_to((select secret from private.proof_key), 'UTF8'), 'sha256'), 'hex'));
end
$$;
revoke all on function public.proof_challenge() from public;
grant execute on function public.proof_challenge() to anon, authenticated, service_role;

-- What a submitted proof is worth: 'verified', or why not (missing, malformed, expired, forged, wrong,
-- reused). A verified proof is spent here, in the inserting transaction: a refused insert spends nothing.
create function private.check_proof(proof text) returns text
  language plpgsql volatile security definer
  set search_path = ''
as $$
declare
  payload jsonb;
  parameters jsonb;
  solution jsonb;
  signature text;
  counter bigint;
  cost integer;
  expires_at bigint;
  signed text;
  derived bytea;
begin
  if proof is null or proof = '' then
    return 'missing';
  elsif char_length(proof) > 2000 then
    return 'malformed';
  end if;
  begin
    payload := convert_from(decode(proof, 'base64'), 'UTF8')::jsonb;
    parameters := payload -> 'challenge' -> 'parameters';
    solution := payload -> 'solution';
    signature := payload -> 'challenge' ->> 'signature';
    if jsonb_typeof(parameters) <> 'object' or jsonb_typeof(solution) <> 'object'
        or (select array_agg(k order by k collate "C") from jsonb_object_keys(parameters) k)
           <> array['algorithm', 'cost', 'expiresAt', 'keyLength', 'keyPrefix', 'nonce', 'salt']
        or parameters ->> 'algorithm' <> 'SHA-256' or parameters -> 'keyLength' <> '32'::jsonb
        or (parameters -> 'cost')::text !~ '^[1-9][0-9]{0,2}$'
        or (parameters -> 'expiresAt')::text !~ '^[1-9][0-9]{0,11}$'
        or (solution -> 'counter')::text !~ '^[0-9]{1,10}$'
        or parameters ->> 'keyPrefix' !~ '^[0-9a-f]{32}$' or parameters ->> 'nonce' !~ '^[0-9a-f]{32}$'
        or parameters ->> 'salt' !~ '^[0-9a-f]{32}$' or solution ->> 'derivedKey' !~ '^[0-9a-f]{64}$'
        or signature !~ '^[0-9a-f]{64}$' then
      return 'malformed';
    end if;
    cost := (parameters ->> 'cost')::integer;
    expires_at := (parameters ->> 'expiresAt')::bigint;
    counter := (solution ->> 'counter')::bigint;
  exception when others then
    return 'malformed';
  end;
  if counter > 4294967295 then
    return 'malformed';
  elsif expires_at < extract(epoch from now()) then
    return 'expired';
  end if;

  signed := private.proof_parameters_text(cost, expires_at, parameters ->> 'keyPrefix', parameters ->> 'nonce', parameters ->> 'salt');
  if signature <> encode(extensions.hmac(convert_to(signed, 'UTF8'), convert_to((select secret from private.proof_key), 'UTF8'), 'sha256'), 'hex') then
    return 'forged';
  end if;
  derived := private.proof_key_of(decode(parameters ->> 'salt', 'hex'), decode(parameters ->> 'nonce', 'hex'), counter, cost);
  if encode(derived, 'hex') <> solution ->> 'derivedKey' or encode(derived, 'hex') not like (parameters ->> 'keyPrefix') || '%' then
    return 'wrong';
  end if;

  -- Spent once: a second insert with the same proof waits here for the first to commit, then finds it.
  insert into private.spent_proofs (signature, expires_at) values (signature, to_timestamp(expires_at))
    on conflict do nothing;
  if not found then
    return 'reused';
  end if;
  delete from private.spent_proofs s where s.signature in (
    select e.signature from private.spent_proofs e where e.expires_at < now() limit 20);
  return 'verified';
end
$$;
revoke all on function private.check_proof(text) from public;

-- Before the limits (triggers of one event fire in name order: check_proof < limit_submissions), which
-- count verified and held rows apart. The API roles get what their proof is worth, whatever they wrote.
create function private.check_submission_proof() returns trigger
  language plpgsql security definer
  set search_path = ''
as $$
begin
  if coalesce(current_setting('role', true), '') in ('anon', 'authenticated') or new.proof is not null then
    new.verification := private.check_proof(new.proof);
  end if;
  new.proof := null;
  return new;
end
$$;
revoke all on function private.check_submission_proof() from public;

create trigger check_proof before insert on public.leads
  for each row execute function private.check_submission_proof();
create trigger check_proof before insert on public.subcontractors
  for each row execute function private.check_submission_proof();
