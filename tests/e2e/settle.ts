import { expect, type Page } from '@playwright/test'
import type { IslandName } from '../../components/islands/registry.tsx'
import { hydrated } from './islands.ts'

/** Brings every island and reveal-on-scroll section into view, so each has hydrated or been shown. */
export async function settle(page: Page) {
  for (const element of await page.locator('[data-island], [data-reveal]').all()) {
    const island = await element.getAttribute('data-island')
    if (island) {
      await hydrated(page, island as IslandName)
    } else {
      await element.scrollIntoViewIfNeeded()
      await expect(element).toHaveAttribute('data-revealed', '')
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}
