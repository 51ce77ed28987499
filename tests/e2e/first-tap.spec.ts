/**
 * A tap on an island before its code has arrived is not lost (lib/islands/hydrate.ts): on a slow phone the
 * gallery's tabs are on screen, and tapped, well before React and the gallery's code have loaded.
 */
import { expect, test } from '@playwright/test'

test('a gallery tab tapped before the gallery has hydrated takes effect once it has', async ({ page }) => {
  // The gallery's props are held back until after the tap, so the island cannot hydrate before it.
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/assets/islands/ProjectGallery.*.json', async (route) => {
    await held
    await route.continue()
  })
  await page.goto('/#gallery')
  const island = page.locator('[data-island="ProjectGallery"]')
  const kitchen = island.getByRole('button', { name: 'Kitchen', exact: true })
  await kitchen.click()
  await expect(island).not.toHaveAttribute('data-hydrated')
  await expect(kitchen).toHaveAttribute('aria-pressed', 'false')
  release()
  await expect(kitchen).toHaveAttribute('aria-pressed', 'true')
  await expect(island.locator('[data-gallery-list] > li:visible')).not.toHaveCount(0)
  for (const card of await island.locator('[data-gallery-list] > li:visible').all())
    await expect(card).toHaveAttribute('data-category', 'kitchen')
})
