/** Both e-mail functions in Deno behind the local backend, mailing into its outbox. */
import { describe, expect, test } from 'vitest'
import { application, applicationEmailBody, lead, marker } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

test.each(['send-lead-email', 'send-subcontractor-email'] as const)(
  '%s answers the preflight, puts the CORS header on every answer and takes POST only',
  async (name) => {
    const preflight = await fetch(`${backend.url}/functions/v1/${name}`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://www.coastalcraft.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'authorization, apikey, content-type',
      },
    })
    expect(preflight.ok).toBe(true)
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    for (const header of ['authorization', 'apikey', 'content-type', 'x-client-info'])
      expect(preflight.headers.get('access-control-allow-headers')).toContain(header)
    const answers = await Promise.all([
      backend.call(name, {}),
      backend.call(name, { ...lead(), ...applicationEmailBody(application()) }),
      backend.call(name, undefined, { method: 'GET' }),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([400, 404, 405])
    for (const { headers } of [preflight, ...answers]) expect(headers.get('access-control-allow-origin')).toBe('*')
  },
)

test.each([
  [
    'send-lead-email',
    { ...lead(), id: 'nope', email: 'not-an-email', phone: ' ', project_type: 'Pool', message: 5 },
    'The request is missing its submission id. Please send the form again. Please enter an e-mail address like name@example.com. Phone must not start or end with spaces. Please choose Project type. Tell us about your project must be text.',
  ],
  [
    'send-subcontractor-email',
    { ...applicationEmailBody(application()), companyName: '', services: ['Pool Building'] },
    'Please fill in Company name. Please choose Services you offer from the list, each at most once.',
  ],
  ['send-lead-email', '{"id":', 'The form could not be read. Please send it again.'],
])('%s: an invalid request is 400, each problem a sentence the visitor can act on', async (name, body, details) => {
  expect(await backend.call(name, body)).toMatchObject({ status: 400, body: { error: 'Invalid request', details } })
})

describe('no open relay', () => {
  test('a made-up id is 404 and nothing is sent', async () => {
    const body = lead()
    expect(await backend.call('send-lead-email', body)).toMatchObject({
      status: 404,
      body: {
        error: 'Submission not found',
        details: 'We could not find your saved request. Please send the form again.',
      },
    })
    expect(backend.emailsMentioning(body.name)).toEqual([])
  })

  test('a stored id with other text is 404, nothing is sent and the row stays un-notified', async () => {
    const stored = await backend.insert('leads', lead())
    const forged = { ...stored, message: 'Buy cheap watches at https://spam.example' }
    expect((await backend.call('send-lead-email', forged)).status).toBe(404)
    expect(backend.emailsMentioning(stored.name)).toEqual([])
    expect(backend.emailsTo(stored.email)).toEqual([])
    expect((await backend.row('leads', stored.id))?.notified_at).toBeNull()
  })

  test('an application with other text is 404 too: its camelCase fields are compared with the stored row', async () => {
    const stored = await backend.insert('subcontractors', application())
    const forged = { ...applicationEmailBody(stored), references: 'Buy cheap watches at https://spam.example' }
    expect((await backend.call('send-subcontractor-email', forged)).status).toBe(404)
    expect(backend.emailsMentioning(stored.company_name)).toEqual([])
  })
})

describe('a stored submission', () => {
  // Where the visitor came from is stored with the row and read back from it; the function is sent the form alone.
  const sources = { landing_page: '/locations/la-jolla/', referrer_host: 'www.google.com', gclid: 'Cj0KCQ-test' }
  const foundUsVia = 'Found us via: Google Ads, landed on /locations/la-jolla/'

  test('a lead is mailed once to the business, with reply-to the visitor and where they came from, and marked notified', async () => {
    const stored = lead({ project_type: 'Custom Cabinetry' })
    await backend.insert('leads', { ...stored, ...sources })
    expect(await backend.call('send-lead-email', stored)).toMatchObject({ status: 200, body: { ok: true } })

    const emails = backend.emailsMentioning(stored.name)
    expect(emails).toHaveLength(1)
    expect(emails[0]).toMatchObject({
      from: 'Coastal Craft website <website@localhost>',
      to: ['office@localhost'],
      subject: `New quote request: ${stored.name} – Custom Cabinetry`,
      reply_to: stored.email,
      idempotency_key: `leads-${stored.id}`,
    })
    expect(emails[0]!.text).toMatch(/Received: \w{3} \d+, \d{4}, \d+:\d\d [AP]M \(Pacific time\)/)
    for (const value of [stored.phone, stored.property_address, stored.message])
      for (const body of [emails[0]!.html, emails[0]!.text]) expect(body).toContain(value)
    expect(emails[0]!.text).toContain(foundUsVia)
    expect(emails[0]!.text).toContain('Source details: referrer_host=www.google.com, gclid=Cj0KCQ-test')
    expect(emails[0]!.html).not.toContain('Photos')
    expect(await backend.row('leads', stored.id)).toMatchObject({
      notified_at: expect.any(Date),
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
    await backend.insert('subcontractors', { ...stored, ...sources })
    const body = applicationEmailBody(stored)
    const answers = await Promise.all(Array.from({ length: 2 }, () => backend.call('send-subcontractor-email', body)))
    expect(answers.map((answer) => answer.status)).toEqual([200, 200])

    const emails = backend.emailsMentioning(stored.company_name)
    expect(emails).toMatchObject([
      { to: ['office@localhost'], reply_to: stored.email, subject: expect.stringContaining(stored.company_name) },
    ])
    expect(emails[0]!.html).toContain('Drywall, Windows &amp; Doors')
    expect(emails[0]!.text).toContain(stored.license_number)
    expect(emails[0]!.text).toContain(foundUsVia)
    expect((await backend.row('subcontractors', stored.id))?.notified_at).toEqual(expect.any(Date))
  })

  test('every visitor value is HTML-escaped, and a line break in one stays out of the subject', async () => {
    const tag = marker('Escape')
    const name = `<script>alert(1)</script>\n${tag}`
    const stored = lead({
      name,
      property_address: '"><img src=x onerror=alert(2)>',
      message: "Tom & Jerry's <b>bold</b>\nsecond line",
    })
    expect((await backend.submit(stored)).status).toBe(200)

    const [email, ...others] = backend.emailsMentioning(tag)
    expect(others).toEqual([])
    const html = email!.html!
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;')
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;')
    expect(html).toContain('Tom &amp; Jerry&#39;s &lt;b&gt;bold&lt;/b&gt;<br>second line')
    expect(html).not.toMatch(/<script|<img|<b>/)
    expect(email!.subject).toBe(`New quote request: <script>alert(1)</script> ${tag} – Bathroom Remodel`)
  })
})
