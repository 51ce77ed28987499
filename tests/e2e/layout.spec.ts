import { expect, test } from '@playwright/test'
import { business, licenseLookupHref } from '../../content/business.ts'
import { navigation } from '../../content/navigation.ts'

// Runs in both the desktop (1280 px) and mobile (390 px) projects.
test('header: phone link beside the license on desktop; on mobile only the license label', async ({
  page,
}, testInfo) => {
  await page.goto('/about/')
  const header = page.locator('header[data-site-header]')
  const phone = header.getByRole('link', { name: business.phone.display })
  const license = header.getByRole('link', { name: `Lic. #${business.licenseNumber}` }).filter({ visible: true })
  await expect(license).toHaveCount(1)
  await expect(license).toHaveAttribute('href', licenseLookupHref)
  if (testInfo.project.name === 'mobile') await expect(phone).toBeHidden()
  else await expect(phone).toBeVisible()
  await expect(header.getByRole('link', { name: 'Get Free Quote' })).toBeVisible()
})

test('the phone bar is on screen on a phone and absent on a desktop', async ({ page }, testInfo) => {
  await page.goto('/about/')
  const bar = page.getByRole('navigation', { name: navigation.actionBar.label })
  if (testInfo.project.name === 'mobile') await expect(bar).toBeInViewport({ ratio: 1 })
  else await expect(bar).toBeHidden()
})

test('gallery cards are 300 px wide on phones and 400 px on wider screens', async ({ page }, testInfo) => {
  await page.goto('/#gallery')
  const card = page.locator('[data-gallery-list] > li').first()
  await expect(card).toBeVisible()
  const width = await card.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBe(testInfo.project.name === 'mobile' ? 300 : 400)
})

test('the skip link moves focus to the main content', async ({ page }) => {
  await page.goto('/services/')
  await page.keyboard.press('Tab')
  const skip = page.getByRole('link', { name: 'Skip to content' })
  await expect(skip).toBeFocused()
  await expect(skip).toBeVisible()
  await page.keyboard.press('Enter')
  await expect(page.locator('main')).toBeFocused()
})

test('every header control fits on screen (a fixed header never makes the page scroll, so it could hide them)', async ({
  page,
}) => {
  for (const path of ['/', '/about/']) {
    await page.goto(path)
    const width = page.viewportSize()!.width
    const controls = page.locator('header[data-site-header] :is(a, button, summary)').filter({ visible: true })
    expect(await controls.count()).toBeGreaterThan(2)
    for (const control of await controls.all()) {
      const box = (await control.boundingBox())!
      expect(box.x, `${path}: ${await control.textContent()}`).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width, `${path}: ${await control.textContent()}`).toBeLessThanOrEqual(width)
    }
  }
})
