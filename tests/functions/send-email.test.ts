/**
 * Both e-mail functions, running as real Deno processes behind the local backend, mailing into its outbox:
 * CORS, validation, no open relay, exactly one e-mail per stored row, escaping.
 */
import { describe, expect, test } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { application, applicationEmailBody, lead, marker } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend('send-email')

const FUNCTIONS = ['send-lead-email', 'send-subcontractor-email'] as const

describe('CORS and method', () => {
  test.each(FUNCTIONS)('%s answers the preflight with the CORS headers', async (name) => {
    const response = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    })
    expect(response.ok).toBe(true)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('access-control-allow-methods')).toContain('POST')
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info']) {
      expect(response.headers.get('access-control-allow-headers')).toContain(header)
    }
  })

  test.each(FUNCTIONS)('%s puts the CORS header on every answer and takes POST only', async (name) => {
    const answers = await Promise.all([
      backend.call(name, {}),
      backend.call(name, { ...lead(), ...applicationEmailBody(application()) }),
      backend.call(name, undefined, { method: 'GET' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([400, 404, 405])
    for (const answer of answers) expect(answer.headers.get('access-control-allow-origin')).toBe('*')
  })

  test('with verify_jwt off (supabase/config.toml) any caller reaches the function, which mails only stored rows', async () => {
    const answer = await backend.call('send-lead-email', lead(), { headers: { apikey: '', Authorization: '' } })
    expect(answer.status).toBe(404)
    expect((await backend.call('no-such-function', {})).status).toBe(404)
  })
})

describe('validation: details are sentences a visitor can act on', () => {
  test('an invalid lead is 400 naming each problem', async () => {
    const answer = await backend.call('send-lead-email', {
      ...lead(),
      id: 'nope',
      email: 'not-an-email',
      phone: ' ',
      project_type: 'Pool',
      message: 5,
    })
    expect(answer.status).toBe(400)
    const { error, details } = answer.body as { error: string; details: string }
    expect(error).toBe('Invalid request')
    for (const part of [
      'missing its submission id',
      'Please enter an e-mail address like name@example.com.',
      'Phone must not start or end with spaces.',
      'Please choose Project type.',
      'Tell us about your project must be text.',
    ]) {
      expect(details).toContain(part)
    }
  })

  test("an invalid application is 400 in the form's own words", async () => {
    const answer = await backend.call('send-subcontractor-email', {
      ...applicationEmailBody(application()),
      companyName: '',
      services: ['Pool Building'],
    })
    expect(answer).toMatchObject({
      status: 400,
      body: {
        details: 'Please fill in Company name. Please choose Services you offer from the list, each at most once.',
      },
    })
  })

  test('a body that is not JSON is 400', async () => {
    expect(await backend.call('send-lead-email', '{"id":')).toMatchObject({
      status: 400,
      body: { error: 'Invalid request', details: 'The form could not be read. Please send it again.' },
    })
  })
})

describe('no open relay', () => {
  test('a made-up id is 404 and nothing is sent', async () => {
    const body = lead()
    const answer = await backend.call('send-lead-email', body)
    expect(answer).toMatchObject({
      status: 404,
      body: {
        error: 'Submission not found',
        details: 'We could not find your saved request. Please send the form again.',
      },
    })
    expect(backend.emailsMentioning(body.name)).toEqual([])
  })

  test('a stored id with other text is 404, nothing is sent and the row stays un-notified', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    const forged = { ...stored, message: 'Buy cheap watches at https://spam.example' }
    expect((await backend.call('send-lead-email', forged)).status).toBe(404)
    expect(backend.emailsMentioning(stored.name)).toEqual([])
    expect((await backend.row('leads', stored.id))?.notified_at).toBeNull()
  })
})

describe('a stored submission', () => {
  test('a lead is mailed once to the business, with reply-to the visitor, and marked notified', async () => {
    const stored = lead({ project_type: 'Custom Cabinetry' })
    await backend.insert('leads', stored)
    expect(await backend.call('send-lead-email', stored)).toMatchObject({ status: 200, body: { ok: true } })

    const emails = backend.emailsMentioning(stored.name)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      from: 'Coastal Craft website <website@localhost>',
      to: ['office@localhost'],
      subject: `New quote request: ${stored.name} – Custom Cabinetry`,
      reply_to: stored.email,
    })
    for (const value of [stored.phone, stored.property_address, stored.message]) {
      expect(emails[0]!.html).toContain(value)
      expect(emails[0]!.text).toContain(value)
    }
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notified_at: expect.any(String),
      email_id: emails[0]!.id,
      notify_key: `leads-${stored.id}`,
    })

    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 200,
      body: { ok: true, alreadyNotified: true },
    })
    expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
  })

  test('an application is mailed once, to LEAD_EMAIL_TO when SUBCONTRACTOR_EMAIL_TO is not set', async () => {
    const stored = application({ services: ['Drywall', 'Windows & Doors'] })
    await backend.insert('subcontractors', stored)
    const body = applicationEmailBody(stored)
    const answers = await Promise.all([
      backend.call('send-subcontractor-email', body),
      backend.call('send-subcontractor-email', body),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])

    const emails = backend.emailsMentioning(stored.company_name)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      to: ['office@localhost'],
      reply_to: stored.email,
      subject: expect.stringContaining(stored.company_name),
    })
    expect(emails[0]!.html).toContain('Drywall, Windows &amp; Doors')
    expect(emails[0]!.text).toContain(stored.license_number)
    expect((await backend.row('subcontractors', stored.id))?.notified_at).toEqual(expect.any(String))
  })

  test('the e-mail of either form says where the submission came from, read from the stored row', async () => {
    const sources = {
      landing_page: '/locations/la-jolla/',
      referrer_host: 'www.google.com',
      utm_source: 'google',
      utm_medium: 'cpc',
      utm_campaign: 'kitchen-fall',
      gclid: 'Cj0KCQ-test',
    }
    const quote = lead()
    const applied = application()
    await backend.insert('leads', { ...quote, ...sources })
    await backend.insert('subcontractors', { ...applied, ...sources })
    expect((await backend.call('send-lead-email', quote)).status).toBe(200)
    expect((await backend.call('send-subcontractor-email', applicationEmailBody(applied))).status).toBe(200)
    const emails = [...backend.emailsMentioning(quote.name), ...backend.emailsMentioning(applied.company_name)]
    expect(emails).toHaveLength(2)
    for (const email of emails) {
      expect(email.text).toContain('Found us via: Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/')
      expect(email.text).toContain(
        'Source details: referrer_host=www.google.com, utm_source=google, utm_medium=cpc, utm_campaign=kitchen-fall, gclid=Cj0KCQ-test',
      )
      expect(email.html).toContain('Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/')
    }
  })

  test('every visitor value is HTML-escaped', async () => {
    const name = `<script>alert(1)</script> ${marker('Escape')}`
    const stored = lead({
      name,
      property_address: '"><img src=x onerror=alert(2)>',
      message: "Tom & Jerry's <b>bold</b>\nsecond line",
    })
    await backend.insert('leads', stored)
    expect((await backend.call('send-lead-email', stored)).status).toBe(200)

    const [email, ...others] = backend.emailsMentioning(name)
    expect(others).toEqual([])
    const html = email!.html!
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;bold&lt;/b&gt;<br>second line')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(email!.subject).toBe(`New quote request: ${name} – Bathroom Remodel`)
  })
})

describe('the local outbox (stand-in for Resend)', () => {
  const send = (key: string, idempotencyKey: string, subject: string, html = `<p>${subject}</p>`) =>
    fetch(`${backend.url}/__email/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${key}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({ from: 'a@localhost', to: ['b@localhost'], subject, html }),
    })
  const answer = async (response: Response) => ({
    status: response.status,
    body: (await response.json()) as Record<string, unknown>,
  })

  test('checks the key, answers { id }, and a repeat of the same key and payload answers the same id and sends nothing', async () => {
    const subject = marker('Outbox')
    expect((await send(LOCAL_SERVICE_ROLE_KEY, 'k1', subject)).status).toBe(403)
    const first = await answer(await send('re_local_outbox', `key-${subject}`, subject))
    const second = await answer(await send('re_local_outbox', `key-${subject}`, subject))
    expect(first).toEqual({ status: 200, body: { id: expect.any(String) } })
    expect(second).toEqual(first)
    expect(backend.emailsMentioning(subject)).toHaveLength(1)
  })

  test('the same key with another payload is 409 invalid_idempotent_request; while the first is in progress, 409 concurrent_idempotent_requests', async () => {
    const subject = marker('Conflict')
    await send('re_local_outbox', `key-${subject}`, subject)
    expect(await answer(await send('re_local_outbox', `key-${subject}`, subject, '<p>other</p>'))).toMatchObject({
      status: 409,
      body: { name: 'invalid_idempotent_request' },
    })
    const together = await Promise.all(
      [send('re_local_outbox', `key2-${subject}`, subject), send('re_local_outbox', `key2-${subject}`, subject)].map(
        (p) => p.then(answer),
      ),
    )
    expect(together.map((result) => result.status).sort()).toEqual([200, 409])
    expect(together.find((result) => result.status === 409)?.body).toMatchObject({
      name: 'concurrent_idempotent_requests',
    })
    expect(backend.emailsMentioning(subject)).toHaveLength(2)
  })

  test('a missing field is 422 missing_required_field', async () => {
    const response = await fetch(`${backend.url}/__email/emails`, {
      method: 'POST',
      headers: { Authorization: 'Bearer re_local_outbox' },
      body: JSON.stringify({ from: 'a@localhost', to: 'b@localhost' }),
    })
    expect(await answer(response)).toMatchObject({
      status: 422,
      body: { name: 'missing_required_field', message: 'Missing `subject` field.' },
    })
  })

  test('fails on demand: the next sends answer the scripted error, then it works again', async () => {
    const subject = marker('Fault')
    await backend.failSends({
      status: 429,
      name: 'daily_quota_exceeded',
      message: 'You have reached your daily email sending quota.',
      times: 2,
    })
    expect(await answer(await send('re_local_outbox', `f1-${subject}`, subject))).toMatchObject({
      status: 429,
      body: { name: 'daily_quota_exceeded' },
    })
    expect(await answer(await send('re_local_outbox', `f1-${subject}`, subject))).toMatchObject({ status: 429 })
    expect((await send('re_local_outbox', `f1-${subject}`, subject)).status).toBe(200)
    await backend.failSends({ status: 500, name: 'application_error', times: 5 })
    await backend.clearFaults()
    expect((await send('re_local_outbox', `f2-${subject}`, subject)).status).toBe(200)
    expect(backend.emailsMentioning(subject)).toHaveLength(2)
  })

  test('GET /__outbox lists the e-mails, newest first, with every value escaped', async () => {
    const older = marker('Older')
    const newer = `<i>${marker('Newer')}</i>`
    await send('re_local_outbox', older, older)
    await send('re_local_outbox', newer, newer)
    const response = await fetch(`${backend.url}/__outbox`)
    expect(response.headers.get('content-type')).toContain('text/html')
    const page = await response.text()
    expect(page).not.toContain('<i>')
    expect(page.indexOf(newer.replaceAll('<', '&#60;').replaceAll('>', '&#62;'))).toBeGreaterThan(-1)
    expect(page.indexOf('Newer')).toBeLessThan(page.indexOf(older))
  })
})
