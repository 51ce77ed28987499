// The visitor's acknowledgement: what it says (acknowledgement-email.ts, run in Deno) and the real functions
// sending it through the local backend.
import { describe, expect, test } from 'vitest'
import { business } from '../../supabase/functions/_shared/business.ts'
import { application, lead } from '../db/fixtures.ts'
import { inDeno, useBackend } from './backend.ts'

const backend = useBackend()

const quote = lead({
  name: 'Zoë Typed-surname',
  property_address: 'Typed-address 1 Main St',
  message: 'Typed-message Visit https://spam.example now',
})
const applicant = application({
  company_name: 'Typed Tile Co',
  insurance_info: 'Typed policy',
  reference_list: 'Typed',
})
/** acknowledgementEmail(table, row), as the deployed function makes it. */
const acknowledgementEmail = (table: 'leads' | 'subcontractors', row: object) =>
  inDeno<{ to: string[]; subject: string; replyTo: string; html: string; text: string }>(
    `import { acknowledgementEmail } from './supabase/functions/_shared/acknowledgement-email.ts'
    console.log(JSON.stringify(acknowledgementEmail('${table}', ${JSON.stringify(row)})))`,
  )

describe('the acknowledgement', () => {
  test.each([
    ['leads', quote, 'quote request', 'Zoë', business.replyPromise, ['Typed', 'spam.example', quote.project_type]],
    [
      'subcontractors',
      applicant,
      'subcontractor application',
      'Maria',
      'We review every application',
      ['Typed', 'Lopez', applicant.license_number],
    ],
  ] as const)(
    'of %s comes from the business: what happens next, the phone, the license and its CSLB record; nothing else typed',
    (table, row, what, firstName, next, typed) => {
      const email = acknowledgementEmail(table, row)
      expect(email).toMatchObject({ to: [row.email], subject: `We received your ${what} – ${business.name}` })
      expect(email.replyTo).toBe(business.email)
      expect(email.text).toMatch(new RegExp(`^Hi ${firstName},\\n`))
      expect(email.html).toContain(`<p>Hi ${firstName},</p>`)
      for (const body of [email.html, email.text]) {
        for (const fact of [next, business.phone, business.licenseNumber]) expect(body).toContain(fact)
        for (const value of [...typed, row.phone, row.email]) expect(body).not.toContain(value)
      }
      expect(email.text).toContain(business.licenseLookupUrl)
      expect(email.html).toContain(`<a href="${business.licenseLookupUrl.replaceAll('&', '&amp;')}">`)
    },
  )

  test.each([
    ['a name with digits', 'J4ne Doe'],
    ['punctuation', 'Jane. Doe'],
    ['markup', '<b>Jane</b>'],
    ['an invisible character', 'Ja\u200bne Doe'],
    ['a link', 'https://spam.example'],
    ['too long a first word', `${'A'.repeat(31)} Doe`],
  ])('greets plainly when the first name is not letters alone: %s', (_case, name) => {
    const email = acknowledgementEmail('leads', { ...quote, name })
    expect(email.text).toMatch(/^Hello,\n/)
    expect(email.html).toContain('<p>Hello,</p>')
    for (const part of name.split(/\s+/)) expect(`${email.text}${email.html}`).not.toContain(part)
  })

  test.each([
    ['李小龍', '李小龍'],
    ['José García', 'José'],
    ['Zoe\u0308 Smith', 'Zoë'],
  ])('greets by a first name of Unicode letters, composed: %s', (name, first) => {
    expect(acknowledgementEmail('leads', { ...quote, name }).text).toMatch(new RegExp(`^Hi ${first},\\n`))
  })
})

const ACK_SUBJECT = `We received your quote request – ${business.name}`

test('each form acknowledges its visitor once, from the business, under ack-<table>-<id>', async () => {
  const stored = lead()
  const applied = application()
  for (const row of [stored, applied])
    expect(await backend.submit(row)).toMatchObject({ status: 200, body: { ok: true } })
  expect(backend.emailsTo(stored.email)).toEqual([
    expect.objectContaining({
      from: 'Coastal Craft website <website@localhost>',
      subject: ACK_SUBJECT,
      reply_to: business.email,
      idempotency_key: `ack-leads-${stored.id}`,
    }),
  ])
  expect(backend.emailsTo(applied.email)).toMatchObject([{ idempotency_key: `ack-subcontractors-${applied.id}` }])
})

test('once per address a day: a second request from the same address reaches the owner, without a second acknowledgement', async () => {
  const first = lead()
  const second = lead({ email: first.email.toUpperCase() })
  for (const row of [first, second]) expect((await backend.submit(row)).body).toEqual({ ok: true })
  expect(backend.emailsMentioning(first.name)).toHaveLength(1)
  expect(backend.emailsMentioning(second.name)).toHaveLength(1)
  expect(backend.emailsTo(first.email)).toHaveLength(1)
  expect(backend.emailsTo(second.email)).toHaveLength(0)
  // Pressing the button again sends nothing new either.
  expect(await backend.call('send-lead-email', first)).toMatchObject({ status: 200, body: { alreadyNotified: true } })
  expect(backend.emailsTo(first.email)).toHaveLength(1)
})

test.each([
  [500, 'application_error', 'the next call sends it', 1],
  [422, 'validation_error', 'a refusal for good is not tried again', 0],
])(
  'an acknowledgement answered %i %s never fails the request (the owner is mailed); %s',
  async (status, name, _then, later) => {
    await backend.failSends({ status, name, match: ACK_SUBJECT, times: 1 })
    const stored = lead()
    expect(await backend.submit(stored)).toMatchObject({ status: 200, body: { ok: true } })
    expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
    expect(backend.emailsTo(stored.email)).toHaveLength(0)
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 200,
      body: { ok: true, alreadyNotified: true },
    })
    expect(backend.emailsTo(stored.email)).toHaveLength(later)
  },
)

test('the visitor is answered once the owner is mailed, without waiting for the acknowledgement', async () => {
  const stored = lead()
  await backend.failSends({ status: 500, name: 'application_error', match: ACK_SUBJECT, held: true })
  await backend.insert('leads', stored)
  const failed = async () =>
    (
      await backend.query(
        'select count(*)::int as n from private.acknowledgements where submission_id = $1 and attempts > 0',
        [stored.id],
      )
    ).rows[0].n
  expect(await backend.call('send-lead-email', stored, { settle: false })).toMatchObject({ status: 200 })
  expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
  // The slow provider has not answered the acknowledgement yet: no failure recorded at the visitor's answer.
  expect(await failed()).toBe(0)
  await backend.releaseHeld() // the provider answers
  await backend.settled()
  expect(await failed()).toBe(1)
})
