-- The forms' rules, measured on the value as stored (supabase/functions/_shared/rules.ts holds the same rules
-- for the site's forms and the e-mail functions; tests/db proves each one here, value by value).
--
-- The first migration measured lengths after btrim, so "a" followed by a million spaces was stored; it let
-- a two-dimensional services array through, and anon could write created_at. Here a value must be stored
-- trimmed (no whitespace at either end, the characters JavaScript's trim() removes), whitespace-only is
-- refused, lengths count characters (char_length), the e-mail must be sane, services is a one-dimensional
-- list of known services without repeats, and anon may insert only the form's own columns plus id.
--
-- The new constraints are NOT VALID: rows stored before this migration are kept as they were, and every
-- new row is checked.

create schema if not exists private;

-- text: at most max_length characters, no whitespace at either end; empty only when not required.
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

-- A one-dimensional list of known services, each at most once (a null entry is never "contained").
create function private.is_service_list(services text[]) returns boolean
  language sql immutable parallel safe
  return services is not null
    and coalesce(array_ndims(services), 1) = 1
    and services <@ array[
      'Kitchen Remodeling', 'Bathroom Remodeling', 'Flooring', 'Painting', 'Electrical', 'Plumbing', 'HVAC', 'Carpentry',
      'Drywall', 'Tile Work', 'Cabinetry', 'Countertops', 'Windows & Doors', 'Roofing', 'Landscaping', 'Other'
    ]::text[]
    and cardinality(services) = (select count(distinct service) from unnest(services) as service);

-- A CHECK constraint calls its functions with the inserting role's rights.
revoke all on function private.is_form_text(text, integer, boolean), private.is_form_email(text), private.is_service_list(text[]) from public;
grant execute on function private.is_form_text(text, integer, boolean), private.is_form_email(text), private.is_service_list(text[])
  to anon, authenticated, service_role;

alter table public.leads
  drop constraint leads_name_length,
  drop constraint leads_email_length,
  drop constraint leads_email_format,
  drop constraint leads_phone_length,
  drop constraint leads_property_address_length,
  drop constraint leads_message_length,
  add constraint leads_name_rule check (private.is_form_text(name, 200, true)) not valid,
  add constraint leads_email_rule check (private.is_form_email(email)) not valid,
  add constraint leads_phone_rule check (private.is_form_text(phone, 40, true)) not valid,
  add constraint leads_property_address_rule check (private.is_form_text(property_address, 300, true)) not valid,
  add constraint leads_message_rule check (private.is_form_text(message, 5000, false)) not valid;

alter table public.subcontractors
  drop constraint subcontractors_company_name_length,
  drop constraint subcontractors_contact_name_length,
  drop constraint subcontractors_email_length,
  drop constraint subcontractors_email_format,
  drop constraint subcontractors_phone_length,
  drop constraint subcontractors_address_length,
  drop constraint subcontractors_city_length,
  drop constraint subcontractors_state_length,
  drop constraint subcontractors_zip_length,
  drop constraint subcontractors_license_number_length,
  drop constraint subcontractors_insurance_info_length,
  drop constraint subcontractors_years_in_business_length,
  drop constraint subcontractors_reference_list_length,
  drop constraint subcontractors_services_count,
  drop constraint subcontractors_services_known,
  add constraint subcontractors_company_name_rule check (private.is_form_text(company_name, 200, true)) not valid,
  add constraint subcontractors_contact_name_rule check (private.is_form_text(contact_name, 200, true)) not valid,
  add constraint subcontractors_email_rule check (private.is_form_email(email)) not valid,
  add constraint subcontractors_phone_rule check (private.is_form_text(phone, 40, true)) not valid,
  add constraint subcontractors_address_rule check (private.is_form_text(address, 300, true)) not valid,
  add constraint subcontractors_city_rule check (private.is_form_text(city, 100, true)) not valid,
  add constraint subcontractors_state_rule check (private.is_form_text(state, 100, true)) not valid,
  add constraint subcontractors_zip_rule check (private.is_form_text(zip, 20, true)) not valid,
  add constraint subcontractors_license_number_rule check (private.is_form_text(license_number, 100, true)) not valid,
  add constraint subcontractors_insurance_info_rule check (private.is_form_text(insurance_info, 2000, true)) not valid,
  add constraint subcontractors_years_in_business_rule check (private.is_form_text(years_in_business, 50, true)) not valid,
  add constraint subcontractors_reference_list_rule check (private.is_form_text(reference_list, 5000, true)) not valid,
  add constraint subcontractors_services_rule check (private.is_service_list(services)) not valid;

-- Anon writes the form's own columns and the id the browser makes, nothing else: not created_at, not
-- notified_at, nor any bookkeeping column a later migration adds.
revoke insert on table public.leads, public.subcontractors from anon;
grant insert (id, name, email, phone, project_type, property_address, message) on table public.leads to anon;
grant insert (id, company_name, contact_name, email, phone, address, city, state, zip, services, license_number,
  insurance_info, years_in_business, reference_list) on table public.subcontractors to anon;
