import { expect, type Page } from '@playwright/test'

/** Brings every island and reveal-on-scroll section into view, so each has hydrated or been shown. */
export async function settle(page: Page) {
  for (const element of await page.locator('[data-island], [data-reveal]').all()) {
    await element.scrollIntoViewIfNeeded()
    if (await element.getAttribute('data-island')) await expect(element).toHaveAttribute('data-hydrated', '')
    else await expect(element).toHaveAttribute('data-revealed', '')
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}
