import { expect, test } from '@playwright/test'
import { routes } from '../../lib/routes.ts'
import { largestPaintTag, LIGHTHOUSE_PHONE } from '../../scripts/largest-paint.ts'

/**
 * What each page paints largest on Lighthouse's phone (a Moto G Power: 412 x 823 CSS pixels at 1.75x). Text
 * needs nothing but the HTML, which arrives in the first round trip (first-paint-bytes.spec.ts); a photo needs
 * one more request after it, about 150 ms on slow 4G, which alone would put a page past 1.3x the bare page
 * (docs/performance.md). So every page's largest paint is text (on home, the hero's words over its photo),
 * except the projects page, whose photos are the point of its first screen. `npm run bench` measures the
 * times; this holds the layout that decides them.
 */
const PHOTO_PAGES = new Set(['/projects/'])

test.use(LIGHTHOUSE_PHONE)

test('on a phone, the largest paint of every page but the projects page is text', async ({ page }) => {
  test.slow()
  const found: string[] = []
  for (const { path } of routes) {
    await page.goto(path, { waitUntil: 'load' })
    const largest = await largestPaintTag(page)
    // An element that is neither an image nor a video paints text (a paragraph, a heading, a div of words).
    found.push(`${path} ${['img', 'image', 'video', 'none'].includes(largest) ? largest : 'text'}`)
  }
  expect(found).toEqual(routes.map(({ path }) => `${path} ${PHOTO_PAGES.has(path) ? 'img' : 'text'}`))
})
