/**
 * The functions against a scripted e-mail provider (the only thing mocked): the Resend request they make, and
 * each answer Resend documents, handled as documented: 409 concurrent_idempotent_requests retried shortly,
 * 409 invalid_idempotent_request logged as a bug, 400/422 refusals logged and not retried, 429 and 5xx
 * retried later by notify-pending with the same key and payload, and an answer lost after the provider
 * accepted never sending the e-mail twice.
 */
import { createHash } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { business } from '../../supabase/functions/_shared/business.ts'
import { application, applicationEmailBody, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

interface ProviderCall {
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

type Scripted = { status: number; body: unknown; deliver?: boolean }

/** Keeps keys as Resend does; each call takes the next scripted answer, else accepts. `deliver` says whether the e-mail went out anyway. */
const provider = {
  calls: [] as ProviderCall[],
  acknowledgements: [] as ProviderCall[],
  delivered: [] as ProviderCall[],
  script: [] as Scripted[],
  keys: new Map<string, { hash: string; id: string }>(),
}

const server = createServer((request, response) => {
  let text = ''
  request.on('data', (chunk: Buffer) => (text += chunk.toString()))
  request.on('end', () => {
    const call = {
      path: request.url ?? '',
      headers: request.headers,
      body: JSON.parse(text) as Record<string, unknown>,
    }
    const key = String(request.headers['idempotency-key'])
    // The visitors' acknowledgements are kept apart and accepted: the scripts below are about the owner's e-mails.
    if (key.startsWith('ack-')) {
      provider.acknowledgements.push(call)
      response.writeHead(200, { 'Content-Type': 'application/json' })
      return response.end(JSON.stringify({ id: `ack-email-${provider.acknowledgements.length}` }))
    }
    provider.calls.push(call)
    const hash = createHash('sha256').update(text).digest('hex')
    const kept = provider.keys.get(key)
    let answer: Scripted
    if (kept && kept.hash !== hash)
      answer = {
        status: 409,
        body: {
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        },
      }
    else if (kept) answer = { status: 200, body: { id: kept.id } }
    else
      answer = provider.script.shift() ?? { status: 200, body: { id: `email-${provider.calls.length}` }, deliver: true }
    if (!kept && (answer.deliver ?? answer.status === 200)) {
      provider.delivered.push(call)
      provider.keys.set(key, { hash, id: (answer.body as { id?: string }).id ?? `email-${provider.calls.length}` })
    }
    response.writeHead(answer.status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(answer.body))
  })
})
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
const providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(() => new Promise((closed) => server.close(closed)))

const backend = useBackend('provider', {
  functionEnv: {
    EMAIL_API_URL: providerUrl,
    RESEND_API_KEY: 're_test_key',
    EMAIL_FROM: 'Website <website@coastalcraft.example>',
    LEAD_EMAIL_TO: 'office@coastalcraft.example',
    SUBCONTRACTOR_EMAIL_TO: 'trades@coastalcraft.example',
  },
})

const SAVED_NOT_SENT =
  'Your request is saved, but we could not notify our team just now. It will reach us automatically once our e-mail service is back; you can also press the button again in a minute.'

beforeEach(async () => {
  provider.calls = []
  provider.acknowledgements = []
  provider.delivered = []
  provider.script = []
  // Nothing left over from an earlier test for the sweeps below.
  await backend.sweep()
  provider.calls = []
  provider.delivered = []
})

async function storedLead() {
  const stored = lead()
  await backend.insert('leads', stored)
  return stored
}

describe('the request to the provider', () => {
  test('is a Resend POST /emails with the key, an idempotency key per row, and the whole message made from the stored row', async () => {
    const stored = await storedLead()
    expect((await backend.call('send-lead-email', stored)).status).toBe(200)

    expect(provider.calls).toHaveLength(1)
    const [call] = provider.calls
    expect(call!.path).toBe('/emails')
    expect(call!.headers.authorization).toBe('Bearer re_test_key')
    expect(call!.headers['idempotency-key']).toBe(`leads-${stored.id}`)
    expect(call!.body).toEqual({
      from: 'Website <website@coastalcraft.example>',
      to: ['office@coastalcraft.example'],
      subject: `New quote request: ${stored.name} – ${stored.project_type}`,
      html: expect.stringContaining(stored.property_address),
      text: expect.stringContaining(stored.message),
      reply_to: stored.email,
    })
    expect(call!.body.text).toMatch(/Received: \w{3} \d+, \d{4}, \d+:\d\d [AP]M \(Pacific time\)/)
    expect(await backend.row('leads', stored.id)).toMatchObject({
      email_id: 'email-1',
      notified_at: expect.any(String),
    })
  })

  test("the visitor's acknowledgement follows under its own key ack-<table>-<id>, from the same sender, to the visitor, reply-to the business", async () => {
    const stored = await storedLead()
    expect((await backend.call('send-lead-email', stored)).status).toBe(200)
    expect(provider.acknowledgements).toHaveLength(1)
    const [call] = provider.acknowledgements
    expect(call!.headers['idempotency-key']).toBe(`ack-leads-${stored.id}`)
    expect(call!.body).toMatchObject({
      from: 'Website <website@coastalcraft.example>',
      to: [stored.email],
      reply_to: business.email,
    })
    // Pressing again asks for nothing new (the database knows it was sent).
    expect((await backend.call('send-lead-email', stored)).status).toBe(200)
    expect(provider.acknowledgements).toHaveLength(1)
  })

  test('goes to SUBCONTRACTOR_EMAIL_TO for an application', async () => {
    const stored = application()
    await backend.insert('subcontractors', stored)
    expect((await backend.call('send-subcontractor-email', applicationEmailBody(stored))).status).toBe(200)
    expect(provider.calls.map((call) => [call.body.to, call.headers['idempotency-key']])).toEqual([
      [['trades@coastalcraft.example'], `subcontractors-${stored.id}`],
    ])
  })

  test('nothing for a made-up id or for text that differs from the stored row', async () => {
    const stored = await storedLead()
    expect((await backend.call('send-lead-email', lead())).status).toBe(404)
    expect((await backend.call('send-lead-email', { ...stored, name: 'Someone else' })).status).toBe(404)
    expect(provider.calls).toEqual([])
  })
})

describe("the provider's answers", () => {
  test('429 (rate or quota) and 5xx: the visitor is told the request is saved; the row keeps its key and error; notify-pending sends it once the provider is back', async () => {
    for (const status of [429, 500, 503]) {
      const stored = await storedLead()
      provider.script = [
        { status, body: { name: status === 429 ? 'daily_quota_exceeded' : 'internal_server_error', message: 'down' } },
      ]
      expect(await backend.call('send-lead-email', stored)).toEqual(
        expect.objectContaining({
          status: 502,
          body: { error: 'Failed to send email notification', details: SAVED_NOT_SENT },
        }),
      )
      expect(await backend.row('leads', stored.id)).toMatchObject({
        notified_at: null,
        notify_key: `leads-${stored.id}`,
        notify_attempts: 1,
        notify_error: expect.stringContaining(`answered ${status}`),
      })

      expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } })
      expect(
        provider.delivered.filter((call) => call.headers['idempotency-key'] === `leads-${stored.id}`),
      ).toHaveLength(1)
      expect(await backend.row('leads', stored.id)).toMatchObject({
        notified_at: expect.any(String),
        notify_error: null,
      })
    }
  })

  test('an answer lost after the provider accepted: the retry sends the same key and payload, and the e-mail goes out once', async () => {
    const stored = await storedLead()
    provider.script = [{ status: 504, body: { message: 'gateway timeout' }, deliver: true }]
    expect((await backend.call('send-lead-email', stored)).status).toBe(502)
    expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true })
    expect(provider.calls).toHaveLength(2)
    expect(provider.calls[1]!.body).toEqual(provider.calls[0]!.body)
    expect(provider.delivered).toHaveLength(1)
    expect((await backend.row('leads', stored.id))?.email_id).toBe('email-1')
  })

  test.each([
    [409, 'concurrent_idempotent_requests'],
    [429, 'rate_limit_exceeded'],
  ])('%i %s is retried shortly within the same call', async (status, name) => {
    const stored = await storedLead()
    provider.script = [{ status, body: { name, message: 'in progress' } }]
    expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true })
    expect(provider.calls).toHaveLength(2)
    expect(provider.delivered).toHaveLength(1)
  })

  test('400/422 is a refusal: not retried on its own, the visitor is done, and the next digest carries the row', async () => {
    const stored = await storedLead()
    provider.script = [{ status: 422, body: { name: 'validation_error', message: 'Invalid `reply_to` field.' } }]
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 200,
      body: { ok: true, queued: true },
    })
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notify_key: null,
      notify_refused_at: expect.any(String),
      notify_error: expect.stringContaining('422 validation_error'),
    })

    expect(await backend.sweep()).toMatchObject({ body: { sent: 0, digest: 'sent' } })
    expect(provider.calls.map((call) => call.headers['idempotency-key'])).toEqual([
      `leads-${stored.id}`,
      expect.stringMatching(/^digest-/),
    ])
    expect(provider.calls[1]!.body.text).toContain(stored.name)
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notified_at: expect.any(String),
      email_id: 'email-2',
    })
  })

  test('409 invalid_idempotent_request is logged as a bug and the row is not retried under that key', async () => {
    const stored = await storedLead()
    provider.script = [
      {
        status: 409,
        body: {
          name: 'invalid_idempotent_request',
          message: 'Same idempotency key used with a different request payload.',
        },
      },
    ]
    expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true, queued: true })
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notify_key: null,
      notify_error: expect.stringContaining('invalid_idempotent_request'),
    })
  })

  test('a provider without a JSON answer or an id is retried later', async () => {
    const stored = application()
    await backend.insert('subcontractors', stored)
    provider.script = [{ status: 503, body: 'Service Unavailable' }]
    const answer = await backend.call('send-subcontractor-email', applicationEmailBody(stored))
    expect(answer).toMatchObject({
      status: 502,
      body: { error: 'Failed to send email notification', details: SAVED_NOT_SENT },
    })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })
})
