/**
 * Both forms against the local backend (real migrations, real functions, the outbox), each test as a visitor
 * of its own address: the spec's fields and states (sections 2-5), every row of the error catalogue
 * (section 8), and the rules of rules.ts as the visitor meets them. Fault paths: form-faults.spec.ts.
 */
import type { Page, Route } from '@playwright/test'
import { emailsMentioning, rows } from './backend.ts'
import { hydrated } from './islands.ts'
import { fillQuote, openQuoteForm } from './quote-form.ts'
import { expect, test, unique } from './visitor.ts'

/** Answers one Supabase call with a scripted response, and counts the calls. */
async function script(page: Page, path: string, status: number, body: unknown) {
  const calls: string[] = []
  await page.route(`**${path}`, async (route: Route) => {
    calls.push(route.request().postData() ?? '')
    await route.fulfill({
      status,
      contentType: 'application/json',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: JSON.stringify(body),
    })
  })
  return calls
}

test.describe('quote form', () => {
  test('has the spec fields, types, options, and the required flags and limits of rules.ts', async ({ page }) => {
    const form = await openQuoteForm(page)
    for (const [name, type, maxLength] of [
      ['name', 'text', '200'],
      ['email', 'email', '254'],
      ['phone', 'tel', '40'],
      ['property_address', 'text', '300'],
    ] as const) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('type', type)
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('required', '')
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('maxlength', maxLength)
    }
    await expect(form.locator('select[name="project_type"]')).toHaveAttribute('required', '')
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4')
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('maxlength', '5000')
    await expect(form.locator('textarea[name="message"]')).not.toHaveAttribute('required')
    const options = await form.locator('select[name="project_type"] option').allTextContents()
    expect(options.slice(1)).toEqual([
      'Kitchen Remodel',
      'Bathroom Remodel',
      'Both Kitchen & Bathroom',
      'Custom Cabinetry',
      'Painting',
      'Flooring',
      'Other (please specify)',
    ])
  })

  test('an empty form is stopped by the browser on its first required field, and nothing is sent', async ({ page }) => {
    const form = await openQuoteForm(page)
    const requests: string[] = []
    // The proof-of-work challenge the focused form asks for is not a submission.
    page.on('request', (r) => /\/rest\/v1\/(?!rpc\/proof_challenge)/.test(r.url()) && requests.push(r.url()))
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByLabel('Full name')).toBeFocused()
    expect(requests).toEqual([])
  })

  test('a name of spaces only is refused in the form, as the database would, and nothing is sent', async ({ page }) => {
    const form = await fillQuote(page, `Spaces ${unique()}`)
    await form.getByLabel('Full name').fill('     ')
    const requests: string[] = []
    page.on('request', (r) => r.url().includes('/rest/v1/') && requests.push(r.url()))
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByLabel('Full name')).toHaveValue('')
    expect(await form.getByLabel('Full name').evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      'Please fill in Full name.',
    )
    expect(requests).toEqual([])
  })

  test("an address without a dotted domain gets the rule's message; values are sent trimmed", async ({ page }) => {
    const name = `Trim ${unique()}`
    const form = await fillQuote(page, name)
    await form.getByLabel('Email').fill('homeowner@localhost')
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    expect(await form.getByLabel('Email').evaluate((el: HTMLInputElement) => el.validationMessage)).toBe(
      'Please enter an e-mail address like name@example.com.',
    )
    await form.getByLabel('Email').fill(`  trim.${unique()}@example.com `)
    await form.getByLabel('Full name').fill(`   ${name}  `)
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(await rows('leads', { name })).toHaveLength(1)
  })

  test('a quote lands as a row and an e-mail, and the visitor goes to /thank-you', async ({ page }) => {
    const name = `Quote ${unique()}`
    const form = await fillQuote(page, name)
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    const [row] = await rows('leads', { name })
    expect(row).toMatchObject({
      project_type: 'Bathroom Remodel',
      property_address: '1234 Garnet Ave, San Diego, CA 92109',
      message: 'Walk-in shower instead of the tub.',
    })
    await expect.poll(() => emailsMentioning(name).length).toBe(1)
    await expect.poll(async () => (await rows('leads', { name }))[0]?.email_id).toBe(emailsMentioning(name)[0]!.id)
  })

  test('shows "Sending..." on a disabled button while submitting, and a double click sends once', async ({ page }) => {
    const name = `Double ${unique()}`
    const form = await fillQuote(page, name)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    const inserts: string[] = []
    await page.route('**/rest/v1/leads', async (route) => {
      inserts.push(route.request().postData() ?? '')
      await gate
      await route.fallback()
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).dblclick()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(inserts).toHaveLength(1)
    expect(await rows('leads', { name })).toHaveLength(1)
  })

  test('an insert failure shows "Database error: " with the message, keeps the form filled, and sends no e-mail', async ({
    page,
  }) => {
    const form = await fillQuote(page, `Db ${unique()}`)
    await script(page, '/rest/v1/leads', 400, {
      code: '23514',
      message: 'new row violates check constraint "leads_phone_rule"',
      details: null,
      hint: null,
    })
    const emails = await script(page, '/functions/v1/send-lead-email', 200, { ok: true })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'Database error: new row violates check constraint "leads_phone_rule"',
    )
    await expect(form.getByLabel('Property address')).toHaveValue('1234 Garnet Ave, San Diego, CA 92109')
    await expect(form.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled()
    expect(emails).toEqual([])
  })

  for (const [body, shown] of [
    [{ error: 'Failed to send email notification', details: 'Provider is down' }, 'Provider is down'],
    [{ error: 'Missing e-mail configuration' }, 'Missing e-mail configuration'],
    [{}, 'Failed to send email notification'],
  ] as const) {
    test(`an e-mail failure answered ${JSON.stringify(body)} shows "${shown}"`, async ({ page }) => {
      const form = await fillQuote(page, `Mail ${unique()}`)
      await script(page, '/functions/v1/send-lead-email', 502, body)
      await form.getByRole('button', { name: 'Get My Free Quote' }).click()
      await expect(form.getByRole('alert')).toHaveText(shown)
    })
  }

  test('any other failure shows the unexpected-error message and logs to the console', async ({ page }) => {
    const form = await fillQuote(page, `Other ${unique()}`)
    const logged: string[] = []
    page.on('console', (m) => m.type() === 'error' && logged.push(m.text()))
    await page.route('**/rest/v1/leads', (route) => route.abort('connectionreset'))
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText(
      'An unexpected error occurred. Please try again or contact us directly.',
    )
    expect(logged.some((text) => text.includes('Form submission failed'))).toBe(true)
  })

  test('a rate limit from the database reaches the visitor as the catalogue says', async ({ page }) => {
    const form = await fillQuote(page, `Limit ${unique()}`)
    const message =
      'Too many submissions from your connection in the last 10 minutes. Please try again later, or call or e-mail us.'
    await script(page, '/rest/v1/leads', 400, { code: 'P0001', message, details: null, hint: null })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText(`Database error: ${message}`)
  })

  test('after an e-mail failure, a retry clears the error, stores no duplicate and sends the e-mail', async ({
    page,
  }) => {
    const name = `Retry ${unique()}`
    const form = await fillQuote(page, name)
    await script(page, '/functions/v1/send-lead-email', 502, {
      error: 'Failed to send email notification',
      details: 'Try again',
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText('Try again')
    expect(await rows('leads', { name })).toHaveLength(1)
    await page.unroute('**/functions/v1/send-lead-email')

    let alertDuringRetry: string | null = 'unset'
    await page.route('**/rest/v1/leads', async (route) => {
      alertDuringRetry = await form.getByRole('alert').textContent()
      await route.fallback()
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(alertDuringRetry).toBe('')
    expect(await rows('leads', { name })).toHaveLength(1)
    await expect.poll(() => emailsMentioning(name).length).toBe(1)
  })

  test('a bot that fills the hidden honeypot field is dropped quietly; the field invites no autofill', async ({
    page,
  }) => {
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

  async function fill(page: Page, company: string) {
    const form = await openForm(page)
    await form.getByLabel('Company name').fill(company)
    await form.getByLabel('Contact name').fill('Maria Lopez')
    await form.getByLabel('Email').fill(`${company.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@tile.example`)
    await form.getByLabel('Phone').fill('(760) 555-0199')
    await form.getByLabel('Street address').fill('500 Industrial Way')
    await form.getByLabel('City').fill('Escondido')
    await form.getByLabel('State').fill('CA')
    await form.getByLabel('ZIP').fill('92025')
    await form.getByLabel('Tile Work').check()
    await form.getByLabel('Countertops').check()
    await form.getByLabel('Plumbing').check()
    await form.getByLabel('Plumbing').uncheck()
    await form.getByLabel('Contractor license number').fill('C54-123456')
    await form.getByLabel('Years in business').fill('12')
    await form.getByLabel('Insurance information').fill('General liability $2M, Acme Insurance')
    await form.getByLabel('References').fill('A. Smith 619-555-0101\nB. Jones 619-555-0102\nC. Wu 619-555-0103')
    return form
  }

  test('has three groups, sixteen services, the hinted text areas, and the required flags of rules.ts', async ({
    page,
  }) => {
    const form = await openForm(page)
    for (const legend of ['Company Information', 'Business Address', 'Services & Qualifications'])
      await expect(form.getByRole('group', { name: legend })).toBeVisible()
    await expect(form.locator('input[type="checkbox"][name="services"]')).toHaveCount(16)
    await expect(form.locator('textarea[name="insurance_info"]')).toHaveAttribute('rows', '3')
    await expect(form.locator('textarea[name="reference_list"]')).toHaveAttribute('rows', '4')
    await expect(form.getByLabel('Insurance information')).toHaveAccessibleDescription(/liability insurance coverage/)
    await expect(form.getByLabel('References')).toHaveAccessibleDescription(/at least three professional references/)
    for (const name of [
      'company_name',
      'contact_name',
      'email',
      'phone',
      'address',
      'city',
      'state',
      'zip',
      'license_number',
      'years_in_business',
    ]) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('required', '')
    }
    await expect(form.locator('input[name="zip"]')).toHaveAttribute('maxlength', '20')
  })

  test('an application lands as a row and an e-mail, then the success panel replaces the form', async ({ page }) => {
    const company = `Tile ${unique()}`
    const form = await fill(page, company)
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Subcontractor application' })).toHaveCount(0)
    const [row] = await rows('subcontractors', { company_name: company })
    expect(row).toMatchObject({
      city: 'Escondido',
      services: ['Tile Work', 'Countertops'],
      years_in_business: '12',
      license_number: 'C54-123456',
    })
    await expect.poll(() => emailsMentioning(company).length).toBe(1)
  })

  test('shows "Submitting..." while busy, and errors above the form with the fields kept', async ({ page }) => {
    const form = await fill(page, `Err ${unique()}`)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/subcontractors', async (route) => {
      await gate
      await route.fulfill({
        status: 403,
        contentType: 'application/json',
        headers: { 'Access-Control-Allow-Origin': '*' },
        body: JSON.stringify({ code: '42501', message: 'permission denied for table subcontractors' }),
      })
    })
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(form.getByRole('button', { name: 'Submitting...' })).toBeDisabled()
    release()
    await expect(form.getByRole('alert')).toHaveText('Database error: permission denied for table subcontractors')
    await expect(form.getByLabel('Tile Work')).toBeChecked()
    await expect(form.getByLabel('City')).toHaveValue('Escondido')
  })

  test('an e-mail failure shows its details; any other failure the generic message', async ({ page }) => {
    const form = await fill(page, `Mail ${unique()}`)
    await script(page, '/functions/v1/send-subcontractor-email', 502, { error: 'x', details: 'Notification failed' })
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(form.getByRole('alert')).toHaveText('Notification failed')
    await page.unroute('**/functions/v1/send-subcontractor-email')
    await page.route('**/functions/v1/send-subcontractor-email', (route) => route.abort('connectionreset'))
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(form.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again.')
  })
})
