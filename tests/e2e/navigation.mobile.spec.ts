import { navigation } from '../../content/navigation.ts'
import { expect, test } from './fixtures.ts'

// Mobile project only: the menu button exists below 1280 px, and opens and closes without JavaScript (a <details>).
// Escape and a tap outside close it once the shared behaviours arrive, after the first paint: those tests wait.
test.describe('the mobile menu', () => {
  test('opens, and its links navigate', async ({ page }) => {
    await page.goto('/about/')
    await page.locator('[data-mobile-menu]').getByLabel('Menu').click()
    const nav = page.getByRole('navigation', { name: 'Mobile' })
    for (const item of navigation.menu)
      await expect(nav.getByRole('link', { name: item.label, exact: true })).toBeVisible()
    const projects = navigation.menu.find((item) => item.href === '/projects/')!
    await nav.getByRole('link', { name: projects.label, exact: true }).click()
    await expect(page).toHaveURL(/\/projects\/$/)
  })

  test('closes with Escape from inside it, giving focus back to its button, and when the visitor taps outside it', async ({
    page,
  }) => {
    await page.goto('/about/')
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    const button = page.locator('[data-mobile-menu] summary')
    const nav = page.getByRole('navigation', { name: 'Mobile' })
    await button.click()
    await expect(nav).toBeVisible()
    await page.keyboard.press('Tab')
    await expect(nav.getByRole('link').first()).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(nav).toBeHidden()
    await expect(button).toBeFocused()
    await expect(page.locator('[data-mobile-menu]')).not.toHaveAttribute('open')

    await button.click()
    await expect(nav).toBeVisible()
    // The bottom-left corner of the page: outside the menu, which drops down from the top right.
    await page.mouse.click(5, page.viewportSize()!.height - 5)
    await expect(nav).toBeHidden()
  })
})
