/**
 * The visitor's acknowledgement, sent by the real functions (Deno) through the local backend into its outbox:
 * one per address a day, none past the hourly ceiling, nothing the visitor typed in it but a first name of
 * letters alone, and its failure never failing the submission.
 */
import { describe, expect, test } from 'vitest'
import { business } from '../../supabase/functions/_shared/business.ts'
import { application, applicationEmailBody, lead, marker } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

const ACK_SUBJECT = `We received your quote request – ${business.name}`

async function submitted(overrides: Parameters<typeof lead>[0] = {}) {
  const stored = lead(overrides)
  await backend.insert('leads', stored)
  const answer = await backend.call('send-lead-email', stored)
  return { stored, answer }
}

describe("the homeowner's acknowledgement", () => {
  test('goes to the visitor from the business: what happens next, the phone, the license and its CSLB record; nothing they typed', async () => {
    const typed = marker('Typed')
    const { stored, answer } = await submitted({
      name: `Zoë ${typed}-surname`,
      phone: `(619) 555-${String(Date.now()).slice(-4)}`,
      property_address: `${typed}-address 1 Main St`,
      message: `${typed}-message Visit https://spam.example now`,
    })
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    const acks = backend.emailsTo(stored.email)
    expect(acks).toHaveLength(1)
    const [ack] = acks
    expect(ack).toMatchObject({
      from: 'Coastal Craft website <website@localhost>',
      to: [stored.email],
      subject: ACK_SUBJECT,
      reply_to: business.email,
      idempotency_key: `ack-leads-${stored.id}`,
    })
    for (const body of [ack!.html!, ack!.text!]) {
      expect(body).toContain('Hi Zoë,')
      expect(body).toContain(business.phone)
      expect(body).toContain(business.licenseNumber)
      expect(body).toContain(business.licenseLookupUrl.replaceAll('&', body === ack!.html ? '&amp;' : '&'))
      expect(body).toContain(business.replyPromise)
      for (const value of [typed, stored.phone, 'spam.example', stored.email, stored.project_type])
        expect(body).not.toContain(value)
    }
    expect(ack!.html).toContain(`<a href="${business.licenseLookupUrl}">`)
    // The owner's own e-mail is unchanged: one, with everything.
    expect(backend.emailsMentioning(typed)).toHaveLength(1)
  })

  test.each([
    ['a name with digits', 'J4ne Doe'],
    ['punctuation', 'Jane. Doe'],
    ['markup', '<b>Jane</b>'],
    ['an invisible character', 'Ja\u200bne Doe'],
    ['a link', 'https://spam.example'],
    ['too long a first word', `${'A'.repeat(31)} Doe`],
  ])('greets plainly when the first name is not letters alone: %s', async (_case, name) => {
    const { stored } = await submitted({ name })
    const [ack] = backend.emailsTo(stored.email)
    expect(ack?.text).toMatch(/^Hello,\n/)
    expect(ack?.html).toContain('<p>Hello,</p>')
    for (const part of name.split(/\s+/)) expect(`${ack?.text}${ack?.html}`).not.toContain(part)
  })

  test.each([['李小龍'], ['José García'], ['Zoe\u0308 Smith']])(
    'greets by a first name of Unicode letters: %s',
    async (name) => {
      const { stored } = await submitted({ name })
      const expected = name.normalize('NFC').split(' ')[0]!
      expect(backend.emailsTo(stored.email)[0]?.text).toMatch(new RegExp(`^Hi ${expected},\\n`))
    },
  )

  test('once per address a day: a second request from the same address reaches the owner, without a second acknowledgement', async () => {
    const first = await submitted()
    const second = await submitted({ email: first.stored.email.toUpperCase() })
    expect([first.answer.body, second.answer.body]).toEqual([{ ok: true }, { ok: true }])
    expect(backend.emailsMentioning(first.stored.name)).toHaveLength(1)
    expect(backend.emailsMentioning(second.stored.name)).toHaveLength(1)
    expect(backend.emailsTo(first.stored.email)).toHaveLength(1)
    expect(backend.emailsTo(second.stored.email)).toHaveLength(0)
    // Pressing the button again sends nothing new either.
    expect(await backend.call('send-lead-email', first.stored)).toMatchObject({
      status: 200,
      body: { alreadyNotified: true },
    })
    expect(backend.emailsTo(first.stored.email)).toHaveLength(1)
  })

  test('its failure does not fail the request: the owner is mailed, the answer is the same, and the next call sends it', async () => {
    await backend.failSends({
      status: 500,
      name: 'application_error',
      message: 'Internal server error',
      match: ACK_SUBJECT,
      times: 1,
    })
    const { stored, answer } = await submitted()
    expect(answer).toEqual(expect.objectContaining({ status: 200, body: { ok: true } }))
    expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
    expect(backend.emailsTo(stored.email)).toHaveLength(0)
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 200,
      body: { ok: true, alreadyNotified: true },
    })
    expect(backend.emailsTo(stored.email)).toHaveLength(1)
  })

  test('a refusal of the acknowledgement for good is not tried again and never fails the request', async () => {
    await backend.failSends({
      status: 422,
      name: 'validation_error',
      message: 'Invalid `to` field.',
      match: ACK_SUBJECT,
      times: 1,
    })
    const { stored, answer } = await submitted()
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(await backend.call('send-lead-email', stored)).toMatchObject({
      status: 200,
      body: { alreadyNotified: true },
    })
    expect(backend.emailsTo(stored.email)).toHaveLength(0)
    expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
  })

  test('a forged request for a stored id sends no acknowledgement either', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    expect((await backend.call('send-lead-email', { ...stored, message: 'other text' })).status).toBe(404)
    expect(backend.emailsTo(stored.email)).toHaveLength(0)
  })

  test('while the provider is down the visitor is not kept waiting for it twice: the sweep mails the owner and acknowledges together', async () => {
    await backend.sweep()
    const stored = lead()
    await backend.insert('leads', stored)
    await backend.failSends({
      status: 503,
      name: 'service_unavailable',
      message: 'Service unavailable',
      match: stored.name,
      times: 1,
    })
    expect((await backend.call('send-lead-email', stored)).status).toBe(502)
    expect(backend.emailsTo(stored.email)).toHaveLength(0)
    expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 1 } })
    expect(backend.emailsMentioning(stored.name)).toHaveLength(1)
    expect(backend.emailsTo(stored.email)).toHaveLength(1)
  })

  test('the sweep acknowledges a request whose own call never came', async () => {
    await backend.sweep()
    const stored = lead()
    await backend.insert('leads', stored)
    expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 1 } })
    expect(backend.emailsTo(stored.email)).toHaveLength(1)
  })
})

test('the applicant receives the equivalent from send-subcontractor-email, nothing they typed in it', async () => {
  const stored = application({
    contact_name: 'Maria Lopez',
    insurance_info: `${marker('Insurance')} policy`,
    reference_list: `${marker('Refs')} list`,
  })
  await backend.insert('subcontractors', stored)
  expect(await backend.call('send-subcontractor-email', applicationEmailBody(stored))).toMatchObject({
    status: 200,
    body: { ok: true },
  })
  const [ack, ...more] = backend.emailsTo(stored.email)
  expect(more).toEqual([])
  expect(ack).toMatchObject({
    subject: `We received your subcontractor application – ${business.name}`,
    reply_to: business.email,
  })
  expect(ack!.text).toMatch(/^Hi Maria,\n/)
  expect(ack!.text).toContain(business.licenseLookupUrl)
  for (const value of [
    stored.company_name,
    stored.insurance_info,
    stored.reference_list,
    stored.license_number,
    stored.phone,
    'Lopez',
  ]) {
    expect(`${ack!.text}${ack!.html}`).not.toContain(value)
  }
})

test('past the hourly ceiling for the whole site, submissions still reach the owner but are not acknowledged', async () => {
  await backend.query('delete from private.acknowledgements')
  await backend.setLimits({ acknowledgements_per_hour: 2 })
  const leads = Array.from({ length: 3 }, () => lead())
  const apps = [application()]
  for (const row of leads) {
    await backend.insert('leads', row)
    expect((await backend.call('send-lead-email', row)).body).toEqual({ ok: true })
  }
  await backend.insert('subcontractors', apps[0]!)
  expect((await backend.call('send-subcontractor-email', applicationEmailBody(apps[0]!))).body).toEqual({ ok: true })
  const owners = [...leads.map((row) => row.name), apps[0]!.company_name].map(
    (name) => backend.emailsMentioning(name).length,
  )
  expect(owners).toEqual([1, 1, 1, 1])
  expect([...leads, ...apps].map((row) => backend.emailsTo(row.email).length)).toEqual([1, 1, 0, 0])
})
