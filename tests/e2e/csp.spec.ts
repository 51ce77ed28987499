import { expect, type Page, test } from '@playwright/test'
import { routes } from '../../lib/routes.ts'
import { hydrated } from './islands.ts'
import { settle } from './settle.ts'

/**
 * The e2e server applies dist/client/_headers exactly as Netlify or Cloudflare Pages would, so the site is
 * browsed here under its real Content-Security-Policy: any blocked script, style, image or request shows up
 * as a securitypolicyviolation event.
 */
async function recordViolations(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = []
    Object.assign(window, { __cspViolations: seen })
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  const consoleReports: string[] = []
  page.on(
    'console',
    (message) => message.text().includes('Content Security Policy') && consoleReports.push(message.text()),
  )
  return async () => [
    ...((await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations)) ?? []),
    ...consoleReports,
  ]
}

test('every page is served with the security headers', async ({ request }) => {
  for (const route of routes) {
    const response = await request.get(route.path)
    const headers = response.headers()
    expect(headers['content-security-policy'], route.path).toContain("default-src 'self'")
    expect(headers['content-security-policy'], route.path).toContain("frame-ancestors 'none'")
    expect(headers['strict-transport-security'], route.path).toMatch(/max-age=\d{8}/)
    expect(headers['x-content-type-options'], route.path).toBe('nosniff')
    expect(headers['referrer-policy'], route.path).toBe('strict-origin-when-cross-origin')
    expect(headers['permissions-policy'], route.path).toContain('camera=()')
  }
})

test('hashed assets are cached for a year, pages are revalidated', async ({ page, request }) => {
  await page.goto('/')
  const siteScript = await page.locator('script[data-site]').getAttribute('data-site')
  const islandEntry = await page.locator('script[data-site]').getAttribute('data-entry')
  const islandProps = await page.locator('[data-island]').first().getAttribute('data-props-src')
  for (const asset of [siteScript, islandEntry, islandProps]) {
    expect(asset).toMatch(/^\/assets\//)
    expect((await request.get(asset!)).headers()['cache-control'], asset!).toBe('public, max-age=31536000, immutable')
  }
  expect((await request.get('/')).headers()['cache-control'] ?? '').not.toContain('immutable')
})

test('browsing every page under the CSP reports no violation', async ({ page }) => {
  // Every route in one test: about fifty pages.
  test.slow()
  const violations = await recordViolations(page)
  for (const route of routes) {
    await page.goto(route.path)
    await settle(page)
    expect(await violations(), route.path).toEqual([])
  }
})

test('submitting the quote form under the CSP reports no violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/#contact')
  const form = page.getByRole('form', { name: 'Request a free quote' })
  await hydrated(page, 'QuoteForm')
  await form.getByLabel('Full name').fill(`CSP check ${Date.now()}`)
  await form.getByLabel('Email').fill('csp@example.com')
  await form.getByLabel('Phone').fill('(619) 555-0100')
  await form.getByLabel('Property address').fill('1 Main St, San Diego, CA')
  await form.getByLabel('Project type').selectOption('Painting')
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  expect(await violations()).toEqual([])
})

test('submitting the subcontractor application under the CSP reports no violation', async ({ page }) => {
  const violations = await recordViolations(page)
  await page.goto('/subcontractor-signup/')
  const form = page.getByRole('form', { name: 'Subcontractor application' })
  await expect(page.locator('[data-island="SubcontractorForm"]')).toHaveAttribute('data-hydrated', '')
  const answers = {
    'Company name': `CSP check ${Date.now()}`,
    'Contact name': 'Sam Reyes',
    Email: 'csp@example.com',
    Phone: '(760) 555-0123',
    'Street address': '12 Harbor Dr',
    City: 'Oceanside',
    State: 'CA',
    ZIP: '92054',
    'Contractor license number': 'C33-998877',
    'Years in business': '8',
    'Insurance information': 'General liability, $1M per occurrence',
    References: 'R. One 619-555-0111, R. Two 619-555-0112, R. Three 619-555-0113',
  }
  for (const [label, value] of Object.entries(answers)) await form.getByLabel(label).fill(value)
  await form.getByLabel('Painting').check()
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByText('Application Submitted Successfully!')).toBeVisible()
  expect(await violations()).toEqual([])
})
