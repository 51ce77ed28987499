/**
 * The subcontractor application's fields, services and rules for the site (the rules live with the edge
 * functions, supabase/functions/_shared/subcontractor-rules.ts). Only the application's island and the
 * submission code import this, so the home page's quote form never loads it.
 */
import {
  subcontractorPayloadKeys,
  subcontractorRules,
  subcontractorServices,
} from '../supabase/functions/_shared/subcontractor-rules.ts'

export { subcontractorRules, subcontractorServices }

/** The subcontractor application's values (table subcontractors). */
export type SubcontractorFields = { [K in keyof typeof subcontractorRules]: K extends 'services' ? string[] : string }

/** Each service checkbox toggles its service in or out of the selected list, keeping the list's order. */
export function toggleService(selected: readonly string[], service: string): string[] {
  return selected.includes(service)
    ? selected.filter((s) => s !== service)
    : subcontractorServices.filter((s) => s === service || selected.includes(s))
}

/** The e-mail function takes the application in camelCase. */
export function subcontractorEmailPayload(fields: SubcontractorFields): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(subcontractorPayloadKeys).map(([column, key]) => [key, fields[column as keyof SubcontractorFields]]),
  )
}
