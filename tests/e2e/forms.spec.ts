// Both forms against the local backend (real migrations, real functions, the outbox), each test from its own address:
// their fields and states, every error message a visitor can meet, the rules of rules.ts as the visitor meets them,
// and what the visitor is told about their details. Fault paths: form-faults.spec.ts.
import type { Locator, Page, Route } from '@playwright/test'
import { forms } from '../../content/forms.ts'
import { formConsent, retentionMonths } from '../../content/legal.ts'
import { projectTypeOptions } from '../../lib/forms.ts'
import { SUBMITTING_ATTRIBUTE } from '../../lib/speculation-rules.ts'
import { business as mailed } from '../../supabase/functions/_shared/business.ts'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { emailsMentioning, emailsTo, rows } from './backend.ts'
import { expect, holdBack, test, unique } from './fixtures.ts'
import { hydrated } from './islands.ts'
import { fillFields, fillQuote, openQuoteForm } from './quote-form.ts'

/** Answers one Supabase call with a scripted response (once `held` settles, if given), and counts the calls. */
async function script(page: Page, path: string, status: number, body: unknown, held?: Promise<void>) {
  const calls: string[] = []
  await page.route(`**${path}`, async (route: Route) => {
    calls.push(route.request().postData() ?? '')
    await held
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    })
  })
  return calls
}

/** Each field's type, required flag, length limit and rows, by name, in one line each. */
const fieldsOf = (form: Locator) =>
  form.locator('input:not([type=hidden], [type=checkbox], [type=file]), select, textarea').evaluateAll((fields) =>
    Object.fromEntries(
      (fields as HTMLInputElement[]).map((field) => {
        const rows = field instanceof HTMLTextAreaElement && `${field.rows} rows`
        const facts = [field.type, field.required && 'required', field.maxLength > 0 && field.maxLength, rows]
        return [field.name, facts.filter(Boolean).join(' ')]
      }),
    ),
  )

test.describe('quote form', () => {
  test('has the fields, project types, required flags and limits of rules.ts; refuses an empty form, a name of spaces and an address without a dotted domain before sending anything, and sends values trimmed', async ({
    page,
  }) => {
    const form = await openQuoteForm(page)
    expect(await fieldsOf(form)).toMatchObject({
      name: 'text required 200',
      email: 'email required 254',
      phone: 'tel required 40',
      property_address: 'text required 300',
      project_type: 'select-one required',
      message: 'textarea 5000 4 rows',
    })
    expect((await form.locator('select[name="project_type"] option').allTextContents()).slice(1)).toEqual(
      projectTypeOptions(forms.quote.otherProjectType).map(({ label }) => label),
    )

    const requests: string[] = []
    // The proof-of-work challenge the focused form asks for is not a submission.
    page.on('request', (r) => /\/rest\/v1\/(?!rpc\/proof_challenge)/.test(r.url()) && requests.push(r.url()))
    const submit = form.getByRole('button', { name: 'Get My Free Quote' })
    const message = (label: string) => form.getByLabel(label).evaluate((el: HTMLInputElement) => el.validationMessage)
    await submit.click()
    await expect(form.getByLabel('Full name')).toBeFocused()

    const name = `Trim ${unique()}`
    await fillFields(form, name)
    await form.getByLabel('Full name').fill('     ')
    await submit.click()
    await expect(form.getByLabel('Full name')).toHaveValue('')
    expect(await message('Full name')).toBe('Please fill in Full name.')

    await form.getByLabel('Full name').fill(`   ${name}  `)
    await form.getByLabel('Email').fill('homeowner@localhost')
    await submit.click()
    expect(await message('Email')).toBe('Please enter an e-mail address like name@example.com.')
    expect(requests).toEqual([])

    await form.getByLabel('Email').fill(`  trim.${unique()}@example.com `)
    await submit.click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(requests, 'one insert in all: none for the refused presses').toEqual([expect.stringMatching(/\/leads$/)])
    expect(await rows('leads', { name })).toHaveLength(1)
    expect(await page.evaluate(() => sessionStorage.getItem('quote-form'))).toBeNull() // sent: no draft to restore
  })

  test("a quote lands as a row with where the visit began, the owner's e-mail and the visitor's acknowledgement", async ({
    page,
  }) => {
    // The visitor lands on a location page from a Google ad, reads on, and sends a quote from the home page.
    const landing = '/locations/la-jolla/?utm_source=google&utm_medium=cpc&utm_campaign=kitchen-fall&gclid=Cj0KCQ-test'
    await page.goto(landing, { referer: 'https://www.google.com/' })
    // The shared behaviours, which note the visit's first page, load once the page has painted.
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    await page.goto('/about/')
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    const marker = unique()
    const name = `Zoë Marker${marker}`
    const email = `ack.${marker}@example.com`
    const form = await openQuoteForm(page)
    // The proof of work starts once the visitor starts filling the form, long before the button.
    const proofStarted = page.waitForRequest(/\/proof-worker-[\w-]+\.js$/)
    await fillFields(form, name)
    await proofStarted
    await form.getByLabel('Email').fill(email)
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)

    // The proof of work the form earned while the visitor typed makes the row verified (and the proof is not kept).
    expect(await rows('leads', { name })).toEqual([
      expect.objectContaining({
        verification: 'verified',
        proof: null,
        email,
        project_type: 'Bathroom Remodel',
        property_address: '1234 Garnet Ave, San Diego, CA 92109',
        landing_page: '/locations/la-jolla/',
        referrer_host: 'www.google.com',
        utm_source: 'google',
        utm_medium: 'cpc',
        utm_campaign: 'kitchen-fall',
        gclid: 'Cj0KCQ-test',
        utm_term: null,
        fbclid: null,
      }),
    ])
    await expect.poll(() => emailsMentioning(marker).length).toBe(1)
    const [owners] = emailsMentioning(marker)
    await expect.poll(async () => (await rows('leads', { name }))[0]?.email_id).toBe(owners!.id)
    // What the owner's e-mail and the acknowledgement say: tests/functions (send-email, acknowledgement).
    await expect
      .poll(() => emailsTo(email).map((ack) => ack.subject))
      .toEqual([`We received your quote request – ${mailed.name}`])
  })

  test('shows "Sending..." on a disabled button while submitting, and a double click sends once', async ({ page }) => {
    const name = `Double ${unique()}`
    const form = await fillQuote(page, name)
    const inserts: string[] = []
    const release = await holdBack(page, '**/rest/v1/leads', (route) => inserts.push(route.request().postData() ?? ''))
    await form.getByRole('button', { name: 'Get My Free Quote' }).dblclick()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(inserts).toHaveLength(1)
    expect(await rows('leads', { name })).toHaveLength(1)
  })

  // Which of an e-mail answer's words are shown (details, else error, else a fallback): tests/unit/submissions.test.ts.
  test('a failed insert shows "Database error: " and mails nothing, the form kept and the button focused; pressing again clears it, stores once and mails once', async ({
    page,
  }) => {
    const name = `Fail ${unique()}`
    const form = await fillQuote(page, name)
    const submit = form.getByRole('button', { name: 'Get My Free Quote' })
    const emails = await script(page, '/functions/v1/send-lead-email', 200, { ok: true })
    const message =
      'Too many submissions from your connection in the last 10 minutes. Please try again later, or call or e-mail us.'
    await script(page, '/rest/v1/leads', 400, { code: 'P0001', message, details: null, hint: null })
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(`Database error: ${message}`)
    await expect(form.getByLabel('Property address')).toHaveValue('1234 Garnet Ave, San Diego, CA 92109')
    await expect(submit).toBeEnabled()
    await expect(submit).toBeFocused()
    expect(emails).toEqual([])

    await page.unroute('**/rest/v1/leads')
    await page.unroute('**/functions/v1/send-lead-email')

    let alertDuringRetry: string | null = 'unset'
    await page.route('**/rest/v1/leads', async (route) => {
      alertDuringRetry = await form.getByRole('alert').textContent()
      await route.fallback()
    })
    await submit.click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(alertDuringRetry).toBe('')
    expect(await rows('leads', { name })).toHaveLength(1)
    await expect.poll(() => emailsMentioning(name).length).toBe(1)
  })

  test('a bot that fills the hidden honeypot is dropped quietly; the field invites no autofill', async ({ page }) => {
    const name = `Bot ${unique()}`
    const form = await fillQuote(page, name)
    const honeypot = form.locator('input[name="leave_blank"]')
    await expect(honeypot).toHaveAttribute('autocomplete', 'off')
    await expect(honeypot).toHaveAttribute('data-1p-ignore', '')
    await expect(honeypot).toHaveAttribute('data-lpignore', 'true')
    await honeypot.fill('http://spam.example', { force: true })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(await rows('leads', { name })).toHaveLength(0)
  })
})

test.describe('subcontractor form', () => {
  async function openForm(page: Page) {
    await page.goto('/subcontractor-signup/')
    await hydrated(page, 'SubcontractorForm')
    return page.getByRole('form', { name: 'Subcontractor application' })
  }

  async function fill(form: Locator, company: string) {
    await form.getByLabel('Company name').fill(company)
    await form.getByLabel('Contact name').fill('Maria Lopez')
    await form.getByLabel('Email').fill(`${company.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@tile.example`)
    await form.getByLabel('Phone').fill('(760) 555-0199')
    await form.getByLabel('Street address').fill('500 Industrial Way')
    await form.getByLabel('City').fill('Escondido')
    await form.getByLabel('State').fill('CA')
    await form.getByLabel('ZIP').fill('92025')
    for (const service of ['Tile Work', 'Countertops', 'Plumbing']) await form.getByLabel(service).check()
    await form.getByLabel('Plumbing').uncheck()
    await form.getByLabel('Contractor license number').fill('C54-123456')
    await form.getByLabel('Years in business').fill('12')
    await form.getByLabel('Insurance information').fill('General liability $2M, Acme Insurance')
    await form.getByLabel('References').fill('A. Smith 619-555-0101\nB. Jones 619-555-0102\nC. Wu 619-555-0103')
    return form
  }

  test('has three groups, sixteen services, the hinted text areas and the required flags of rules.ts; an application lands as a row and an e-mail, then the success panel replaces the form', async ({
    page,
  }) => {
    const form = await openForm(page)
    for (const legend of ['Company Information', 'Business Address', 'Services & Qualifications'])
      await expect(form.getByRole('group', { name: legend })).toBeVisible()
    await expect(form.locator('input[type="checkbox"][name="services"]')).toHaveCount(16)
    await expect(form.getByLabel('Insurance information')).toHaveAccessibleDescription(/liability insurance coverage/)
    await expect(form.getByLabel('References')).toHaveAccessibleDescription(/at least three professional references/)
    const fields = await fieldsOf(form)
    expect(fields).toMatchObject({ zip: 'text required 20', insurance_info: expect.stringMatching(/ 3 rows$/) })
    expect(fields.reference_list).toMatch(/ 4 rows$/)
    const required = ['company_name', 'contact_name', 'email', 'phone', 'address', 'city', 'state', 'license_number']
    for (const name of [...required, 'years_in_business']) expect(fields[name]).toContain('required')

    const company = `Tile ${unique()}`
    await fill(form, company)
    await form.getByRole('button', { name: 'Submit Application' }).click()
    const heading = page.getByRole('heading', { name: 'Application Submitted Successfully!' })
    // The button pressed went with the form: the panel has the focus, read out and in view.
    await expect(page.getByRole('status').filter({ has: heading })).toBeFocused()
    await expect(page.getByRole('form', { name: 'Subcontractor application' })).toHaveCount(0)
    expect(await page.evaluate(() => sessionStorage.getItem('subcontractor-form'))).toBeNull()
    const [row] = await rows('subcontractors', { company_name: company })
    expect(row).toMatchObject({
      city: 'Escondido',
      services: ['Tile Work', 'Countertops'],
      years_in_business: '12',
      license_number: 'C54-123456',
    })
    await expect.poll(() => emailsMentioning(company).length).toBe(1)
  })

  test('shows "Submitting..." while busy; a database error, or an e-mail call cut off once the row is stored, shows by the button, the fields kept', async ({
    page,
  }) => {
    const form = await fill(await openForm(page), `Err ${unique()}`)
    const submit = form.getByRole('button', { name: 'Submit Application' })
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const denied = { code: '42501', message: 'permission denied for table subcontractors' }
    await script(page, '/rest/v1/subcontractors', 403, denied, gate)
    await submit.click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    // While the row is in flight no page is prerendered (lib/speculation-rules.ts); after, links are candidates again.
    await expect(page.locator(`html[${SUBMITTING_ATTRIBUTE}]`)).toHaveCount(1)
    release()
    await expect(form.getByRole('alert')).toHaveText('Database error: permission denied for table subcontractors')
    await expect(form.getByRole('alert'), 'in view where the button was pressed').toBeInViewport()
    await expect(page.locator(`html[${SUBMITTING_ATTRIBUTE}]`)).toHaveCount(0)
    await expect(form.getByLabel('Tile Work')).toBeChecked()
    await expect(form.getByLabel('City')).toHaveValue('Escondido')

    await page.unroute('**/rest/v1/subcontractors')
    await page.route('**/functions/v1/send-subcontractor-email', (route) => route.abort('connectionreset'))
    await submit.click()
    await expect(form.getByRole('alert')).toHaveText(SAVED_NOT_SENT)
    await expect(form.getByLabel('City')).toHaveValue('Escondido')
  })
})

const privacyHeadings = ['How you found us', 'Photos of your space', 'The confirmation e-mail', 'How long we keep it']
// The buttons' and forms' names are the ones the tests above press and fill.
for (const entry of [
  { path: '/#contact', island: 'QuoteForm', consent: formConsent.quote },
  { path: '/subcontractor-signup/', island: 'SubcontractorForm', consent: formConsent.subcontractor },
] as const) {
  test(`${entry.island}: one consent line right under the submit button, whose link opens the privacy policy`, async ({
    page,
  }) => {
    await page.goto(entry.path)
    const button = (await hydrated(page, entry.island)).locator('button[type="submit"]')
    const line = button.locator('xpath=following-sibling::p[1]')
    await expect(line).toHaveText(`${entry.consent.text} ${entry.consent.privacyLink.label}`)
    const [buttonBox, lineBox] = [await button.boundingBox(), await line.boundingBox()]
    expect(lineBox!.y).toBeGreaterThanOrEqual(buttonBox!.y + buttonBox!.height)
    await line.getByRole('link', { name: entry.consent.privacyLink.label }).click()
    await expect(page).toHaveURL(/\/privacy-policy\/$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible()
    for (const heading of privacyHeadings) await expect(page.getByRole('heading', { name: heading })).toBeVisible()
    await expect(page.getByText(`${retentionMonths} months from the day you send them`)).toBeVisible()
  })
}
