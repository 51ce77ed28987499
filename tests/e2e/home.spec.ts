import { expect, type Page, test } from '@playwright/test'
import { type HTMLElement, parse } from 'node-html-parser'
import { home } from '../../content/home.ts'
import { galleryProjects } from '../../content/projects.ts'
import { GalleryCategory } from '../../content/schema.ts'
import { testimonials } from '../../content/testimonials.ts'
import { hydrated, repeated, serveWithIslandProps } from './islands.ts'

const quotes = testimonials.length

/**
 * The home page served with a hero of `count` slides made from the build's own (each its own photo URL), as
 * a build with that many photos would render it, so the rotation tests do not depend on how many photos the
 * owner picks.
 */
async function heroWith(page: Page, count: number) {
  await page.route(
    (url) => url.pathname === '/',
    async (route) => {
      const response = await route.fetch()
      const root = parse(await response.text())
      const show = root.querySelector('[data-slideshow]')!
      const copy = (element: HTMLElement, i: number, attributes: Record<string, string>) => {
        const clone = parse(element.outerHTML).firstChild as HTMLElement
        for (const [name, value] of Object.entries(attributes)) clone.setAttribute(name, value)
        if (i > 0) clone.setAttribute('hidden', '')
        else clone.removeAttribute('hidden')
        return clone.toString()
      }
      const [slide] = show.querySelectorAll('[data-slide]')
      for (const node of show.querySelectorAll('[data-slide]')) node.remove()
      const slides = Array.from({ length: count }, (_, i) =>
        copy(slide!, i, { 'aria-label': `${i + 1} of ${count}` }).replace(
          /(\.(?:avif|webp|jpe?g))(\s|")/g,
          `$1?slide=${i + 1}$2`,
        ),
      )
      show.insertAdjacentHTML('afterbegin', slides.join(''))
      const controls = show.querySelector('[data-slide-controls]')!
      const [dot] = controls.querySelectorAll('[data-slide-dot]')
      for (const node of controls.querySelectorAll('[data-slide-dot]')) node.remove()
      if (count > 1)
        controls.insertAdjacentHTML(
          'beforeend',
          Array.from({ length: count }, (_, i) =>
            copy(dot!, 0, { 'aria-label': `Go to slide ${i + 1}` }).replace(/ aria-current="true"/, i ? '' : '$&'),
          ).join(''),
        )
      else controls.remove()
      await route.fulfill({ response, body: root.toString() })
    },
  )
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
    await heroWith(page, 3)
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
    await heroWith(page, 3)
    await page.goto('/')
    const hero = await slideshow(page)
    const last = hero.getByRole('button', { name: 'Go to slide 3' })
    await last.click()
    await expect(last).toHaveAttribute('aria-current', 'true')
    await expect(hero.getByRole('group', { name: '3 of 3' })).toHaveAttribute('aria-hidden', 'false')
    await page.mouse.move(0, 0) // leave the carousel: hovering holds the rotation
    await hero.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').focus()
    await page.clock.runFor(15_000)
    await expect(last).toHaveAttribute('aria-current', 'true')
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('holds the rotation while hovered or while a control has focus, and resumes after', async ({ page }) => {
    await page.clock.install()
    await heroWith(page, 3)
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
    await heroWith(page, 3)
    await page.goto('/')
    const hero = await slideshow(page)
    await page.clock.runFor(12_000)
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
  })

  test('a single photo stands still, with no controls', async ({ page }) => {
    await page.clock.install()
    await heroWith(page, 1)
    await page.goto('/')
    const hero = await slideshow(page)
    await page.clock.runFor(12_000)
    await expect(hero.getByRole('button')).toHaveCount(0)
    await expect(hero.locator('img')).toHaveCount(1)
  })
})

test.describe('hero copy', () => {
  // A busy phone's parser can stop partway through the hero and paint what it has read; if the copy were placed
  // by its own height (centred), it would move when the rest arrived: a layout shift. Served cut short right
  // after the headline, the page must paint the headline where the whole page does.
  test('paints where it ends up even when the parser has read only the headline', async ({ page }) => {
    for (const size of [
      { width: 412, height: 823 },
      { width: 1280, height: 800 },
      { width: 1920, height: 1080 },
    ]) {
      await page.setViewportSize(size)
      await page.unrouteAll()
      await page.goto('/')
      const whole = await page.locator('#hero-heading').boundingBox()
      await page.route(
        (url) => url.pathname === '/',
        async (route) => {
          const html = await (await route.fetch()).text()
          await route.fulfill({ contentType: 'text/html', body: html.slice(0, html.indexOf('</h1>') + '</h1>'.length) })
        },
      )
      await page.goto('/')
      const partial = await page.locator('#hero-heading').boundingBox()
      expect(partial, `${size.width} x ${size.height}`).toEqual(whole)
    }
  })
})

test.describe('gallery', () => {
  const rooms = GalleryCategory.options.filter((room) => galleryProjects.some((project) => project.category === room))

  test('has a card per gallery project, and a tab per room that has one, each showing only its projects', async ({
    page,
  }) => {
    await page.goto('/')
    const island = await hydrated(page, 'ProjectGallery')
    const cards = island.locator('[data-gallery-list] > li')
    await expect(cards).toHaveCount(galleryProjects.length)
    await expect(island.getByRole('link', { name: /^View on Instagram/ })).toHaveCount(galleryProjects.length)
    await expect(island.getByRole('link', { name: 'View More on Instagram' })).toBeVisible()
    const tabs = island.getByRole('group', { name: 'Filter projects' }).getByRole('button')
    await expect(tabs).toHaveText(
      rooms.length > 1 ? [home.gallery.filters.all, ...rooms.map((room) => home.gallery.filters[room])] : [],
    )
    for (const room of rooms.length > 1 ? rooms : []) {
      const tab = island.getByRole('button', { name: home.gallery.filters[room], exact: true })
      await tab.click()
      await expect(tab).toHaveAttribute('aria-pressed', 'true')
      await expect(cards).toHaveCount(galleryProjects.filter((project) => project.category === room).length)
      for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', room)
    }
  })

  test('with many projects: each arrow scrolls the list by 300 pixels, every tab filters, and "All" shows them all', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' }) // instant scrolling, so positions can be read at once
    await serveWithIslandProps(page, '/', 'ProjectGallery', (props) => ({
      ...props,
      projects: repeated(props.projects, 30),
    }))
    await page.goto('/')
    const island = await hydrated(page, 'ProjectGallery')
    const list = island.locator('[data-gallery-list]')
    const scrollLeft = () => list.evaluate((el) => el.scrollLeft)
    expect(
      await list
        .locator('li')
        .first()
        .evaluate((el) => el.getBoundingClientRect().width),
    ).toBe(400)
    await island.getByRole('button', { name: 'Scroll gallery right' }).click()
    await expect.poll(scrollLeft).toBe(300)
    await island.getByRole('button', { name: 'Scroll gallery right' }).click()
    await expect.poll(scrollLeft).toBe(600)
    await island.getByRole('button', { name: 'Scroll gallery left' }).click()
    await expect.poll(scrollLeft).toBe(300)
    const tabs = await island.getByRole('group', { name: 'Filter projects' }).getByRole('button').all()
    expect(tabs.length).toBeGreaterThan(2)
    for (const tab of tabs.slice(1)) {
      await tab.click()
      await expect(list.locator('li').first()).toBeVisible()
      expect(await list.evaluate((el) => el.scrollLeft)).toBe(0)
    }
    await tabs[0]!.click()
    await expect(list.locator('li')).toHaveCount(30)
  })

  test('with one project: one card, no tabs, and no arrows (there is nothing to scroll)', async ({ page }) => {
    await serveWithIslandProps(page, '/', 'ProjectGallery', (props) => ({
      ...props,
      projects: props.projects.slice(0, 1),
      filters: [],
    }))
    await page.goto('/')
    const island = await hydrated(page, 'ProjectGallery')
    await expect(island.locator('[data-gallery-list] > li')).toHaveCount(1)
    await expect(island.getByRole('group', { name: 'Filter projects' })).toHaveCount(0)
    await expect(island.getByRole('button', { name: 'Scroll gallery right' })).toBeHidden()
    await expect(island.getByRole('button', { name: 'Scroll gallery left' })).toBeHidden()
  })
})

test.describe('testimonials', () => {
  const carouselOf = (count: number) => async (page: Page) => {
    await serveWithIslandProps(page, '/', 'TestimonialCarousel', (props) => ({
      ...props,
      items: repeated(props.items, count),
    }))
  }

  test('has every testimonial of the content in the page, and shows one at a time', async ({ page }) => {
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    await expect(island.getByRole('blockquote')).toHaveCount(quotes)
    await expect(island.getByRole('blockquote').first()).toContainText(testimonials[0]!.quote)
    await island.scrollIntoViewIfNeeded()
    await expect(island.getByRole('blockquote').first()).toBeInViewport()
    if (quotes > 1) {
      await expect(island.getByRole('blockquote').nth(1)).not.toBeInViewport()
      await expect(island.getByRole('button', { name: /^Show testimonial/ })).toHaveCount(quotes)
    }
  })

  test('next and previous wrap around at both ends; dots jump', async ({ page }) => {
    await carouselOf(3)(page)
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    const slide = island.getByRole('status')
    await expect(slide).toHaveText('Testimonial 1 of 3')
    await island.getByRole('button', { name: 'Previous testimonial' }).click()
    await expect(slide).toHaveText('Testimonial 3 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveText('Testimonial 1 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveText('Testimonial 3 of 3')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(slide).toHaveText('Testimonial 1 of 3')
    await island.getByRole('button', { name: 'Show testimonial 2' }).click()
    await expect(slide).toHaveText('Testimonial 2 of 3')
    await expect(island.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')
  })

  test('is operable from the keyboard', async ({ page }) => {
    await carouselOf(3)(page)
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    await island.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.keyboard.press('Enter')
    await expect(island.getByRole('status')).toHaveText('Testimonial 2 of 3')
    await page.keyboard.press('Space')
    await expect(island.getByRole('status')).toHaveText('Testimonial 3 of 3')
  })

  test('one testimonial stands alone, with no arrows or dots', async ({ page }) => {
    await carouselOf(1)(page)
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    await expect(island.getByRole('blockquote')).toHaveCount(1)
    await expect(island.getByRole('button')).toHaveCount(0)
    await expect(island.getByRole('region', { name: 'Testimonials' })).toHaveCount(0)
  })

  test('with a dozen, the last wraps to the first and every dot stays on a 320 px screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    await carouselOf(12)(page)
    await page.goto('/')
    const island = await hydrated(page, 'TestimonialCarousel')
    await island.getByRole('button', { name: 'Show testimonial 12' }).click()
    await expect(island.getByRole('status')).toHaveText('Testimonial 12 of 12')
    await island.getByRole('button', { name: 'Next testimonial' }).click()
    await expect(island.getByRole('status')).toHaveText('Testimonial 1 of 12')
    const width = page.viewportSize()!.width
    for (const button of await island.getByRole('button').all()) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    }
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
    await expect
      .poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top)))
      .toBeGreaterThanOrEqual(64)
    await expect.poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120)
    await expect(contact).toHaveAttribute('data-revealed', '')
    await expect(contact).toHaveCSS('opacity', '1')
  })

  test('"Get Free Quote" on any other page lands on the contact section below the fixed header', async ({ page }) => {
    await page.goto('/about/')
    await page.locator('header').getByRole('link', { name: 'Get Free Quote' }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    const contact = page.locator('#contact')
    // Where the smooth scroll comes to rest, not where it passes (a section that changes size on the way moves it).
    await expect
      .poll(() => contact.evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 10_000 })
      .toBeGreaterThanOrEqual(64)
    await page.waitForTimeout(1500)
    expect(await contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeGreaterThanOrEqual(64)
    expect(await contact.evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(120)
  })

  test('the contact section fades in once 10 percent of it is visible', async ({ page }) => {
    // The sections below the hero render only as they near the viewport, standing in with a guessed height
    // until then (pages/styles.css), so scroll positions measured from the top would not be the real ones. With
    // a target in the URL every section renders at once: here the skip link's, at the top of the page.
    await page.goto('/#main')
    const contact = page.locator('#contact')
    await expect(contact).not.toHaveAttribute('data-revealed')
    await expect(contact).toHaveCSS('opacity', '0')
    const { top, height } = await contact.evaluate((el) => ({
      top: el.getBoundingClientRect().top + window.scrollY,
      height: el.getBoundingClientRect().height,
    }))
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

  test('the home page logs no console errors while the slideshow starts and every island hydrates', async ({
    page,
  }) => {
    const errors: string[] = []
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()))
    page.on('pageerror', (error) => errors.push(error.message))
    await page.goto('/')
    await slideshow(page)
    for (const name of ['ProjectGallery', 'TestimonialCarousel', 'QuoteForm'] as const) await hydrated(page, name)
    expect(errors).toEqual([])
  })
})
