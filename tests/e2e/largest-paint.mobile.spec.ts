import { expect, test } from '@playwright/test'
import { routes } from '../../lib/routes.ts'
import { LIGHTHOUSE_PHONE, largestPaintTag } from '../../scripts/largest-paint.ts'
import { kindOf, photoKinds } from '../../scripts/page-kinds.ts'

/**
 * What each page paints largest on Lighthouse's phone (a Moto G Power: 412 x 823 CSS pixels at 1.75x). Text
 * needs nothing but the HTML, which arrives in the first round trip (first-paint-bytes.spec.ts); a photo needs
 * one more request after it, about 150 ms on slow 4G, which alone would put a page past 1.3x the bare page
 * (docs/performance.md). So every page's largest paint is text (on home, the hero's words over its photo),
 * except the projects page and the case studies, whose photos are the point of their first screen. `npm run
 * bench` measures the times; this holds the layout that decides them.
 */

test.use(LIGHTHOUSE_PHONE)

test('on a phone, the largest paint of every page but the photo pages is text', async ({ page }) => {
  test.slow()
  const found: string[] = []
  for (const { path } of routes) {
    await page.goto(path, { waitUntil: 'load' })
    const largest = await largestPaintTag(page)
    // An element that is neither an image nor a video paints text (a paragraph, a heading, a div of words).
    found.push(`${path} ${['img', 'image', 'video', 'none'].includes(largest) ? largest : 'text'}`)
  }
  expect(found).toEqual(routes.map((route) => `${route.path} ${photoKinds.has(kindOf(route)) ? 'img' : 'text'}`))
})

// Every request that finishes before the largest paint is one the paint may have waited for (Lighthouse counts
// it so); the avatars beside the hero's words come inside the page instead (lib/images.server.ts).
test("on a phone, home's hero draws its avatars without fetching them", async ({ page }) => {
  const photos: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'image') photos.push(new URL(request.url()).pathname)
  })
  await page.goto('/', { waitUntil: 'load' })
  const requestedByLoad = [...photos]
  const avatars = await page.locator('#hero picture img:not([data-slide] img)').evaluateAll((images) =>
    (images as HTMLImageElement[]).map((image) => ({
      inline: image.currentSrc.startsWith('data:image/avif'),
      drawn: image.complete && image.naturalWidth > 0,
    })),
  )
  expect(avatars).toEqual([1, 2, 3].map(() => ({ inline: true, drawn: true })))
  expect(requestedByLoad.filter((path) => path.includes('/avatar-'))).toEqual([])
  expect(requestedByLoad.length, 'the first hero slide is fetched (the listener works)').toBeGreaterThan(0)
})
