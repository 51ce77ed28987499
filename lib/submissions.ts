/**
 * The two submission flows, with Supabase's own client: insert the row, then (only if that
 * worked) ask the e-mail function to notify the business. The form islands load this module when a visitor
 * starts filling a form, so pages ship no Supabase code up front (its cost: docs/performance.md).
 *
 * Nothing is lost and nothing is doubled: the browser makes the row's id, so a retry after an e-mail failure
 * re-sends the same id; the database answers "duplicate key on its own primary key" (23505), which means
 * "already stored", and the flow goes on to the e-mail. (Upsert or insert-returning would need SELECT rights,
 * which the public anon role deliberately lacks.) No database or function call waits longer than REQUEST_TIMEOUT_MS
 * (a photo's upload has its own, longer limit: lib/browser/photos.ts).
 */
import { createClient, FunctionsHttpError, type SupabaseClient } from '@supabase/supabase-js'
import { SAVED_NOT_SENT } from '../supabase/functions/_shared/http.ts'
import type { Sources } from '../supabase/functions/_shared/rules.ts'

export { visitSource } from './browser/attribution.ts'

import { formFunctions, type LeadFields } from './forms.ts'
import { type SubcontractorFields, subcontractorEmailPayload } from './subcontractor-form.ts'
import { SubmissionError } from './submission-error.ts'

export interface BackendConfig {
  supabaseUrl: string
  publishableKey: string
}

/** Each request is abandoned after this long, so a dead connection ends in a message instead of a spinner. */
export const REQUEST_TIMEOUT_MS = 20_000

/** fetch with the timeout (a timer rather than AbortSignal.timeout, which older Safari lacks). */
const timedFetch: typeof fetch = (input, init = {}) => {
  const controller = new AbortController()
  const timer = setTimeout(
    () => controller.abort(new DOMException(`No answer within ${REQUEST_TIMEOUT_MS / 1000} s`, 'TimeoutError')),
    REQUEST_TIMEOUT_MS,
  )
  init.signal?.addEventListener('abort', () => controller.abort(init.signal?.reason))
  return fetch(input, { ...init, signal: controller.signal }).finally(() => clearTimeout(timer))
}

let cached: { key: string; client: SupabaseClient } | undefined

function client(config: BackendConfig): SupabaseClient {
  const key = `${config.supabaseUrl} ${config.publishableKey}`
  if (cached?.key !== key) {
    cached = {
      key,
      client: createClient(config.supabaseUrl, config.publishableKey, {
        // Visitors never sign in: no session to keep, refresh or read from the address bar.
        auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
        global: { fetch: timedFetch },
      }),
    }
  }
  return cached.client
}

interface Submission {
  table: keyof typeof formFunctions
  row: Record<string, unknown> & { id: string }
  emailPayload: Record<string, unknown> & { id: string }
}

async function insertRow(supabase: SupabaseClient, table: Submission['table'], row: Submission['row']) {
  const { error, status } = await supabase.from(table).insert(row)
  if (!error) return
  // Status 0: the request never got an answer (offline, timeout, blocked); the form says "unexpected error".
  if (status === 0) throw new Error(error.message)
  const alreadyStored = error.code === '23505' && error.message.includes(`${table}_pkey`)
  if (!alreadyStored) throw new SubmissionError(`Database error: ${error.message}`)
}

async function sendEmail(supabase: SupabaseClient, name: string, payload: Submission['emailPayload']) {
  const { error } = await supabase.functions.invoke(name, { body: payload })
  if (!error) return
  // The row is stored whatever failed here (no answer in time, a gateway's own error page): the sweep mails it,
  // so the visitor is told it is saved rather than shown the unexpected-error message.
  const response = error instanceof FunctionsHttpError ? (error.context as Response) : undefined
  const body = ((await response?.json().catch(() => undefined)) ?? {}) as { details?: unknown; error?: unknown }
  const message = [body.details, body.error].find(
    (value): value is string => typeof value === 'string' && value.length > 0,
  )
  throw new SubmissionError(message ?? SAVED_NOT_SENT)
}

/**
 * Stores the row, then does what must follow it before anyone is told (a lead's photos go under its id),
 * then calls the e-mail function. When that middle step says something did not go, the row stays stored,
 * the e-mail waits, and the visitor reads why; a new press finds the row stored and carries on.
 */
export async function submit(
  config: BackendConfig,
  submission: Submission,
  afterStore?: (id: string) => Promise<string | undefined>,
): Promise<void> {
  const supabase = client(config)
  await insertRow(supabase, submission.table, submission.row)
  const problem = await afterStore?.(submission.row.id)
  if (problem) throw new SubmissionError(problem)
  await sendEmail(supabase, formFunctions[submission.table], submission.emailPayload)
}

/**
 * What a form sends beside its fields, stored with the row only: where the visit came from
 * (lib/browser/attribution.ts) and the proof of work the browser earned, if any (lib/browser/proof.ts).
 */
export interface Extras {
  sources: Sources
  proof?: string | undefined
}

/** A quote request's photos (components/islands/usePhotos.ts): how many, and how to send them once the lead is stored. */
export interface LeadPhotos {
  count: number
  upload: (leadId: string) => Promise<string | undefined>
}

export function submitLead(
  config: BackendConfig,
  id: string,
  fields: LeadFields,
  { sources, photos, proof }: Extras & { photos?: LeadPhotos },
) {
  // photo_count tells the sweep to wait a while for photos still on their way (migration *_photos.sql).
  const photoCount = photos?.count ? { photo_count: photos.count } : {}
  return submit(
    config,
    { table: 'leads', row: { id, ...fields, ...sources, ...photoCount, proof }, emailPayload: { id, ...fields } },
    photos?.count ? photos.upload : undefined,
  )
}

export function submitSubcontractor(
  config: BackendConfig,
  id: string,
  fields: SubcontractorFields,
  { sources, proof }: Extras,
) {
  return submit(config, {
    table: 'subcontractors',
    row: { id, ...fields, ...sources, proof },
    emailPayload: { id, ...subcontractorEmailPayload(fields) },
  })
}
