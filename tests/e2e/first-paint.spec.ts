import { expect, test, type Page } from '@playwright/test'
import { pathsByKind } from '../../scripts/page-kinds.ts'

/**
 * In Chromium, under the deploy headers: what each page asks for before it has loaded. The first paint
 * needs only the document (and, on the home page, its first hero photo); the island code comes after the
 * load event. `npm run bench` measures the times; this holds the requests.
 */
function requests(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & { renderBlockingStatus?: string })[]
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
  test(`${kind.name} (${path}): no render-blocking request, and no script or stylesheet before the load event`, async ({ page }) => {
    await page.goto(path, { waitUntil: 'load' })
    const hasIslandCode = (await page.locator('script[data-islands]').count()) > 0
    if (hasIslandCode) await expect.poll(async () => (await requests(page)).codeAfterLoad.length).toBeGreaterThan(0)
    else await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 500))))
    const loaded = await requests(page)
    expect(loaded.reportsBlocking).toBe(true)
    expect(loaded.blocking).toEqual([])
    expect(loaded.codeBeforeLoad).toEqual([])
    if (!hasIslandCode) expect(loaded.codeAfterLoad).toEqual([])
  })
}
