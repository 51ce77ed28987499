/**
 * The two forms as the e-mail functions see them: each one's rules and request schema, and how a stored row
 * reads in the owner's e-mail. Adding a form (or a column) starts here and in rules.ts.
 */
import type { FormTable } from './config.ts'
import type { Entry } from './email.ts'
import { receivedAt } from './email.ts'
import { leadRules, subcontractorPayloadKeys, subcontractorRules, type Rules } from './rules.ts'
import type { StoredRow } from './store.ts'
import { submissionSchema } from './validation.ts'

export interface Form {
  table: FormTable
  rules: Rules
  /** The request body's name for each column (the subcontractor payload is camelCase). */
  payloadKeys: Readonly<Record<string, string>>
  /** What a single e-mail about one row says in its subject. */
  subject(row: StoredRow): string
  entry(row: StoredRow): Entry
}

const text = (row: StoredRow, column: string) => (typeof row[column] === 'string' ? (row[column] as string) : '')

export const forms: Record<FormTable, Form> = {
  leads: {
    table: 'leads',
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
      ],
    }),
  },
  subcontractors: {
    table: 'subcontractors',
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
      ],
    }),
  },
}

export const requestSchema = (form: Form) => submissionSchema(form.rules, form.payloadKeys)

/** The stored columns a request speaks for, with the values it says they hold. */
export function columnsOf(form: Form, body: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.keys(form.rules).map((column) => [column, body[form.payloadKeys[column] ?? column]]))
}
