-- The two tables the site's forms write to, and the rules every row meets (docs/backend.md, "One set of rules").
-- The public anon key is in every page, so anyone can call the API with it: anon may insert the form's own
-- columns and nothing else, and the constraints hold for any client. supabase/functions/_shared/rules.ts holds
-- the same rules for the forms and the e-mail functions; tests/db proves each one here, value by value.

create schema if not exists private;

-- Text stored trimmed (none of the characters JavaScript's trim() removes at either end, so whitespace-only is
-- refused), at most max_length characters; empty only when not required.
create function private.is_form_text(value text, max_length integer, required boolean) returns boolean
  language sql immutable parallel safe
  return value is not null
    and char_length(value) <= max_length
    and (required is false or char_length(value) > 0)
    and value !~ '^[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]'
    and value !~ '[\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff]$';

-- The HTML standard's valid e-mail address, local part at most 64, a dotted domain, at most 254 in all.
create function private.is_form_email(value text) returns boolean
  language sql immutable parallel safe
  return value is not null
    and char_length(value) <= 254
    and value ~ '^[A-Za-z0-9.!#$%&''*+\/=?^_`\{\|\}~\-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$';

-- A one-dimensional list of known services, each at most once (a null entry is never "contained"). Same list
-- as subcontractorServices (supabase/functions/_shared/subcontractor-rules.ts).
create function private.is_service_list(services text[]) returns boolean
  language sql immutable parallel safe
  return services is not null
    and coalesce(array_ndims(services), 1) = 1
    and services <@ array[
      'Kitchen Remodeling', 'Bathroom Remodeling', 'Flooring', 'Painting', 'Electrical', 'Plumbing', 'HVAC', 'Carpentry',
      'Drywall', 'Tile Work', 'Cabinetry', 'Countertops', 'Windows & Doors', 'Roofing', 'Landscaping', 'Other'
    ]::text[]
    and cardinality(services) = (select count(distinct service) from unnest(services) as service);

-- Where the visit came from (optional): null, or one trimmed line within max_length characters.
create function private.is_source_text(value text, max_length integer) returns boolean
  language sql immutable parallel safe
  return value is null
    or (private.is_form_text(value, max_length, true) and value !~ '[\u0001-\u001f\u007f]');

-- A CHECK constraint calls its functions with the inserting role's rights.
revoke all on function private.is_form_text(text, integer, boolean), private.is_form_email(text),
  private.is_service_list(text[]), private.is_source_text(text, integer) from public;
grant execute on function private.is_form_text(text, integer, boolean), private.is_form_email(text),
  private.is_service_list(text[]), private.is_source_text(text, integer) to anon, authenticated, service_role;

-- Anon cannot read, so the browser makes each row's id itself: a retried submission then fails on <table>_pkey,
-- which the site reads as "already stored".
create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null constraint leads_name_rule check (private.is_form_text(name, 200, true)),
  email text not null constraint leads_email_rule check (private.is_form_email(email)),
  phone text not null constraint leads_phone_rule check (private.is_form_text(phone, 40, true)),
  -- Same list as projectTypes (supabase/functions/_shared/choices.ts).
  project_type text not null constraint leads_project_type_known check (project_type in (
    'Kitchen Remodel', 'Bathroom Remodel', 'Both Kitchen & Bathroom', 'Custom Cabinetry', 'Painting', 'Flooring', 'Other'
  )),
  property_address text not null
    constraint leads_property_address_rule check (private.is_form_text(property_address, 300, true)),
  message text not null default '' constraint leads_message_rule check (private.is_form_text(message, 5000, false)),
  photo_count smallint not null default 0 constraint leads_photo_count_rule check (photo_count between 0 and 5),
  photo_links jsonb
);
comment on column public.leads.photo_count is 'How many photos the visitor attached when sending (the sweep waits for them).';
comment on column public.leads.photo_links is 'Signed links to the photos, made once when its e-mail was first built: {"expires_at", "photos": [{"name", "url"}]}.';

create table public.subcontractors (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company_name text not null
    constraint subcontractors_company_name_rule check (private.is_form_text(company_name, 200, true)),
  contact_name text not null
    constraint subcontractors_contact_name_rule check (private.is_form_text(contact_name, 200, true)),
  email text not null constraint subcontractors_email_rule check (private.is_form_email(email)),
  phone text not null constraint subcontractors_phone_rule check (private.is_form_text(phone, 40, true)),
  address text not null constraint subcontractors_address_rule check (private.is_form_text(address, 300, true)),
  city text not null constraint subcontractors_city_rule check (private.is_form_text(city, 100, true)),
  state text not null constraint subcontractors_state_rule check (private.is_form_text(state, 100, true)),
  zip text not null constraint subcontractors_zip_rule check (private.is_form_text(zip, 20, true)),
  services text[] not null default '{}'
    constraint subcontractors_services_rule check (private.is_service_list(services)),
  license_number text not null
    constraint subcontractors_license_number_rule check (private.is_form_text(license_number, 100, true)),
  insurance_info text not null
    constraint subcontractors_insurance_info_rule check (private.is_form_text(insurance_info, 2000, true)),
  years_in_business text not null
    constraint subcontractors_years_in_business_rule check (private.is_form_text(years_in_business, 50, true)),
  reference_list text not null
    constraint subcontractors_reference_list_rule check (private.is_form_text(reference_list, 5000, true))
);

-- The columns both forms' rows carry besides their fields, one list for the two tables: the owner's e-mail
-- bookkeeping (changed only by the e-mail functions, through *_notifications.sql), where the visit came from
-- (docs/backend.md, "Where leads come from"; sourceLimits in rules.ts), and what its proof of work was worth
-- (*_proof_of_work.sql; the proof itself is never kept).
do $$
declare
  tbl text;
begin
  foreach tbl in array array['leads', 'subcontractors'] loop
    execute format($sql$
      alter table public.%1$I
        add column notified_at timestamptz,
        add column email_id text,
        add column notify_key text,
        add column notify_claimed_at timestamptz,
        add column notify_attempts integer not null default 0,
        add column notify_error text,
        add column notify_refused_at timestamptz,
        add column notify_reported_in text,
        add column held_listed_in text,
        add column landing_page text
          constraint %1$s_landing_page_rule check (private.is_source_text(landing_page, 500) and landing_page ~ '^/'),
        add column referrer_host text constraint %1$s_referrer_host_rule
          check (private.is_source_text(referrer_host, 253) and referrer_host ~ '^[a-z0-9](?:[a-z0-9.\-]*[a-z0-9])?$'),
        add column utm_source text constraint %1$s_utm_source_rule check (private.is_source_text(utm_source, 200)),
        add column utm_medium text constraint %1$s_utm_medium_rule check (private.is_source_text(utm_medium, 200)),
        add column utm_campaign text
          constraint %1$s_utm_campaign_rule check (private.is_source_text(utm_campaign, 200)),
        add column utm_term text constraint %1$s_utm_term_rule check (private.is_source_text(utm_term, 200)),
        add column utm_content text constraint %1$s_utm_content_rule check (private.is_source_text(utm_content, 200)),
        add column gclid text constraint %1$s_gclid_rule check (private.is_source_text(gclid, 300)),
        add column gbraid text constraint %1$s_gbraid_rule check (private.is_source_text(gbraid, 300)),
        add column wbraid text constraint %1$s_wbraid_rule check (private.is_source_text(wbraid, 300)),
        add column msclkid text constraint %1$s_msclkid_rule check (private.is_source_text(msclkid, 300)),
        add column fbclid text constraint %1$s_fbclid_rule check (private.is_source_text(fbclid, 300)),
        add column proof text,
        add column verification text not null default 'missing' constraint %1$s_verification_known
          check (verification in ('verified', 'released', 'missing', 'malformed', 'expired', 'forged', 'wrong', 'reused'));

      create index %1$s_unnotified on public.%1$I (created_at) where notified_at is null;
      create index %1$s_notify_key on public.%1$I (notify_key) where notify_key is not null;
      create index %1$s_notify_claimed on public.%1$I (notify_claimed_at) where notify_claimed_at is not null;

      comment on column public.%1$I.notified_at is 'When an e-mail carrying this submission was accepted by the e-mail provider.';
      comment on column public.%1$I.email_id is 'The provider''s id of that e-mail.';
      comment on column public.%1$I.notify_key is 'Idempotency key of the e-mail that carries it: %1$s-<id> on its own, digest-<uuid> in a digest.';
      comment on column public.%1$I.notify_error is 'The last failure to mail it, for the operator.';
      comment on column public.%1$I.notify_refused_at is 'When the provider refused its e-mail for good (it then waits for a digest; refused in a digest, it needs the operator).';
      comment on column public.%1$I.notify_reported_in is 'The digest that listed it as waiting over an hour.';
      comment on column public.%1$I.held_listed_in is 'The held-submissions e-mail that listed it (shown or counted).';
      comment on column public.%1$I.landing_page is 'The first page of the visit that sent this (a path).';
      comment on column public.%1$I.referrer_host is 'The host name of the site that linked to the first page, if the browser said.';
      comment on column public.%1$I.proof is 'The ALTCHA payload the browser sent; checked on insert and never kept.';
      comment on column public.%1$I.verification is 'verified: a valid proof came with it; released: the owner released it from the held queue; else why it is held.';
    $sql$, tbl);
  end loop;
end
$$;

-- A project made before mid-2026, or with the Data API's "Default privileges for new entities" on, gives anon and
-- authenticated everything on a new public table, and policies only filter rows within what grants allow: take
-- the grants back first. Anon then writes the form's own columns and the id the browser makes, never created_at,
-- notified_at or any bookkeeping column.
revoke all on table public.leads, public.subcontractors from anon, authenticated;
grant select, insert, update on table public.leads, public.subcontractors to service_role;
grant insert (id, name, email, phone, project_type, property_address, message, photo_count)
  on table public.leads to anon;
grant insert (id, company_name, contact_name, email, phone, address, city, state, zip, services, license_number,
  insurance_info, years_in_business, reference_list) on table public.subcontractors to anon;
grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid,
  wbraid, msclkid, fbclid, proof) on table public.leads, public.subcontractors to anon;

alter table public.leads enable row level security;
alter table public.subcontractors enable row level security;

-- Only the e-mail functions (service role, which bypasses RLS) may say a row was mailed.
create policy "anon can submit a lead" on public.leads
  for insert to anon with check (notified_at is null);
create policy "anon can apply as a subcontractor" on public.subcontractors
  for insert to anon with check (notified_at is null);
