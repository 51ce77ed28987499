/** Choices offered by the two forms (spec section 3); the database checks the same lists. */
export const projectTypes = [
  'Kitchen Remodel',
  'Bathroom Remodel',
  'Both Kitchen & Bathroom',
  'Custom Cabinetry',
  'Painting',
  'Flooring',
  'Other',
] as const

/** How each project type is shown in the select ("Other" invites the visitor to explain). */
export const projectTypeLabel = (type: (typeof projectTypes)[number]) => (type === 'Other' ? 'Other (please specify)' : type)

export const subcontractorServices = [
  'Kitchen Remodeling', 'Bathroom Remodeling', 'Flooring', 'Painting', 'Electrical', 'Plumbing', 'HVAC', 'Carpentry',
  'Drywall', 'Tile Work', 'Cabinetry', 'Countertops', 'Windows & Doors', 'Roofing', 'Landscaping', 'Other',
] as const

/** Each service checkbox toggles its service in or out of the selected list, keeping the list's order. */
export function toggleService(selected: readonly string[], service: string): string[] {
  return selected.includes(service) ? selected.filter((s) => s !== service) : subcontractorServices.filter((s) => s === service || selected.includes(s))
}
