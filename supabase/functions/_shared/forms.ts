/**
 * The two forms as the e-mail functions see them: each one's rules and request schema, and how a stored row
 * reads in the owner's e-mail. Adding a form (or a column) starts here and in rules.ts.
 */
import type { FormTable } from './config.ts'
import type { Entry, Field } from './email.ts'
import { linksValidUntil, receivedAt } from './pacific-time.ts'
import { leadRules, type Rules } from './rules.ts'
import { foundUsVia, sourceDetails } from './sources.ts'
import type { PhotoLinks, StoredRow } from './store.ts'
import { subcontractorPayloadKeys, subcontractorRules } from './subcontractor-rules.ts'
import { submissionSchema } from './validation.ts'

export interface Form {
  rules: Rules
  /** The request body's name for each column (the subcontractor payload is camelCase). */
  payloadKeys: Readonly<Record<string, string>>
  /** What a single e-mail about one row says in its subject. */
  subject(row: StoredRow): string
  entry(row: StoredRow): Entry
}

const text = (row: StoredRow, column: string) => (typeof row[column] === 'string' ? (row[column] as string) : '')

/** Where the submission came from (sources.ts), after the form's own fields. */
function sourceFields(row: StoredRow): Field[] {
  const details = sourceDetails(row)
  return [['Found us via', foundUsVia(row)], ...(details ? [['Source details', details] as const] : [])]
}

/** The photos' signed links (made once, store.ts photoLinks), and how many the visitor meant to send. */
function photoLinks(row: StoredRow): Entry['links'] {
  const links = row.photo_links as PhotoLinks | null | undefined
  if (!links?.photos.length) return undefined
  const attached = typeof row.photo_count === 'number' ? row.photo_count : 0
  const missing =
    attached > links.photos.length
      ? ` The visitor attached ${attached}; ${attached - links.photos.length} did not arrive.`
      : ''
  return {
    label: 'Photos',
    note: `Private links, working until ${linksValidUntil(links.expires_at)}; save any photo you want to keep.${missing}`,
    items: links.photos.map((photo, index) => ({
      label: `Photo ${index + 1} of ${links.photos.length}`,
      url: photo.url,
    })),
  }
}

export const forms: Record<FormTable, Form> = {
  leads: {
    rules: leadRules,
    payloadKeys: {},
    subject: (row) => `New quote request: ${text(row, 'name')} – ${text(row, 'project_type')}`,
    entry: (row) => ({
      heading: `Quote request from ${text(row, 'name')}`,
      receivedAt: receivedAt(row.created_at),
      fields: [
        ['Name', text(row, 'name')],
        ['Email', text(row, 'email')],
        ['Phone', text(row, 'phone')],
        ['Project type', text(row, 'project_type')],
        ['Property address', text(row, 'property_address')],
        ['Message', text(row, 'message')],
        ...sourceFields(row),
      ],
      links: photoLinks(row),
    }),
  },
  subcontractors: {
    rules: subcontractorRules,
    payloadKeys: subcontractorPayloadKeys,
    subject: (row) => `New subcontractor application: ${text(row, 'company_name')} – ${text(row, 'contact_name')}`,
    entry: (row) => ({
      heading: `Subcontractor application from ${text(row, 'company_name')}`,
      receivedAt: receivedAt(row.created_at),
      fields: [
        ['Company', text(row, 'company_name')],
        ['Contact', text(row, 'contact_name')],
        ['Email', text(row, 'email')],
        ['Phone', text(row, 'phone')],
        ['Address', `${text(row, 'address')}\n${text(row, 'city')}, ${text(row, 'state')} ${text(row, 'zip')}`],
        ['Services', Array.isArray(row.services) ? row.services.join(', ') : ''],
        ['License number', text(row, 'license_number')],
        ['Years in business', text(row, 'years_in_business')],
        ['Insurance', text(row, 'insurance_info')],
        ['References', text(row, 'reference_list')],
        ...sourceFields(row),
      ],
    }),
  },
}

export const requestSchema = (form: Form) => submissionSchema(form.rules, form.payloadKeys)

/** The stored columns a request speaks for, with the values it says they hold. */
export function columnsOf(form: Form, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(form.rules).map((column) => [column, body[form.payloadKeys[column] ?? column]]))
}
