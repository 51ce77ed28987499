import { expect, test, type Page, type Route } from '@playwright/test'
import { rows, emailsMentioning } from './backend.ts'
import { hydrated } from './islands.ts'

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}`

async function openQuoteForm(page: Page) {
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Request a free quote' })
  await hydrated(page, 'QuoteForm')
  return form
}

async function fillQuote(page: Page, name: string) {
  const form = await openQuoteForm(page)
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Email').fill('homeowner@example.com')
  await form.getByLabel('Phone').fill('(619) 555-0100')
  await form.getByLabel('Property address').fill('1234 Garnet Ave, San Diego, CA 92109')
  await form.getByLabel('Project type').selectOption('Bathroom Remodel')
  await form.getByLabel(/Tell us about your project/).fill('Walk-in shower instead of the tub.')
  return form
}

/** Answers one Supabase call with a scripted response, and counts the calls. */
async function script(page: Page, path: string, status: number, body: unknown) {
  const calls: string[] = []
  await page.route(`**${path}`, async (route: Route) => {
    calls.push(route.request().postData() ?? '')
    await route.fulfill({ status, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: JSON.stringify(body) })
  })
  return calls
}

test.describe('quote form', () => {
  test('has the spec fields, types, required flags and options', async ({ page }) => {
    const form = await openQuoteForm(page)
    for (const [name, type] of [['name', 'text'], ['email', 'email'], ['phone', 'tel'], ['property_address', 'text']]) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('type', type!)
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('required', '')
    }
    await expect(form.locator('select[name="project_type"]')).toHaveAttribute('required', '')
    await expect(form.locator('textarea[name="message"]')).toHaveAttribute('rows', '4')
    await expect(form.locator('textarea[name="message"]')).not.toHaveAttribute('required')
    const options = await form.locator('select[name="project_type"] option').allTextContents()
    expect(options.slice(1)).toEqual(['Kitchen Remodel', 'Bathroom Remodel', 'Both Kitchen & Bathroom', 'Custom Cabinetry', 'Painting', 'Flooring', 'Other (please specify)'])
  })

  test('the browser blocks a submission with required fields empty, and nothing is sent', async ({ page }) => {
    const form = await openQuoteForm(page)
    const requests: string[] = []
    page.on('request', (r) => r.url().includes('/rest/v1/') && requests.push(r.url()))
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    expect(await form.locator('input[name="name"]').evaluate((el: HTMLInputElement) => el.validity.valueMissing)).toBe(true)
    expect(requests).toEqual([])
  })

  test('a quote lands as a row and an e-mail, and the visitor goes to /thank-you', async ({ page }) => {
    const name = `Quote ${unique()}`
    const form = await fillQuote(page, name)
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    const [row] = await rows('leads', { name })
    expect(row).toMatchObject({ email: 'homeowner@example.com', project_type: 'Bathroom Remodel', property_address: '1234 Garnet Ave, San Diego, CA 92109', message: 'Walk-in shower instead of the tub.' })
    await expect.poll(() => emailsMentioning(name).length).toBe(1)
    await expect.poll(async () => (await rows('leads', { name }))[0]?.notified_at).not.toBeNull()
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
      await route.continue()
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).dblclick()
    await expect(form.getByRole('button', { name: 'Sending...' })).toBeDisabled()
    release()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(inserts).toHaveLength(1)
    expect(await rows('leads', { name })).toHaveLength(1)
  })

  test('an insert failure shows "Database error: " with the message, keeps the form filled, and sends no e-mail', async ({ page }) => {
    const form = await fillQuote(page, `Db ${unique()}`)
    await script(page, '/rest/v1/leads', 400, { code: '23514', message: 'new row violates check constraint "leads_phone_length"', details: null, hint: null })
    const emails = await script(page, '/functions/v1/send-lead-email', 200, { ok: true })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText('Database error: new row violates check constraint "leads_phone_length"')
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
    await expect(form.getByRole('alert')).toHaveText('An unexpected error occurred. Please try again or contact us directly.')
    expect(logged.some((text) => text.includes('Form submission failed'))).toBe(true)
  })

  test('after an e-mail failure, a retry clears the error, stores no duplicate and sends the e-mail', async ({ page }) => {
    const name = `Retry ${unique()}`
    const form = await fillQuote(page, name)
    await script(page, '/functions/v1/send-lead-email', 502, { error: 'Failed to send email notification', details: 'Try again' })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toHaveText('Try again')
    expect(await rows('leads', { name })).toHaveLength(1)
    await page.unroute('**/functions/v1/send-lead-email')

    let alertDuringRetry: string | null = 'unset'
    await page.route('**/rest/v1/leads', async (route) => {
      alertDuringRetry = await form.getByRole('alert').textContent()
      await route.continue()
    })
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(alertDuringRetry).toBe('')
    expect(await rows('leads', { name })).toHaveLength(1)
    await expect.poll(() => emailsMentioning(name).length).toBe(1)
  })

  test('an offline visitor gets a clear message and keeps what they typed', async ({ page, context }) => {
    const form = await fillQuote(page, `Offline ${unique()}`)
    await context.setOffline(true)
    await form.getByRole('button', { name: 'Get My Free Quote' }).click()
    await expect(form.getByRole('alert')).toContainText('offline')
    await expect(form.getByLabel('Email')).toHaveValue('homeowner@example.com')
    await context.setOffline(false)
  })

  test('a bot that fills the hidden honeypot field is dropped quietly', async ({ page }) => {
    const name = `Bot ${unique()}`
    const form = await fillQuote(page, name)
    await form.locator('input[name="company_website"]').fill('http://spam.example', { force: true })
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
    await form.getByLabel('Email').fill('maria@tile.example')
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

  test('has three groups, sixteen services and the hinted text areas', async ({ page }) => {
    const form = await openForm(page)
    for (const legend of ['Company Information', 'Business Address', 'Services & Qualifications']) await expect(form.getByRole('group', { name: legend })).toBeVisible()
    await expect(form.locator('input[type="checkbox"][name="services"]')).toHaveCount(16)
    await expect(form.locator('textarea[name="insurance_info"]')).toHaveAttribute('rows', '3')
    await expect(form.locator('textarea[name="reference_list"]')).toHaveAttribute('rows', '4')
    await expect(form.getByLabel('Insurance information')).toHaveAccessibleDescription(/liability insurance coverage/)
    await expect(form.getByLabel('References')).toHaveAccessibleDescription(/at least three professional references/)
    for (const name of ['company_name', 'contact_name', 'email', 'phone', 'address', 'city', 'state', 'zip', 'license_number', 'years_in_business']) {
      await expect(form.locator(`input[name="${name}"]`)).toHaveAttribute('required', '')
    }
  })

  test('an application lands as a row and an e-mail, then the success panel replaces the form', async ({ page }) => {
    const company = `Tile ${unique()}`
    const form = await fill(page, company)
    await form.getByRole('button', { name: 'Submit Application' }).click()
    await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible()
    await expect(page.getByRole('form', { name: 'Subcontractor application' })).toHaveCount(0)
    const [row] = await rows('subcontractors', { company_name: company })
    expect(row).toMatchObject({ city: 'Escondido', services: ['Tile Work', 'Countertops'], years_in_business: '12', license_number: 'C54-123456' })
    await expect.poll(() => emailsMentioning(company).length).toBe(1)
  })

  test('shows "Submitting..." while busy, and errors above the form with the fields kept', async ({ page }) => {
    const form = await fill(page, `Err ${unique()}`)
    let release!: () => void
    const gate = new Promise<void>((resolve) => (release = resolve))
    await page.route('**/rest/v1/subcontractors', async (route) => {
      await gate
      await route.fulfill({ status: 403, contentType: 'application/json', body: JSON.stringify({ code: '42501', message: 'permission denied for table subcontractors' }) })
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
