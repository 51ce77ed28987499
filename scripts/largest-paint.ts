/** Lighthouse's phone, which `npm run bench` and the e2e tests emulate, and what a page paints largest on it. */
import type { Page } from 'playwright-core'

/**
 * Lighthouse's mobile screen: a Moto G Power, 412 x 823 CSS pixels at 1.75x. The screen too, as Lighthouse emulates
 * it: behind a phone's viewport, a desktop's screen made Chromium's preload scanner fetch the hero photo's desktop
 * crop as well as the phone's.
 */
export const LIGHTHOUSE_PHONE = {
  viewport: { width: 412, height: 823 },
  screen: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
}

/** The tag name of the element a loaded page painted largest ("img", "p", ...), or "none". */
export async function largestPaintTag(page: Page): Promise<string> {
  // Once every photo the page loads at once is decoded (decode() waits for the load too) and two frames have run,
  // a photo that outgrows the text has been painted and reported; on a busy machine a loaded one may still decode.
  await page.evaluate(async () => {
    const eager = [...document.images].filter((image) => image.loading !== 'lazy')
    await Promise.all(eager.map((image) => image.decode().catch(() => undefined)))
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)))
  })
  return page.evaluate(
    () =>
      new Promise<string>((resolve) => {
        new PerformanceObserver((list) => {
          const entry = list.getEntries().at(-1) as (PerformanceEntry & { element?: Element | null }) | undefined
          resolve(entry?.element?.tagName.toLowerCase() ?? 'none')
        }).observe({ type: 'largest-contentful-paint', buffered: true })
      }),
  )
}
