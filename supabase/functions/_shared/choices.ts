/**
 * The forms' fixed choices: the one list, shared by the site's forms (lib/forms.ts imports it) and the
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

export const subcontractorServices = [
  'Kitchen Remodeling', 'Bathroom Remodeling', 'Flooring', 'Painting', 'Electrical', 'Plumbing', 'HVAC', 'Carpentry',
  'Drywall', 'Tile Work', 'Cabinetry', 'Countertops', 'Windows & Doors', 'Roofing', 'Landscaping', 'Other',
] as const
