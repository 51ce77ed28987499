import { expect, test } from '@playwright/test'
import { business } from '../../content/business.ts'
import { pages } from '../../content/pages.ts'
import { routes } from '../../lib/routes.ts'

/**
 * Spec: the footer links to every page but the articles (listed by the blog), the case studies (listed by the
 * projects page) and the thank-you page.
 */
const footerLinks = routes
  .filter((route) => !['article', 'project'].includes(route.kind) && !route.noindex)
  .map((route) => route.path)

for (const route of routes) {
  test(`${route.path} answers 200 with one h1, the shared header and footer, and one phone number`, async ({
    page,
  }) => {
    const response = await page.goto(route.path)
    expect(response?.status()).toBe(200)
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page).toHaveTitle(route.seo.title)

    const header = page.locator('header[data-site-header]')
    await expect(header.locator('a[href="/"]').first()).toBeVisible()
    await expect(header.getByText(`Lic. #${business.licenseNumber}`).first()).toBeVisible()
    const quote = header.getByRole('link', { name: 'Get Free Quote' })
    await expect(quote).toHaveAttribute('href', route.path === '/' ? '#contact' : '/#contact')
    for (const url of Object.values(business.social))
      await expect(header.locator(`a[href="${url}"]`).first()).toBeAttached()

    const footer = page.locator('footer')
    const hrefs = await footer.locator('a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(footerLinks.filter((href) => !hrefs.includes(href))).toEqual([])
    for (const url of Object.values(business.social)) expect(hrefs).toContain(url)
    await expect(footer).toContainText(`© ${new Date().getFullYear()}`)

    const telLinks = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(telLinks)).toEqual(new Set([`tel:${business.phone.e164}`]))
  })
}

test('an unknown path gets the 404 page with status 404 and a link home', async ({ page }) => {
  const response = await page.goto('/no-such-page')
  expect(response?.status()).toBe(404)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pages.notFound.heading)
  await expect(page.locator('main').getByRole('link', { name: pages.notFound.homeLink })).toHaveAttribute('href', '/')
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  for (const route of routes) {
    test(`${route.path} reads completely and requests nothing from another origin`, async ({ page, baseURL }) => {
      const foreign: string[] = []
      page.on('request', (request) => {
        if (!request.url().startsWith(baseURL!) && !request.url().startsWith('data:')) foreign.push(request.url())
      })
      await page.goto(route.path, { waitUntil: 'load' })
      await expect(page.locator('h1')).toBeVisible()
      const mainText = (await page.locator('main').innerText()).trim()
      expect(mainText.length).toBeGreaterThan(200)
      // Reveal-on-scroll must not hide anything when scripts cannot run.
      for (const hidden of await page.locator('[data-reveal]').all()) await expect(hidden).toHaveCSS('opacity', '1')
      expect(foreign).toEqual([])
    })
  }
})
