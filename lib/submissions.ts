/**
 * The two submission flows of spec section 7: insert the row, then (only if that worked) ask the e-mail
 * function to notify the business. Loaded by the form islands on first submit, so it costs nothing before.
 *
 * Nothing is lost and nothing is doubled: the browser makes the row's id, so a retry after an e-mail
 * failure re-sends the same id; the database answers "duplicate key on its own primary key" (23505),
 * which means "already stored" and the flow goes on to the e-mail. (Upsert or insert-returning would
 * need SELECT rights, which the public anon role deliberately lacks.)
 */
import { PostgrestClient } from '@supabase/postgrest-js'

export interface BackendConfig {
  supabaseUrl: string
  anonKey: string
}

/** A failure whose message is meant for the visitor (spec section 8). */
export class SubmissionError extends Error {
  override name = 'SubmissionError'
}

/** The request never reached the backend (offline, DNS, CORS): shown as the catalogue's "unexpected error". */
export class NetworkError extends Error {
  override name = 'NetworkError'
}

export const EMAIL_FAILED_MESSAGE = 'Failed to send email notification'

interface Submission {
  table: 'leads' | 'subcontractors'
  row: Record<string, unknown> & { id: string }
  emailFunction: 'send-lead-email' | 'send-subcontractor-email'
  emailPayload: Record<string, unknown> & { id: string }
}

async function insertRow(config: BackendConfig, table: Submission['table'], row: Submission['row']) {
  const db = new PostgrestClient(`${config.supabaseUrl}/rest/v1`, {
    headers: { apikey: config.anonKey, Authorization: `Bearer ${config.anonKey}` },
  })
  const { error, status } = await db.from(table).insert(row)
  if (!error) return
  if (status === 0) throw new NetworkError(error.message)
  const alreadyStored = error.code === '23505' && error.message.includes(`${table}_pkey`)
  if (!alreadyStored) throw new SubmissionError(`Database error: ${error.message}`)
}

async function sendEmail(config: BackendConfig, name: Submission['emailFunction'], payload: Submission['emailPayload']) {
  let response: Response
  try {
    response = await fetch(`${config.supabaseUrl}/functions/v1/${name}`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.anonKey}`,
        apikey: config.anonKey,
        'Content-Type': 'application/json',
      },
      body: JSON.stringify(payload),
    })
  } catch (error) {
    throw new NetworkError(error instanceof Error ? error.message : String(error))
  }
  if (response.ok) return
  const body = (await response.json().catch(() => ({}))) as { details?: unknown; error?: unknown }
  const message = [body.details, body.error].find((value): value is string => typeof value === 'string' && value.length > 0)
  throw new SubmissionError(message ?? EMAIL_FAILED_MESSAGE)
}

export async function submit(config: BackendConfig, submission: Submission): Promise<void> {
  await insertRow(config, submission.table, submission.row)
  await sendEmail(config, submission.emailFunction, submission.emailPayload)
}

export interface LeadFields {
  name: string
  email: string
  phone: string
  property_address: string
  project_type: string
  message: string
}

export function submitLead(config: BackendConfig, id: string, fields: LeadFields) {
  return submit(config, {
    table: 'leads',
    row: { id, ...fields },
    emailFunction: 'send-lead-email',
    emailPayload: { id, ...fields },
  })
}

export interface SubcontractorFields {
  company_name: string
  contact_name: string
  email: string
  phone: string
  address: string
  city: string
  state: string
  zip: string
  services: string[]
  license_number: string
  insurance_info: string
  years_in_business: string
  reference_list: string
}

/** The e-mail function takes the camelCase payload of spec section 3. */
export function subcontractorEmailPayload(fields: SubcontractorFields) {
  return {
    companyName: fields.company_name,
    contactName: fields.contact_name,
    email: fields.email,
    phone: fields.phone,
    address: fields.address,
    city: fields.city,
    state: fields.state,
    zip: fields.zip,
    services: fields.services,
    licenseNumber: fields.license_number,
    insuranceInfo: fields.insurance_info,
    yearsInBusiness: fields.years_in_business,
    references: fields.reference_list,
  }
}

export function submitSubcontractor(config: BackendConfig, id: string, fields: SubcontractorFields) {
  return submit(config, {
    table: 'subcontractors',
    row: { id, ...fields },
    emailFunction: 'send-subcontractor-email',
    emailPayload: { id, ...subcontractorEmailPayload(fields) },
  })
}
