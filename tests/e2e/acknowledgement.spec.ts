/**
 * What a visitor is told about their details: the consent line under each submit button, linking the privacy
 * policy, and the acknowledgement the local outbox shows after a quote request, with nothing the visitor
 * typed in it but a first name of letters alone.
 */
import type { Page } from '@playwright/test'
import { formConsent, retentionMonths } from '../../content/legal.ts'
import { business } from '../../supabase/functions/_shared/business.ts'
import { emailsMentioning, emailsTo } from './backend.ts'
import { hydrated } from './islands.ts'
import { fillFields, openQuoteForm } from './quote-form.ts'
import { expect, test, unique } from './visitor.ts'

const forms = [
  {
    path: '/#contact',
    island: 'QuoteForm',
    form: 'Request a free quote',
    button: 'Get My Free Quote',
    consent: formConsent.quote,
  },
  {
    path: '/subcontractor-signup/',
    island: 'SubcontractorForm',
    form: 'Subcontractor application',
    button: 'Submit Application',
    consent: formConsent.subcontractor,
  },
] as const

async function open(page: Page, { path, island, form }: (typeof forms)[number]) {
  await page.goto(path)
  await hydrated(page, island)
  return page.getByRole('form', { name: form })
}

for (const entry of forms) {
  test(`${entry.form}: one consent line right under the submit button, whose link opens the privacy policy`, async ({
    page,
  }) => {
    const form = await open(page, entry)
    const button = form.getByRole('button', { name: entry.button })
    const line = button.locator('xpath=following-sibling::p[1]')
    await expect(line).toHaveText(`${entry.consent.text} ${entry.consent.privacyLink.label}`)
    const [buttonBox, lineBox] = [await button.boundingBox(), await line.boundingBox()]
    expect(lineBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height)
    await line.getByRole('link', { name: entry.consent.privacyLink.label }).click()
    await expect(page).toHaveURL(/\/privacy-policy\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    for (const heading of [
      'How you found us',
      'Photos of your space',
      'The confirmation e-mail',
      'How long we keep it',
    ]) {
      await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    }
    await expect(page.getByText(`${retentionMonths} months from the day you send them`)).toBeVisible()
  })
}

test("a quote request: the outbox shows the owner's e-mail and the homeowner's acknowledgement, which repeats nothing typed but the first name", async ({
  page,
}) => {
  const marker = unique()
  const name = `Zoë Marker${marker}`
  const email = `ack.${marker}@example.com`
  const form = await fillFields(await openQuoteForm(page), name)
  await form.getByLabel('Email').fill(email)
  await form.getByLabel(/Tell us about your project/).fill(`Message${marker}: please write to https://spam.example`)
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)

  await expect.poll(() => emailsMentioning(marker).length).toBe(1)
  await expect.poll(() => emailsTo(email).length).toBe(1)
  const [ack] = emailsTo(email)
  expect(ack!.subject).toBe(`We received your quote request – ${business.name}`)
  expect(ack!.text).toMatch(/^Hi Zoë,\n/)
  for (const expected of [business.phone, business.licenseNumber, business.licenseLookupUrl])
    expect(ack!.text).toContain(expected)
  for (const typed of [marker, 'spam.example', '1234 Garnet Ave', '(619) 555-0100']) {
    expect(ack!.text).not.toContain(typed)
    expect(ack!.html).not.toContain(typed)
  }
})
