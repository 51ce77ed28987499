/**
 * Choices offered by the two forms (spec section 3). They live with the edge functions, which validate against
 * them and can only see supabase/functions once deployed; the database's CHECK constraints list the same values.
 */
import { projectTypes, subcontractorServices } from '../supabase/functions/_shared/choices.ts'

export { projectTypes, subcontractorServices }

/** How each project type is shown in the select ("Other" invites the visitor to explain). */
export const projectTypeLabel = (type: (typeof projectTypes)[number]) => (type === 'Other' ? 'Other (please specify)' : type)

/** Each service checkbox toggles its service in or out of the selected list, keeping the list's order. */
export function toggleService(selected: readonly string[], service: string): string[] {
  return selected.includes(service) ? selected.filter((s) => s !== service) : subcontractorServices.filter((s) => s === service || selected.includes(s))
}
