/** send-lead-email: tells the business about a stored quote request (table leads). */
import { projectTypes } from '../_shared/choices.ts'
import { notificationHandler } from '../_shared/notify.ts'
import { email, id, maybeEmpty, required, z } from '../_shared/validation.ts'

const leadSchema = z.object({
  id: id(),
  name: required(200),
  email: email(),
  phone: required(40),
  project_type: z.enum(projectTypes),
  property_address: required(300),
  message: maybeEmpty(5000),
})

export const handler = notificationHandler({
  table: 'leads',
  schema: leadSchema,
  recipientVars: ['LEAD_EMAIL_TO'],
  columns: ({ id: _id, ...fields }) => fields,
  compose: (lead) => ({
    subject: `New quote request: ${lead.name} – ${lead.project_type}`,
    heading: 'New quote request',
    replyTo: lead.email,
    fields: [
      ['Name', lead.name],
      ['Email', lead.email],
      ['Phone', lead.phone],
      ['Project type', lead.project_type],
      ['Property address', lead.property_address],
      ['Message', lead.message],
    ],
  }),
})
