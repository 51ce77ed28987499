import { expect, test } from '@playwright/test'

// Only in the mobile project (390 px): the menu button exists below 1280 px.
test('the menu opens, closes with Escape, and its links navigate', async ({ page }) => {
  await page.goto('/about/')
  const menu = page.locator('[data-mobile-menu]')
  await menu.getByLabel('Menu').click()
  const nav = page.getByRole('navigation', { name: 'Mobile' })
  await expect(nav.getByRole('link', { name: 'Services' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(nav).toBeHidden()
  await menu.getByLabel('Menu').click()
  await nav.getByRole('link', { name: 'Projects' }).click()
  await expect(page).toHaveURL(/\/projects\/$/)
})
