import { afterEach, describe, expect, it, vi } from 'vitest'
import { SubmissionError } from '../../lib/submission-error.ts'
import { REQUEST_TIMEOUT_MS, submitLead, submitSubcontractor } from '../../lib/submissions.ts'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { application, lead as leadFixture } from '../db/fixtures.ts'

// The flows' HTTP edge is stubbed here to pin down each branch of the two calls and their error messages, through
// supabase-js as the site uses it; tests/e2e/forms.spec.ts runs the same flows against the real local backend.
const config = { supabaseUrl: 'https://project.supabase.test', publishableKey: 'sb_publishable_test' }
const { id, ...lead } = leadFixture()
const none = { sources: {} }
const sources = { landing_page: '/locations/la-jolla/', utm_source: 'google', gclid: 'Cj0KCQ' }

type Reply = { status: number; body?: unknown } | 'hang'
function stubFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = []
  // Browsers have WebSocket, which supabase-js's realtime client expects to find (Node 20 has none); it is never opened.
  vi.stubGlobal('WebSocket', class {})
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      calls.push({ url: String(url), init: init ?? {} })
      const reply = replies.shift()
      if (!reply) throw new TypeError('Failed to fetch')
      if (reply === 'hang')
        return new Promise<Response>((_, reject) =>
          init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
        )
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status,
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return calls
}

/** PostgREST's answer to a refused insert. */
const postgrestError = (status: number, code: string, message: string) => ({
  status,
  body: { code, message, details: null, hint: null },
})
const headerOf = (call: { init: RequestInit }, name: string) => new Headers(call.init.headers).get(name)

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('quote submission', () => {
  it('inserts the lead with where the visit came from, then e-mails the form alone, both with the public key', async () => {
    const calls = stubFetch({ status: 201 }, { status: 200, body: { ok: true } })
    await submitLead(config, id, lead, { sources })
    expect(calls.map((call) => [call.init.method, call.url, JSON.parse(String(call.init.body))])).toEqual([
      ['POST', 'https://project.supabase.test/rest/v1/leads', { id, ...lead, ...sources }],
      ['POST', 'https://project.supabase.test/functions/v1/send-lead-email', { id, ...lead }],
    ])
    for (const call of calls) {
      expect(headerOf(call, 'Authorization')).toBe('Bearer sb_publishable_test')
      expect(headerOf(call, 'apikey')).toBe('sb_publishable_test')
    }
  })

  it('treats a duplicate of its own id as already stored and goes on to the e-mail', async () => {
    const calls = stubFetch(
      postgrestError(409, '23505', 'duplicate key value violates unique constraint "leads_pkey"'),
      { status: 200, body: { ok: true } },
    )
    await submitLead(config, id, lead, none)
    expect(calls).toHaveLength(2)
  })

  it("shows the e-mail answer's details, else its error, else that the request is saved", async () => {
    stubFetch({ status: 201 }, { status: 502, body: { error: 'Failed', details: 'Provider down' } })
    await expect(submitLead(config, id, lead, none)).rejects.toThrow(new SubmissionError('Provider down'))
    stubFetch({ status: 201 }, { status: 500, body: { error: 'Missing configuration' } })
    await expect(submitLead(config, id, lead, none)).rejects.toThrow(new SubmissionError('Missing configuration'))
    stubFetch({ status: 201 }, { status: 500 })
    await expect(submitLead(config, id, lead, none)).rejects.toThrow(new SubmissionError(SAVED_NOT_SENT))
  })

  it('reports an unreachable backend as something other than a message for the visitor, and as saved once stored', async () => {
    stubFetch()
    const failure = await submitLead(config, id, lead, none).catch((error: unknown) => error)
    expect(failure).toBeInstanceOf(Error)
    expect(failure).not.toBeInstanceOf(SubmissionError)
    stubFetch({ status: 201 })
    await expect(submitLead(config, id, lead, none)).rejects.toThrow(new SubmissionError(SAVED_NOT_SENT))
  })

  it.each([
    ['the insert', [], Error],
    ['the e-mail', [{ status: 201 }], SubmissionError],
  ])(`abandons %s when it gets no answer within ${REQUEST_TIMEOUT_MS / 1000} s`, async (_, before, failsAs) => {
    vi.useFakeTimers()
    const calls = stubFetch(...before, 'hang')
    const outcome = submitLead(config, id, lead, none).catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1)
    expect(calls).toHaveLength(before.length + 1)
    await vi.advanceTimersByTimeAsync(1)
    const failure = await outcome
    expect(failure?.constructor).toBe(failsAs)
    expect((calls.at(-1)!.init.signal as AbortSignal).aborted).toBe(true)
  })
})

describe('subcontractor submission', () => {
  it('inserts snake_case fields and e-mails the camelCase payload', async () => {
    const calls = stubFetch({ status: 201 }, { status: 200, body: { ok: true } })
    const { id: _, ...fields } = application()
    await submitSubcontractor(config, id, fields, { sources })
    expect(calls[0]!.url).toBe('https://project.supabase.test/rest/v1/subcontractors')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id, ...fields, ...sources })
    expect(calls[1]!.url).toBe('https://project.supabase.test/functions/v1/send-subcontractor-email')
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      id,
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
    })
  })
})
