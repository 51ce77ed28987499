/**
 * The quote form's fixed choices (the application's are in subcontractor-rules.ts): the one list, shared by the site's forms (lib/forms.ts imports it) and the
 * functions, which see only supabase/functions once deployed. The migration's CHECK constraints name the
 * same values; tests/db proves each is accepted.
 */
export const projectTypes = [
  'Kitchen Remodel',
  'Bathroom Remodel',
  'Both Kitchen & Bathroom',
  'Custom Cabinetry',
  'Painting',
  'Flooring',
  'Other',
] as const
