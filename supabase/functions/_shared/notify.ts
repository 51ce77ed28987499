/**
 * The request handler both e-mail functions share. It mails only about a stored row that this request
 * describes exactly and that was not mailed yet, so calling the function directly, with a made-up id or
 * with other text, sends nothing: it is no open relay.
 */
import type { z } from 'npm:zod@4.6.7'
import { readConfig, type Config } from './config.ts'
import { sendEmail, type Notification } from './email.ts'
import { failure, json, preflight } from './http.ts'
import { findRow, markNotified, type StoredRow, type Table } from './store.ts'
import { describeIssues } from './validation.ts'

type Columns = Record<string, string | readonly string[]>

export interface NotificationSpec<Body extends { id: string }> {
  table: Table
  schema: z.ZodType<Body>
  /** Variables that may name the recipient, first set one wins. */
  recipientVars: readonly string[]
  /** The stored columns this request speaks for, with the values they must hold. */
  columns(body: Body): Columns
  compose(body: Body): Notification
}

const matches = (row: StoredRow, columns: Columns) =>
  Object.entries(columns).every(([column, value]) => JSON.stringify(row[column]) === JSON.stringify(value))

async function notify<Body extends { id: string }>(spec: NotificationSpec<Body>, config: Config, body: Body): Promise<Response> {
  const row = await findRow(config, spec.table, body.id)
  if (!row || !matches(row, spec.columns(body))) {
    return failure(404, 'Submission not found', 'No stored submission matches this request.')
  }
  if (row.notified_at !== null) return json(200, { ok: true, alreadyNotified: true })

  const sent = await sendEmail(config, spec.compose(body), `${spec.table}-${row.id}`)
  if (!sent.ok) return failure(502, 'Failed to send email notification', sent.message)

  // The business has its e-mail: a failure to record that is logged, not shown to the visitor. A retry would
  // find the row un-notified, and the provider's idempotency key keeps it from being mailed twice.
  await markNotified(config, spec.table, row.id).catch((error) => console.error(error))
  return json(200, { ok: true })
}

export function notificationHandler<Body extends { id: string }>(spec: NotificationSpec<Body>) {
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight()
    if (request.method !== 'POST') return json(405, { error: 'Method not allowed', details: 'Use POST.' }, { Allow: 'POST, OPTIONS' })

    const input: unknown = await request.json().catch(() => undefined)
    if (input === undefined) return failure(400, 'Invalid request', 'The body must be JSON.')
    const parsed = spec.schema.safeParse(input)
    if (!parsed.success) return failure(400, 'Invalid request', describeIssues(parsed.error))

    const settings = readConfig(spec.recipientVars)
    if ('missing' in settings) {
      console.error(`missing configuration: ${settings.missing.join(', ')}`)
      return failure(500, 'Missing e-mail configuration', `Set ${settings.missing.join(', ')} (supabase secrets set NAME=value).`)
    }

    try {
      return await notify(spec, settings.config, parsed.data)
    } catch (error) {
      console.error(error)
      return failure(500, 'Failed to send email notification', 'The submission could not be checked. Please try again.')
    }
  }
}
