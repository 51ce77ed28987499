/**
 * The functions against a scripted e-mail provider (the only thing mocked): the Resend request they make,
 * and what a provider failure means for the visitor and the row.
 */
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeEach, describe, expect, test } from 'vitest'
import { application, applicationEmailBody, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

interface ProviderCall {
  path: string
  headers: IncomingMessage['headers']
  body: Record<string, unknown>
}

const provider = {
  calls: [] as ProviderCall[],
  answer: { status: 200, body: { id: 'email-1' } as unknown },
}

const server = createServer((request, response) => {
  let text = ''
  request.on('data', (chunk: Buffer) => (text += chunk.toString()))
  request.on('end', () => {
    provider.calls.push({ path: request.url ?? '', headers: request.headers, body: JSON.parse(text) as Record<string, unknown> })
    response.writeHead(provider.answer.status, { 'Content-Type': 'application/json' })
    response.end(JSON.stringify(provider.answer.body))
  })
})
await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening))
const providerUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
afterAll(() => new Promise((closed) => server.close(closed)))

const backend = useBackend('provider', {
  EMAIL_API_URL: providerUrl,
  RESEND_API_KEY: 're_test_key',
  EMAIL_FROM: 'Website <website@coastalcraft.example>',
  LEAD_EMAIL_TO: 'office@coastalcraft.example',
  SUBCONTRACTOR_EMAIL_TO: 'trades@coastalcraft.example',
})

beforeEach(() => {
  provider.calls = []
  provider.answer = { status: 200, body: { id: 'email-1' } }
})

describe('the request to the provider', () => {
  test('is a Resend POST /emails with the key, an idempotency key per row, and the whole message', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
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
  })

  test('goes to SUBCONTRACTOR_EMAIL_TO for an application', async () => {
    const stored = application()
    await backend.insert('subcontractors', stored)
    expect((await backend.call('send-subcontractor-email', applicationEmailBody(stored))).status).toBe(200)
    expect(provider.calls.map((call) => [call.body.to, call.headers['idempotency-key']])).toEqual([[['trades@coastalcraft.example'], `subcontractors-${stored.id}`]])
  })
})

describe('what reaches the provider', () => {
  test('nothing for a made-up id or for text that differs from the stored row', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    expect((await backend.call('send-lead-email', lead())).status).toBe(404)
    expect((await backend.call('send-lead-email', { ...stored, name: 'Someone else' })).status).toBe(404)
    expect(provider.calls).toEqual([])
  })

  test('one request per row: a second call finds the row notified and sends nothing', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true })
    expect((await backend.call('send-lead-email', stored)).body).toEqual({ ok: true, alreadyNotified: true })
    expect(provider.calls).toHaveLength(1)
  })
})

describe('a provider failure', () => {
  test('is answered 502 with the provider message, and the row stays un-notified for a retry', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    provider.answer = { status: 500, body: { message: 'down' } }
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 502,
      body: { error: 'Failed to send email notification', details: 'down' },
    })
    expect((await backend.row('leads', stored.id))?.notified_at).toBeNull()

    provider.answer = { status: 200, body: { id: 'email-2' } }
    expect(await backend.call('send-lead-email', stored)).toMatchObject({ status: 200, body: { ok: true } })
    expect((await backend.row('leads', stored.id))?.notified_at).toEqual(expect.any(String))
    expect(provider.calls).toHaveLength(2)
  })

  test('without a message from the provider is still a readable 502', async () => {
    const stored = application()
    await backend.insert('subcontractors', stored)
    provider.answer = { status: 503, body: 'Service Unavailable' }
    const answer = await backend.call('send-subcontractor-email', applicationEmailBody(stored))
    expect(answer).toMatchObject({ status: 502, body: { error: 'Failed to send email notification', details: 'The e-mail provider answered 503' } })
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })
})
