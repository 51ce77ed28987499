import { expect, test, type Page } from '@playwright/test'

/** Waits until an island's JavaScript has hydrated it (hydrate.ts marks it). */
async function hydrated(page: Page, name: string) {
  const island = page.locator(`[data-island="${name}"]`)
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', '')
  return island
}

/** Waits until the hero slideshow's script (loaded after the first paint) has started it. */
async function slideshow(page: Page) {
  const root = page.locator('[data-slideshow]')
  await expect(root).toHaveAttribute('data-started', '')
  return root
}

test.describe('hero slideshow', () => {
  test('advances every 5 seconds, cycling 0, 1, 2, 0', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = await slideshow(page)
    // Freeze time, then restart the rotation from slide 1 with synthetic clicks (no hover or focus,
    // which hold the rotation), so the 5 s steps below are exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await hero.getByRole('button', { name: 'Pause slideshow' }).dispatchEvent('click')
    await hero.getByRole('button', { name: 'Go to slide 1' }).dispatchEvent('click')
    await hero.getByRole('button', { name: 'Play slideshow' }).dispatchEvent('click')
    const current = hero.locator('[aria-current="true"]')
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(4900)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(100)
    await expect(current).toHaveAccessibleName('Go to slide 2')
    await page.clock.runFor(5000)
    await expect(current).toHaveAccessibleName('Go to slide 3')
    await page.clock.runFor(5000)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await expect(hero.getByRole('group', { name: '1 of 3' })).toHaveAttribute('aria-hidden', 'false')
  })

  test('dots jump to a slide, and the pause button stops the rotation', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = await slideshow(page)
    await hero.getByRole('button', { name: 'Go to slide 3' }).click()
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    await expect(hero.getByRole('group', { name: '3 of 3' })).toHaveAttribute('aria-hidden', 'false')
    await page.mouse.move(0, 0) // leave the carousel: hovering holds the rotation
    await hero.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').focus()
    await page.clock.runFor(15_000)
    await expect(hero.getByRole('button', { name: 'Go to slide 3' })).toHaveAttribute('aria-current', 'true')
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('holds the rotation while hovered or while a control has focus, and resumes after', async ({ page }) => {
    await page.clock.install()
    await page.goto('/')
    const hero = await slideshow(page)
    const current = hero.locator('[aria-current="true"]')
    await hero.getByRole('button', { name: 'Go to slide 1' }).hover()
    await page.clock.runFor(12_000)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await page.mouse.move(0, 0)
    await hero.getByRole('button', { name: 'Go to slide 2' }).focus()
    await page.clock.runFor(12_000)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await page.locator('h1').click() // moves focus out of the slideshow
    await page.clock.runFor(5_000)
    await expect(current).toHaveAccessibleName('Go to slide 2')
  })

  test('does not rotate when the visitor prefers reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.clock.install()
    await page.goto('/')
    const hero = await slideshow(page)
    await page.clock.runFor(12_000)
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
  })
})

test.describe('gallery', () => {
  test('filter tabs show only matching projects', async ({ page }) => {
    await page.goto('/')
    const island = await hydrated(page, 'ProjectGallery')
    const cards = island.locator('[data-gallery-list] > li')
    await expect(cards).toHaveCount(9)
    await expect(island.getByRole('button', { name: 'All Projects' })).toHaveAttribute('aria-pressed', 'true')
    for (const [label, category, count] of [['Kitchen', 'kitchen', 4], ['Bathroom', 'bathroom', 1], ['Interior', 'interior', 3], ['Flooring', 'flooring', 1]] as const) {
      await island.getByRole('button', { name: label, exact: true }).click()
      await expect(island.getByRole('button', { name: label, exact: true })).toHaveAttribute('aria-pressed', 'true')
      await expect(cards).toHaveCount(count)
      for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', category)
    }
    await island.getByRole('button', { name: 'All Projects' }).click()
    await expect(cards).toHaveCount(9)
  })

  test('each arrow scrolls the list by 300 pixels; cards are 400 px wide on wide screens', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }) // instant scrolling, so positions can be read at once
    await page.goto('/')
    const island = await hydrated(page, 'ProjectGallery')
    const list = island.locator('[data-gallery-list]')
    const scrollLeft = () => list.evaluate((el) => el.scrollLeft)
    expect(await list.locator('li').first().evaluate((el) => el.getBoundingClientRect().width)).toBe(400)
    await island.getByRole('button', { name: 'Scroll gallery right' }).click()
    await expect.poll(scrollLeft).toBe(300)
    await island.getByRole('button', { name: 'Scroll gallery right' }).click()
    await expect.poll(scrollLeft).toBe(600)
    await island.getByRole('button', { name: 'Scroll gallery left' }).click()
    await expect.poll(scrollLeft).toBe(300)
  })

  test('cards link to Instagram and the list ends with "View More on Instagram"', async ({ page }) => {
    await page.goto('/')
    const island = page.locator('[data-island="ProjectGallery"]')
    await expect(island.getByRole('link', { name: /^View on Instagram/ })).toHaveCount(9)
    await expect(island.getByRole('link', { name: 'View More on Instagram' })).toBeVisible()
  })
})

test.describe('testimonials', () => {
  test('next and previous wrap around at both ends; dots jump', async ({ page }) => {
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    const slide = island.getByRole('group')
    await expect(slide).toHaveAccessibleName('1 of 3')
    await island.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(slide).toHaveAccessibleName('3 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveAccessibleName('1 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveAccessibleName('3 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveAccessibleName('1 of 3')
    await island.getByRole('button', { name: 'Show testimonial 2' }).click()
    await expect(slide).toHaveAccessibleName('2 of 3')
    await expect(island.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')
  })

  test('is operable from the keyboard', async ({ page }) => {
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    await island.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.keyboard.press('Enter')
    await expect(island.getByRole('group')).toHaveAccessibleName('2 of 3')
    await page.keyboard.press('Space')
    await expect(island.getByRole('group')).toHaveAccessibleName('3 of 3')
  })
})

test.describe('page behaviours', () => {
  test('the home header is transparent until scrolled past 10 px, then white', async ({ page }) => {
    await page.goto('/')
    const header = page.locator('header[data-site-header]')
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await page.evaluate(() => window.scrollTo(0, 10))
    await page.waitForTimeout(100)
    await expect(header).not.toHaveAttribute('data-scrolled')
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-scrolled', '')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  test('other pages have a white header from the start', async ({ page }) => {
    await page.goto('/about/')
    await expect(page.locator('header[data-site-header]')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })

  test('the scroll-to-top button appears past 300 px and scrolls to the top', async ({ page }) => {
    await page.goto('/')
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 300))
    await page.waitForTimeout(100)
    await expect(button).toBeHidden()
    await page.evaluate(() => window.scrollTo(0, 301))
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
  })

  test('"Get Free Quote" on the home page scrolls to the contact section below the fixed header', async ({ page }) => {
    await page.goto('/')
    await page.locator('header').getByRole('link', { name: 'Get Free Quote' }).click()
    const contact = page.locator('#contact')
    await expect.poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(64)
    await expect.poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120)
    await expect(contact).toHaveAttribute('data-revealed', '')
    await expect(contact).toHaveCSS('opacity', '1')
  })

  test('the contact section fades in once 10 percent of it is visible', async ({ page }) => {
    await page.goto('/')
    const contact = page.locator('#contact')
    await expect(contact).not.toHaveAttribute('data-revealed')
    await expect(contact).toHaveCSS('opacity', '0')
    const { top, height } = await contact.evaluate((el) => ({ top: el.getBoundingClientRect().top + window.scrollY, height: el.getBoundingClientRect().height }))
    const viewport = page.viewportSize()!.height
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport + height * 0.05)
    await page.waitForTimeout(200)
    await expect(contact).not.toHaveAttribute('data-revealed')
    await page.evaluate((y) => window.scrollTo(0, y), top - viewport + height * 0.12)
    await expect(contact).toHaveAttribute('data-revealed', '')
  })

  test('shows everything at once for reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    await page.goto('/')
    await expect(page.locator('#contact')).toHaveCSS('opacity', '1')
  })

  test('the home page logs no console errors while the slideshow starts and every island hydrates', async ({ page }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await slideshow(page)
    for (const name of ['ProjectGallery', 'TestimonialCarousel', 'QuoteForm']) await hydrated(page, name)
    expect(errors).toEqual([])
  })
})
