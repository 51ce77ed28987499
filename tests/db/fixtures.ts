/** Valid submissions as the forms send them, each with a fresh id, a marker and an e-mail address of its own. */
import { randomUUID } from 'node:crypto'
import type { LeadFields } from '../../lib/forms.ts'
import { type SubcontractorFields, subcontractorEmailPayload } from '../../lib/subcontractor-form.ts'

/** A label no other test's shares (the function tests share one outbox): no marker is the start of another. */
export const marker = (label: string) => `${label}-${randomUUID().slice(0, 8)}`

export function lead(overrides: Partial<LeadFields> = {}): LeadFields & { id: string } {
  const name = marker('Lead')
  return {
    id: randomUUID(),
    name,
    email: `${name.toLowerCase()}@example.com`,
    phone: '(619) 555-0100',
    project_type: 'Bathroom Remodel',
    property_address: '1234 Garnet Ave, San Diego, CA 92109',
    message: 'Walk-in shower instead of the tub.',
    ...overrides,
  }
}

export function application(overrides: Partial<SubcontractorFields> = {}): SubcontractorFields & { id: string } {
  const company = marker('Tile Co')
  return {
    id: randomUUID(),
    company_name: company,
    contact_name: 'Maria Lopez',
    email: `${company.toLowerCase().replaceAll(' ', '-')}@tile.example`,
    phone: '(760) 555-0199',
    address: '500 Industrial Way',
    city: 'Escondido',
    state: 'CA',
    zip: '92025',
    services: ['Tile Work', 'Countertops'],
    license_number: 'C54-123456',
    insurance_info: 'General liability $2M, Acme Insurance',
    years_in_business: '12',
    reference_list: 'A. Smith 619-555-0101\nB. Jones 619-555-0102\nC. Wu 619-555-0103',
    ...overrides,
  }
}

/** The camelCase body send-subcontractor-email takes. */
export const applicationEmailBody = ({ id, ...fields }: ReturnType<typeof application>) => ({
  id,
  ...subcontractorEmailPayload(fields),
})
