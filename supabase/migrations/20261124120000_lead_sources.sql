-- Where each submission came from (docs/backend.md, "Where leads come from"): the first page of the visit,
-- the referring site's host name, the campaign (utm_*) parameters and the ad networks' click ids, kept by
-- the site for the visit (sessionStorage, lib/browser/attribution.ts) and sent with the row. Every column is
-- optional; a value must be one trimmed line within its limit (supabase/functions/_shared/rules.ts,
-- sourceLimits, holds the same figures and patterns; tests/db proves each here).

-- Null, or non-empty text within max_length characters, no whitespace at either end, no control character.
create function private.is_source_text(value text, max_length integer) returns boolean
  language sql immutable parallel safe
  return value is null
    or (private.is_form_text(value, max_length, true) and value !~ '[\u0001-\u001f\u007f]');

revoke all on function private.is_source_text(text, integer) from public;
grant execute on function private.is_source_text(text, integer) to anon, authenticated, service_role;

alter table public.leads
  add column landing_page text,
  add column referrer_host text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column gclid text,
  add column gbraid text,
  add column wbraid text,
  add column msclkid text,
  add column fbclid text,
  add constraint leads_landing_page_rule check (private.is_source_text(landing_page, 500) and landing_page ~ '^/'),
  add constraint leads_referrer_host_rule check (private.is_source_text(referrer_host, 253)
    and referrer_host ~ '^[a-z0-9](?:[a-z0-9.\-]*[a-z0-9])?$'),
  add constraint leads_utm_source_rule check (private.is_source_text(utm_source, 200)),
  add constraint leads_utm_medium_rule check (private.is_source_text(utm_medium, 200)),
  add constraint leads_utm_campaign_rule check (private.is_source_text(utm_campaign, 200)),
  add constraint leads_utm_term_rule check (private.is_source_text(utm_term, 200)),
  add constraint leads_utm_content_rule check (private.is_source_text(utm_content, 200)),
  add constraint leads_gclid_rule check (private.is_source_text(gclid, 300)),
  add constraint leads_gbraid_rule check (private.is_source_text(gbraid, 300)),
  add constraint leads_wbraid_rule check (private.is_source_text(wbraid, 300)),
  add constraint leads_msclkid_rule check (private.is_source_text(msclkid, 300)),
  add constraint leads_fbclid_rule check (private.is_source_text(fbclid, 300));

alter table public.subcontractors
  add column landing_page text,
  add column referrer_host text,
  add column utm_source text,
  add column utm_medium text,
  add column utm_campaign text,
  add column utm_term text,
  add column utm_content text,
  add column gclid text,
  add column gbraid text,
  add column wbraid text,
  add column msclkid text,
  add column fbclid text,
  add constraint subcontractors_landing_page_rule check (private.is_source_text(landing_page, 500) and landing_page ~ '^/'),
  add constraint subcontractors_referrer_host_rule check (private.is_source_text(referrer_host, 253)
    and referrer_host ~ '^[a-z0-9](?:[a-z0-9.\-]*[a-z0-9])?$'),
  add constraint subcontractors_utm_source_rule check (private.is_source_text(utm_source, 200)),
  add constraint subcontractors_utm_medium_rule check (private.is_source_text(utm_medium, 200)),
  add constraint subcontractors_utm_campaign_rule check (private.is_source_text(utm_campaign, 200)),
  add constraint subcontractors_utm_term_rule check (private.is_source_text(utm_term, 200)),
  add constraint subcontractors_utm_content_rule check (private.is_source_text(utm_content, 200)),
  add constraint subcontractors_gclid_rule check (private.is_source_text(gclid, 300)),
  add constraint subcontractors_gbraid_rule check (private.is_source_text(gbraid, 300)),
  add constraint subcontractors_wbraid_rule check (private.is_source_text(wbraid, 300)),
  add constraint subcontractors_msclkid_rule check (private.is_source_text(msclkid, 300)),
  add constraint subcontractors_fbclid_rule check (private.is_source_text(fbclid, 300));

comment on column public.leads.landing_page is 'The first page of the visit that sent this (a path).';
comment on column public.leads.referrer_host is 'The host name of the site that linked to the first page, if the browser said.';

-- Anon writes these with the form's own columns (the grants of *_form_rules.sql stay as they are).
grant insert (landing_page, referrer_host, utm_source, utm_medium, utm_campaign, utm_term, utm_content, gclid, gbraid, wbraid, msclkid, fbclid)
  on table public.leads, public.subcontractors to anon;
