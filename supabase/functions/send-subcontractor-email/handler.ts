/** send-subcontractor-email: tells the business about a stored subcontractor application (table subcontractors). */
import { subcontractorServices } from '../_shared/choices.ts'
import { notificationHandler } from '../_shared/notify.ts'
import { email, id, required, z } from '../_shared/validation.ts'

// The site sends the camelCase payload of spec section 3; the table's columns are snake_case.
const applicationSchema = z.object({
  id: id(),
  companyName: required(200),
  contactName: required(200),
  email: email(),
  phone: required(40),
  address: required(300),
  city: required(100),
  state: required(100),
  zip: required(20),
  services: z.array(z.enum(subcontractorServices)).max(subcontractorServices.length),
  licenseNumber: required(100),
  insuranceInfo: required(2000),
  yearsInBusiness: required(50),
  references: required(5000),
})

export const handler = notificationHandler({
  table: 'subcontractors',
  schema: applicationSchema,
  recipientVars: ['SUBCONTRACTOR_EMAIL_TO', 'LEAD_EMAIL_TO'],
  columns: (application) => ({
    company_name: application.companyName,
    contact_name: application.contactName,
    email: application.email,
    phone: application.phone,
    address: application.address,
    city: application.city,
    state: application.state,
    zip: application.zip,
    services: application.services,
    license_number: application.licenseNumber,
    insurance_info: application.insuranceInfo,
    years_in_business: application.yearsInBusiness,
    reference_list: application.references,
  }),
  compose: (application) => ({
    subject: `New subcontractor application: ${application.companyName} – ${application.contactName}`,
    heading: 'New subcontractor application',
    replyTo: application.email,
    fields: [
      ['Company', application.companyName],
      ['Contact', application.contactName],
      ['Email', application.email],
      ['Phone', application.phone],
      ['Address', `${application.address}\n${application.city}, ${application.state} ${application.zip}`],
      ['Services', application.services.join(', ')],
      ['License number', application.licenseNumber],
      ['Years in business', application.yearsInBusiness],
      ['Insurance', application.insuranceInfo],
      ['References', application.references],
    ],
  }),
})
