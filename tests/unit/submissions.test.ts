import { afterEach, describe, expect, it, vi } from 'vitest'
import { EMAIL_FAILED_MESSAGE, NetworkError, SubmissionError, submitLead, submitSubcontractor } from '../../lib/submissions.ts'

// The flows' HTTP edge is stubbed here to pin down each branch of spec sections 7-8 precisely;
// tests/e2e/forms.spec.ts runs the same flows against the real local backend.
const config = { supabaseUrl: 'https://project.supabase.test', anonKey: 'anon-key' }
const lead = { name: 'Ana', email: 'ana@example.com', phone: '619', property_address: '1 Main St', project_type: 'Painting', message: '' }
const id = '11111111-1111-4111-8111-111111111111'

type Reply = { status: number; body?: unknown }
function stubFetch(...replies: Reply[]) {
  const calls: { url: string; init: RequestInit }[] = []
  const fetchMock = vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
    calls.push({ url: String(url), init: init ?? {} })
    const reply = replies.shift()
    if (!reply) throw new TypeError('Failed to fetch')
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  vi.stubGlobal('fetch', fetchMock)
  return calls
}

afterEach(() => vi.unstubAllGlobals())

describe('quote submission', () => {
  it('inserts the lead, then posts the six fields and the id to send-lead-email with the anon key', async () => {
    const calls = stubFetch({ status: 201 }, { status: 200, body: { ok: true } })
    await submitLead(config, id, lead)
    expect(calls).toHaveLength(2)
    expect(calls[0]!.url).toBe('https://project.supabase.test/rest/v1/leads')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id, ...lead })
    expect(calls[1]!.url).toBe('https://project.supabase.test/functions/v1/send-lead-email')
    expect(new Headers(calls[1]!.init.headers).get('Authorization')).toBe('Bearer anon-key')
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({ id, ...lead })
  })

  it('reports an insert failure as "Database error: <message>" and makes no e-mail call', async () => {
    const calls = stubFetch({ status: 400, body: { code: '23514', message: 'new row violates check constraint "leads_name_length"', details: null, hint: null } })
    await expect(submitLead(config, id, lead)).rejects.toThrow(new SubmissionError('Database error: new row violates check constraint "leads_name_length"'))
    expect(calls).toHaveLength(1)
  })

  it('treats a duplicate of its own id as already stored and goes on to the e-mail', async () => {
    const calls = stubFetch(
      { status: 409, body: { code: '23505', message: 'duplicate key value violates unique constraint "leads_pkey"', details: null, hint: null } },
      { status: 200, body: { ok: true } },
    )
    await submitLead(config, id, lead)
    expect(calls).toHaveLength(2)
  })

  it('shows the e-mail answer details, else its error, else the fallback message', async () => {
    stubFetch({ status: 201 }, { status: 502, body: { error: 'Failed', details: 'Provider down' } })
    await expect(submitLead(config, id, lead)).rejects.toThrow('Provider down')
    stubFetch({ status: 201 }, { status: 500, body: { error: 'Missing configuration' } })
    await expect(submitLead(config, id, lead)).rejects.toThrow('Missing configuration')
    stubFetch({ status: 201 }, { status: 500 })
    await expect(submitLead(config, id, lead)).rejects.toThrow(EMAIL_FAILED_MESSAGE)
  })

  it('reports an unreachable backend as a network error, not a database error', async () => {
    stubFetch()
    await expect(submitLead(config, id, lead)).rejects.toBeInstanceOf(NetworkError)
  })
})

describe('subcontractor submission', () => {
  it('inserts snake_case fields and e-mails the camelCase payload', async () => {
    const calls = stubFetch({ status: 201 }, { status: 200, body: { ok: true } })
    const fields = {
      company_name: 'Tile Co', contact_name: 'Bo', email: 'bo@example.com', phone: '1', address: 'a', city: 'c', state: 'CA', zip: '92101',
      services: ['Tile Work'], license_number: 'C54-1', insurance_info: 'GL 1M', years_in_business: '12', reference_list: 'r',
    }
    await submitSubcontractor(config, id, fields)
    expect(calls[0]!.url).toBe('https://project.supabase.test/rest/v1/subcontractors')
    expect(JSON.parse(String(calls[0]!.init.body))).toEqual({ id, ...fields })
    expect(calls[1]!.url).toBe('https://project.supabase.test/functions/v1/send-subcontractor-email')
    expect(JSON.parse(String(calls[1]!.init.body))).toEqual({
      id, companyName: 'Tile Co', contactName: 'Bo', email: 'bo@example.com', phone: '1', address: 'a', city: 'c', state: 'CA', zip: '92101',
      services: ['Tile Work'], licenseNumber: 'C54-1', insuranceInfo: 'GL 1M', yearsInBusiness: '12', references: 'r',
    })
  })
})
