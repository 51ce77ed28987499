/**
 * Where a lead came from: a visitor lands on a location page from a Google ad, reads on, and sends a quote
 * from the home page; the row stores the first page, the referring host, the campaign and the click id,
 * and the owner's e-mail says "Found us via: Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/".
 */
import { emailsMentioning, rows } from './backend.ts'
import { fillFields, openQuoteForm } from './quote-form.ts'
import { expect, test, unique } from './visitor.ts'

test("the first page of the visit, its campaign and click id reach the stored lead and the owner's e-mail", async ({
  page,
}) => {
  await page.goto('/locations/la-jolla/?utm_source=google&utm_medium=cpc&utm_campaign=kitchen-fall&gclid=Cj0KCQ-test', {
    referer: 'https://www.google.com/',
  })
  // The shared behaviours (which note the visit's first page) load once the page has painted.
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
  await page.goto('/about/')
  await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')

  const name = `Source ${unique()}`
  await fillFields(await openQuoteForm(page), name)
  await page.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)

  const [lead] = await rows('leads', { name })
  expect(lead).toMatchObject({
    landing_page: '/locations/la-jolla/',
    referrer_host: 'www.google.com',
    utm_source: 'google',
    utm_medium: 'cpc',
    utm_campaign: 'kitchen-fall',
    gclid: 'Cj0KCQ-test',
    utm_term: null,
    fbclid: null,
  })
  const [email] = emailsMentioning(name)
  expect(email!.html).toContain('Google Ads, campaign kitchen-fall, landed on /locations/la-jolla/')
  expect(email!.text).toContain('gclid=Cj0KCQ-test')
})
