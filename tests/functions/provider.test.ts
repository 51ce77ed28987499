/** Each answer Resend documents, scripted in the local outbox, handled as documented. */
import { expect, test } from 'vitest'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

/** A stored lead whose next e-mail to the owner gets this answer. */
async function storedLead(status: number, name: string, deliver = false) {
  const stored = await backend.insert('leads', lead())
  await backend.failSends({ status, name, message: 'scripted', match: stored.name, deliver })
  return stored
}

test.each([
  [429, 'daily_quota_exceeded'],
  [503, 'service_unavailable'],
  // A key or sending domain the operator must fix: kept for the sweep, not refused for good.
  [401, 'missing_api_key'],
  [403, 'invalid_api_key'],
])(
  '%i %s: the visitor is told the request is saved; the row keeps its key and error for notify-pending',
  async (status, name) => {
    const stored = await storedLead(status, name)
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 502,
      body: { error: 'Failed to send email notification', details: SAVED_NOT_SENT },
    })
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notified_at: null,
      notify_key: `leads-${stored.id}`,
      notify_attempts: 1,
      notify_error: expect.stringContaining(`answered ${status} ${name}`),
    })
  },
)

test('an answer lost after the provider accepted: the retry sends the same key and payload, and the e-mail goes out once', async () => {
  const stored = await storedLead(504, 'gateway_timeout', true)
  expect((await backend.call('send-lead-email', stored)).status).toBe(502)
  expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true })
  const [email, ...more] = backend.emailsMentioning(stored.name)
  expect(more).toEqual([])
  expect((await backend.row('leads', stored.id))?.email_id).toBe(email!.id)
})

test.each([
  [409, 'concurrent_idempotent_requests'],
  [429, 'rate_limit_exceeded'],
])('%i %s is retried shortly within the same call', async (status, name) => {
  const stored = await storedLead(status, name)
  expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true })
  expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
})

test('400/422 is a refusal: not retried on its own, the visitor is done, and the next digest carries the row', async () => {
  const stored = await storedLead(422, 'validation_error')
  expect(await backend.call('send-lead-email', stored)).toMatchObject({ status: 200, body: { ok: true, queued: true } })
  expect(await backend.row('leads', stored.id)).toMatchObject({
    notify_key: null,
    notify_refused_at: expect.any(Date),
    notify_error: expect.stringContaining('422 validation_error'),
  })
  // Its only e-mail is the digest's.
  expect(await backend.sweep()).toMatchObject({ body: { digest: 'sent' } })
  const [digest, ...more] = backend.emailsMentioning(stored.name)
  expect(more).toEqual([])
  expect(digest!.idempotency_key).toMatch(/^digest-/)
  expect(await backend.row('leads', stored.id)).toMatchObject({ notified_at: expect.any(Date), email_id: digest!.id })
})

test('409 invalid_idempotent_request is logged as a bug and the row is not retried under that key', async () => {
  const stored = await storedLead(409, 'invalid_idempotent_request')
  expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true, queued: true })
  expect(await backend.row('leads', stored.id)).toMatchObject({
    notify_key: null,
    notify_error: expect.stringContaining('invalid_idempotent_request'),
  })
})
