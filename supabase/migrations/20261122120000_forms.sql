-- The two tables the site's forms write to.
--
-- The public anon key is in every page, so anyone can call the API with it: anon may insert and nothing else,
-- and the limits below keep a script with that key from storing absurd rows. Anon cannot read, so the browser
-- makes each row's id itself; a retried submission then fails on <table>_pkey, which the site reads as
-- "already stored". notified_at is set by the e-mail functions (service role) once the business was mailed.

create table public.leads (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null,
  email text not null,
  phone text not null,
  project_type text not null,
  property_address text not null,
  message text not null default '',
  notified_at timestamptz,
  constraint leads_name_length check (char_length(btrim(name)) between 1 and 200),
  constraint leads_email_length check (char_length(email) <= 320),
  constraint leads_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint leads_phone_length check (char_length(btrim(phone)) between 1 and 40),
  constraint leads_property_address_length check (char_length(btrim(property_address)) between 1 and 300),
  constraint leads_message_length check (char_length(message) <= 5000),
  -- Same list as lib/forms.ts (projectTypes).
  constraint leads_project_type_known check (project_type in (
    'Kitchen Remodel', 'Bathroom Remodel', 'Both Kitchen & Bathroom', 'Custom Cabinetry', 'Painting', 'Flooring', 'Other'
  ))
);

create table public.subcontractors (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  company_name text not null,
  contact_name text not null,
  email text not null,
  phone text not null,
  address text not null,
  city text not null,
  state text not null,
  zip text not null,
  services text[] not null default '{}',
  license_number text not null,
  insurance_info text not null,
  years_in_business text not null,
  reference_list text not null,
  notified_at timestamptz,
  constraint subcontractors_company_name_length check (char_length(btrim(company_name)) between 1 and 200),
  constraint subcontractors_contact_name_length check (char_length(btrim(contact_name)) between 1 and 200),
  constraint subcontractors_email_length check (char_length(email) <= 320),
  constraint subcontractors_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+$'),
  constraint subcontractors_phone_length check (char_length(btrim(phone)) between 1 and 40),
  constraint subcontractors_address_length check (char_length(btrim(address)) between 1 and 300),
  constraint subcontractors_city_length check (char_length(btrim(city)) between 1 and 100),
  constraint subcontractors_state_length check (char_length(btrim(state)) between 1 and 100),
  constraint subcontractors_zip_length check (char_length(btrim(zip)) between 1 and 20),
  constraint subcontractors_license_number_length check (char_length(btrim(license_number)) between 1 and 100),
  constraint subcontractors_insurance_info_length check (char_length(btrim(insurance_info)) between 1 and 2000),
  constraint subcontractors_years_in_business_length check (char_length(btrim(years_in_business)) between 1 and 50),
  constraint subcontractors_reference_list_length check (char_length(btrim(reference_list)) between 1 and 5000),
  constraint subcontractors_services_count check (cardinality(services) <= 16),
  -- Same list as subcontractorServices (supabase/functions/_shared/subcontractor-rules.ts); a null element is never contained, so it is refused too.
  constraint subcontractors_services_known check (services <@ array[
    'Kitchen Remodeling', 'Bathroom Remodeling', 'Flooring', 'Painting', 'Electrical', 'Plumbing', 'HVAC', 'Carpentry',
    'Drywall', 'Tile Work', 'Cabinetry', 'Countertops', 'Windows & Doors', 'Roofing', 'Landscaping', 'Other'
  ]::text[])
);

-- Supabase's default privileges give anon and authenticated everything on a new public table, and policies
-- only filter rows within what grants allow: take the grants back first.
revoke all on table public.leads, public.subcontractors from anon, authenticated;
grant insert on table public.leads, public.subcontractors to anon;
grant select, insert, update on table public.leads, public.subcontractors to service_role;

alter table public.leads enable row level security;
alter table public.subcontractors enable row level security;

-- Only the e-mail functions (service role, which bypasses RLS) may say a row was mailed.
create policy "anon can submit a lead" on public.leads
  for insert to anon with check (notified_at is null);
create policy "anon can apply as a subcontractor" on public.subcontractors
  for insert to anon with check (notified_at is null);
