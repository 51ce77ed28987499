/**
 * The forms' fixed choices, as the database's CHECK constraints list them. Copied from lib/forms.ts because a
 * deployed function only has the supabase/functions folder; tests/functions checks both lists stay equal.
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
