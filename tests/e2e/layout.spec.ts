import { settle } from './audit.ts'
import { expect, test } from './fixtures.ts'

// Runs in both the desktop (1280 px) and mobile (390 px) projects.
test('gallery cards are 300 px wide on phones and 400 px on wider screens', async ({ page }, testInfo) => {
  await page.goto('/#gallery')
  const card = page.locator('[data-gallery-list] > li').first()
  await expect(card).toBeVisible()
  const width = await card.evaluate((el) => el.getBoundingClientRect().width)
  expect(width).toBe(testInfo.project.name === 'mobile' ? 300 : 400)
})

test("the 3D renderings' captions: shown where nothing can hover (a tablet), shown on hover where a mouse can", async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width: 800, height: 1000 }) // past the phone layout, where captions always show
  await page.goto('/3d-renderings/')
  const caption = page.locator('main figcaption').first()
  await expect(caption).toHaveCSS('opacity', testInfo.project.name === 'mobile' ? '1' : '0')
  await caption.locator('..').hover()
  await expect(caption).toHaveCSS('opacity', '1')
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

test('keyboard focus follows the page order and is always visible', async ({ page }, testInfo) => {
  await page.goto('/')
  await settle(page)
  const seen: string[] = []
  let previousTop = -Infinity
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
        top: el.getBoundingClientRect().top + window.scrollY,
        fixed: !!el.closest('header'),
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      }
    })
    seen.push(focused.name)
    expect(focused.ring, `focus ring on ${focused.name}`).toBe(true)
    if (!focused.fixed) {
      expect(focused.top, `${focused.name} comes after the previous control`).toBeGreaterThanOrEqual(previousTop - 1)
      previousTop = focused.top
    }
  }
  expect(seen[0]).toBe('Skip to content')
  if (testInfo.project.name === 'desktop') expect(seen).toContain('Services')
})

test("the blog's photos are fetched about as large as they are drawn: square thumbnails on phones", async ({
  page,
}, testInfo) => {
  await page.goto('/blog/')
  const photo = page.locator('main li img').first()
  await expect(photo).toHaveJSProperty('complete', true)
  const { box, file, density } = await photo.evaluate(async (image: HTMLImageElement) => {
    // naturalWidth is in CSS pixels (the file's width over the density srcset chose): the file's own are wanted.
    const { width, height } = await createImageBitmap(await (await fetch(image.currentSrc)).blob())
    return { box: image.getBoundingClientRect(), file: { width, height }, density: devicePixelRatio }
  })
  // Drawn to cover its box: the photo's width on screen, in the device's pixels.
  const drawn = Math.max(box.width, (box.height * file.width) / file.height) * density
  const scale = `${file.width} px for ${drawn} px`
  expect(file.width / drawn, scale).toBeGreaterThanOrEqual(1)
  expect(file.width / drawn, scale).toBeLessThan(2)
  if (testInfo.project.name === 'mobile') expect(file.height / file.width, 'the square crop').toBe(1)
})
