/**
 * The subcontractor application's rules, apart from rules.ts so that the home page's quote form never ships
 * them to a phone (a module both forms import is bundled with everything either uses). Same sources of truth:
 * the functions validate against these, the site's form takes its limits from them, and the migration's CHECK
 * constraints name the same values (tests/db proves each is accepted).
 */
import { type ChoicesRule, email, text } from './rules.ts'

export const subcontractorServices = [
  'Kitchen Remodeling',
  'Bathroom Remodeling',
  'Flooring',
  'Painting',
  'Electrical',
  'Plumbing',
  'HVAC',
  'Carpentry',
  'Drywall',
  'Tile Work',
  'Cabinetry',
  'Countertops',
  'Windows & Doors',
  'Roofing',
  'Landscaping',
  'Other',
] as const

/** The subcontractor application: table subcontractors, columns as named here. */
export const subcontractorRules = {
  company_name: text('Company name', 200),
  contact_name: text('Contact name', 200),
  email: email('Email'),
  phone: text('Phone', 40),
  address: text('Street address', 300),
  city: text('City', 100),
  state: text('State', 100),
  zip: text('ZIP', 20),
  services: { kind: 'choices', label: 'Services you offer', options: subcontractorServices } satisfies ChoicesRule,
  license_number: text('Contractor license number', 100),
  insurance_info: text('Insurance information', 2000),
  years_in_business: text('Years in business', 50),
  reference_list: text('References', 5000),
} as const

/**
 * The application's e-mail payload names its fields in camelCase; the table's columns are
 * snake_case. The one map between them.
 */
export const subcontractorPayloadKeys = {
  company_name: 'companyName',
  contact_name: 'contactName',
  email: 'email',
  phone: 'phone',
  address: 'address',
  city: 'city',
  state: 'state',
  zip: 'zip',
  services: 'services',
  license_number: 'licenseNumber',
  insurance_info: 'insuranceInfo',
  years_in_business: 'yearsInBusiness',
  reference_list: 'references',
} as const satisfies Record<keyof typeof subcontractorRules, string>
