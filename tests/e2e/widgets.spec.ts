import { expect, test } from './fixtures.ts'
import { hydrated, serveWithIslandProps } from './islands.ts'

// Review widgets are off until the owner sets their script URLs in content/business.ts: the home page is served with
// a widget URL in the gallery island's props, as a configured build would be, and the test answers the script.
const WIDGET = '/__test/review-widget.js'

test('a widget script is added when its section comes into view and removed with its widget when it leaves', async ({
  page,
}) => {
  await serveWithIslandProps(page, '/', 'ProjectGallery', (props) => ({ ...props, widgetSrc: WIDGET }))
  let loads = 0
  // As a widget does: it draws itself beside its script.
  const body = "document.currentScript.after(Object.assign(document.createElement('p'), { textContent: 'Reviews' }))"
  await page.route(`**${WIDGET}`, (route) => {
    loads++
    return route.fulfill({ contentType: 'text/javascript', body })
  })
  await page.goto('/')
  const script = page.locator('#gallery script[data-review-widget]')
  await expect(script).toHaveCount(0)
  await hydrated(page, 'ProjectGallery')
  await page.locator('#gallery').getByRole('region', { name: 'Customer reviews' }).scrollIntoViewIfNeeded()
  await expect(script).toHaveCount(1)
  await expect.poll(() => loads).toBe(1)
  await page.evaluate(() => window.scrollTo(0, 0))
  await expect(script).toHaveCount(0)
  await page.locator('#gallery').getByRole('region', { name: 'Customer reviews' }).scrollIntoViewIfNeeded()
  await expect(script).toHaveCount(1)
  await expect(page.locator('#gallery').getByText('Reviews', { exact: true })).toHaveCount(1)
})

// That nothing is asked of another origin then either: pages.spec.ts, on every page with every island live.
test('with no widget configured, no widget script or empty box is on the page', async ({ page }) => {
  await page.goto('/')
  await hydrated(page, 'ProjectGallery')
  await hydrated(page, 'TestimonialCarousel')
  await expect(page.locator('script[data-review-widget]')).toHaveCount(0)
  await expect(page.getByRole('region', { name: /reviews/i })).toHaveCount(0)
})
