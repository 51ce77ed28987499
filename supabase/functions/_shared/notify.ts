/**
 * The handler of the two functions the site calls after storing a submission (send-lead-email,
 * send-subcontractor-email). It mails only about a stored row that this request describes exactly and that
 * was not mailed yet, so calling it directly, with a made-up id or with other text, sends nothing: it is no
 * open relay. Answers keep the `{ error, details }` shape the site reads; `details` is always a sentence the visitor
 * can act on, and what the operator needs goes to the function log with the row id.
 */

import { type FormTable, readConfig } from './config.ts'
import { deliver, ownerWarning, singleMessage, withLinksOrWait, withPhotoLinks } from './deliver.ts'
import { columnsOf, forms, requestSchema } from './forms.ts'
import { failure, json, preflight, SAVED_NOT_SENT } from './http.ts'
import { acknowledge } from './send-acknowledgement.ts'
import { openStore, type StoredRow } from './store.ts'
import { describeIssues } from './validation.ts'

const NOT_FOUND = 'We could not find your saved request. Please send the form again.'

/** Supabase's edge runtime: work handed to waitUntil runs on after the answer until it settles. */
declare const EdgeRuntime: { waitUntil(work: Promise<unknown>): void }

const matches = (row: StoredRow, columns: Record<string, unknown>) =>
  Object.entries(columns).every(([column, value]) => JSON.stringify(row[column]) === JSON.stringify(value))

export function notificationHandler(table: FormTable) {
  const form = forms[table]
  const schema = requestSchema(form)
  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return preflight()
    if (request.method !== 'POST')
      return json(
        405,
        { error: 'Method not allowed', details: 'Please use the form on the website.' },
        { Allow: 'POST, OPTIONS' },
      )

    const input: unknown = await request.json().catch(() => undefined)
    if (input === undefined) return failure(400, 'Invalid request', 'The form could not be read. Please send it again.')
    const parsed = schema.safeParse(input)
    if (!parsed.success) return failure(400, 'Invalid request', describeIssues(parsed.error))
    const body = parsed.data as Record<string, unknown> & { id: string }
    const about = `${table} ${body.id}`

    const settings = readConfig()
    if ('missing' in settings) {
      console.error(
        `${about}: not mailed, missing configuration: ${settings.missing.join(', ')} (supabase secrets set NAME=value)`,
      )
      return failure(500, 'Missing e-mail configuration', SAVED_NOT_SENT)
    }
    const { config } = settings

    const store = openStore(config)
    // Whether to acknowledge the visitor once the owner's e-mail is dealt with (see finally below).
    let acknowledgeNow = false
    try {
      const claim = await store.claim(table, body.id)
      if (claim.state === 'missing' || !matches(claim.row, columnsOf(form, body)))
        return failure(404, 'Submission not found', NOT_FOUND)
      // Held (no valid proof of work): stored, listed in the daily held-submissions e-mail, never acknowledged;
      // the answer is the same as for a queued one, so a script learns nothing from it. So is a busy network's row
      // (*_quiet_networks_first.sql), which waits for the digest.
      if (claim.state === 'held' || claim.state === 'busy') return json(200, { ok: true, queued: true })
      acknowledgeNow = true
      if (claim.state === 'sent') return json(200, { ok: true, alreadyNotified: true })
      // Over the day's e-mail budget, or refused on its own: the next digest carries it to the owner.
      if (claim.state !== 'single') return json(200, { ok: true, queued: true })

      // Links Storage cannot make: recorded on the row, which waits for notify-pending (it then acknowledges).
      const row = await withLinksOrWait(store, claim.key, about, withPhotoLinks(store, table, claim.row))
      if (!row) {
        acknowledgeNow = false
        return failure(502, 'Failed to send email notification', SAVED_NOT_SENT)
      }
      const message = { ...singleMessage(config, table, row), warning: await ownerWarning(store, claim.key) }
      const outcome = await deliver(config, store, claim.key, message, about)
      if (outcome.kind === 'sent') return json(200, { ok: true })
      if (outcome.kind === 'retry-later') {
        // The provider is down or slow: the owner is mailed first, by notify-pending, which then acknowledges.
        acknowledgeNow = false
        return failure(502, 'Failed to send email notification', SAVED_NOT_SENT)
      }
      return json(200, { ok: true, queued: true })
    } catch (error) {
      acknowledgeNow = false
      console.error(`${about}: could not be checked or mailed:`, error)
      return failure(
        500,
        'Failed to send email notification',
        'We could not check your request just now. Please try again in a minute.',
      )
    } finally {
      // The visitor's acknowledgement follows the owner's e-mail (sent, or waiting for the digest), after the
      // answer: the visitor waits for one e-mail rather than two, and it never changes the answer.
      if (acknowledgeNow) EdgeRuntime.waitUntil(acknowledge(config, store, table, body.id))
    }
  }
}
