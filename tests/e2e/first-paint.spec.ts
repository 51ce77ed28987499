import { expect, type Page, test } from '@playwright/test'
import { pathsByKind } from '../../scripts/page-kinds.ts'

/**
 * In Chromium, under the deploy headers: what each page asks for before it has loaded. The first paint
 * needs only the document (and the photo that is its largest image, if any); the shared behaviours and the
 * island code come after the load event. `npm run bench` measures the times; this holds the requests.
 */
function requests(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
      renderBlockingStatus?: string
    })[]
    const code = resources.filter((r) => /\.(js|mjs|css)$/.test(new URL(r.name).pathname))
    return {
      // Chromium reports whether each request held up rendering; without that field this test proves nothing.
      reportsBlocking: 'renderBlockingStatus' in PerformanceResourceTiming.prototype,
      blocking: resources.filter((r) => r.renderBlockingStatus === 'blocking').map((r) => r.name),
      codeBeforeLoad: code.filter((r) => r.startTime < navigation!.loadEventEnd).map((r) => r.name),
      codeAfterLoad: code.filter((r) => r.startTime >= navigation!.loadEventEnd).map((r) => r.name),
    }
  })
}

for (const [kind, [path]] of pathsByKind()) {
  if (!path) continue
  test(`${kind} (${path}): no render-blocking request, and no script or stylesheet before the load event`, async ({
    page,
  }) => {
    await page.goto(path, { waitUntil: 'load' })
    const script = page.locator('script[data-site]')
    const expected = [await script.getAttribute('data-site'), await script.getAttribute('data-entry')].filter(Boolean)
    await expect
      .poll(async () => (await requests(page)).codeAfterLoad.map((url) => new URL(url).pathname))
      .toEqual(expect.arrayContaining(expected))
    const loaded = await requests(page)
    expect(loaded.reportsBlocking).toBe(true)
    expect(loaded.blocking).toEqual([])
    expect(loaded.codeBeforeLoad).toEqual([])
  })
}
