import type { Locator, Page } from '@playwright/test'
import { parse } from 'node-html-parser'
import { home } from '../../content/home.ts'
import { galleryProjects } from '../../content/projects.ts'
import { GalleryCategory } from '../../content/schema.ts'
import { LIGHTHOUSE_PHONE } from '../../scripts/largest-paint.ts'
import { axeViolations } from './audit.ts'
import { expect, holdBack, test } from './fixtures.ts'
import { hydrated, repeated, serveWithIslandProps } from './islands.ts'

/**
 * The slideshow under Playwright's clock once its script has started it, in a hero of `count` slides made from the
 * build's first (each its own photo URL), so the tests do not depend on how many photos the owner picks.
 */
async function slideshow(page: Page, count: number) {
  await page.clock.install()
  await page.route('/', async (route) => {
    const response = await route.fetch()
    const root = parse(await response.text())
    const [slide, ...otherSlides] = root.querySelectorAll('[data-slide]')
    const [dot, ...otherDots] = root.querySelectorAll('[data-slide-dot]')
    for (const node of [...otherSlides, ...otherDots]) node.remove()
    const slides = Array.from({ length: count }, (_, i) => {
      slide!.setAttribute('aria-label', `${i + 1} of ${count}`)
      if (i) slide!.setAttribute('hidden', '')
      return slide!.outerHTML.replace(/(\.(?:avif|webp|jpe?g))(?=[\s"])/g, `$1?slide=${i + 1}`)
    })
    const dots = Array.from({ length: count }, (_, i) => {
      dot!.setAttribute('aria-label', `Go to slide ${i + 1}`)
      if (i) dot!.removeAttribute('aria-current')
      return dot!.outerHTML
    })
    slide!.replaceWith(slides.join(''))
    dot!.replaceWith(dots.join(''))
    await route.fulfill({ response, body: root.toString() })
  })
  await page.goto('/')
  const root = page.locator('[data-slideshow]')
  await expect(root).toHaveAttribute('data-started', '')
  return root
}

test.describe('hero slideshow', () => {
  test('advances every 5 seconds (1, 2, 3, 1); a dot jumps; hovering or focusing it holds; pausing stops it', async ({
    page,
  }) => {
    const hero = await slideshow(page, 3)
    const current = hero.locator('[aria-current="true"]')
    const dot = (n: number) => hero.getByRole('button', { name: `Go to slide ${n}` })
    // Freeze time, then restart the rotation from slide 1 with synthetic clicks (no hover or focus,
    // which hold the rotation), so the 5 s steps below are exact.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000)
    await hero.getByRole('button', { name: 'Pause slideshow' }).dispatchEvent('click')
    await dot(1).dispatchEvent('click')
    await hero.getByRole('button', { name: 'Play slideshow' }).dispatchEvent('click')
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await page.clock.runFor(4900)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    for (const next of [2, 3, 1]) {
      await page.clock.runFor(next === 2 ? 100 : 5000)
      await expect(current).toHaveAccessibleName(`Go to slide ${next}`)
      await expect(hero.getByRole('group', { name: `${next} of 3` })).toHaveAttribute('aria-hidden', 'false')
    }

    await dot(3).click()
    await expect(current).toHaveAccessibleName('Go to slide 3')
    await page.clock.runFor(12_000) // the pointer rests on the dot
    await expect(current).toHaveAccessibleName('Go to slide 3')
    await page.mouse.move(0, 0)
    await dot(2).focus()
    await dot(1).hover() // a mouse passing over and away leaves the focus holding it
    await page.mouse.move(0, 0)
    await page.clock.runFor(12_000)
    await expect(current).toHaveAccessibleName('Go to slide 3')
    await page.locator('h1').click() // moves focus out of the slideshow
    await page.clock.runFor(5_000)
    await expect(current).toHaveAccessibleName('Go to slide 1')

    await hero.getByRole('button', { name: 'Pause slideshow' }).click()
    await page.mouse.move(0, 0)
    await page.locator('body').focus()
    await page.clock.runFor(15_000)
    await expect(current).toHaveAccessibleName('Go to slide 1')
    await expect(hero.getByRole('button', { name: 'Play slideshow' })).toBeVisible()
  })

  test('does not rotate when the visitor prefers reduced motion; the sections below show at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' })
    const hero = await slideshow(page, 3)
    await page.clock.runFor(12_000)
    await expect(hero.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute('aria-current', 'true')
    await expect(page.locator('#contact')).toHaveCSS('opacity', '1')
  })

  test('a single photo stands still, its controls never shown (the build leaves them out too)', async ({ page }) => {
    const hero = await slideshow(page, 1)
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

test.describe('on a phone', () => {
  test.use(LIGHTHOUSE_PHONE)

  // A request that finishes before the largest paint is one the paint may have waited for (Lighthouse counts it).
  test("the hero draws its avatars without fetching them, as 48 px circles, and fetches its photo's portrait crop once", async ({
    page,
  }) => {
    const photos: string[] = []
    page.on('request', (request) => request.resourceType() === 'image' && photos.push(new URL(request.url()).pathname))
    await page.goto('/', { waitUntil: 'load' })
    const requestedByLoad = [...photos]
    const avatars = await page.locator('#hero picture img:not([data-slide] img)').evaluateAll((images) =>
      (images as HTMLImageElement[]).map((image) => ({
        inline: image.currentSrc.startsWith('data:image/avif'),
        drawn: image.complete && image.naturalWidth > 0,
        size: `${image.getBoundingClientRect().width} x ${image.getBoundingClientRect().height}`,
      })),
    )
    expect(avatars).toEqual([1, 2, 3].map(() => ({ inline: true, drawn: true, size: '48 x 48' })))
    expect(requestedByLoad.filter((path) => path.includes('/avatar-'))).toEqual([])
    const photo = await page
      .locator('[data-slide] img')
      .first()
      .evaluate((image: HTMLImageElement) => ({
        path: new URL(image.currentSrc).pathname,
        tall: image.naturalHeight / image.naturalWidth,
      }))
    expect(photo.tall, 'the portrait crop').toBe(2)
    expect(requestedByLoad.filter((path) => path.startsWith(photo.path.split('.')[0]!))).toEqual([photo.path])
    expect(requestedByLoad.length, 'the first hero slide is fetched (the listener works)').toBeGreaterThan(0)
  })

  // As Lighthouse reads it: nothing scrolled, the sections below the hero still standing in.
  test('axe finds nothing on the page as loaded, once the shared code has arrived', async ({ page }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    // Sections below the screen are hidden for reveal-on-scroll at once: a fade-out there would cost frames.
    expect(await page.evaluate(() => document.getAnimations().length)).toBe(0)
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('gallery', () => {
  const rooms = GalleryCategory.options.filter((room) => galleryProjects.some((project) => project.category === room))

  test('has a card per gallery project and a tab per room that has one, each showing only its projects, even when tapped before its code has arrived', async ({
    page,
  }) => {
    // The page's code and the gallery's props are held back until after the first tap, as a slow phone's
    // network would hold them: the tap lands before any island code has run.
    let release = () => {}
    const held = new Promise<void>((resolve) => (release = resolve))
    for (const url of ['**/assets/entries/pages_index_client.*.js', '**/assets/islands/ProjectGallery.*.json']) {
      await page.route(url, async (route) => {
        await held
        await route.continue()
      })
    }
    await page.goto('/#gallery')
    const island = page.locator('[data-island="ProjectGallery"]')
    const cards = island.locator('[data-gallery-list] > li:visible')
    const tab = (room: keyof typeof home.gallery.filters) =>
      island.getByRole('button', { name: home.gallery.filters[room], exact: true })
    async function showsOnly(room: (typeof rooms)[number]) {
      await expect(tab(room)).toHaveAttribute('aria-pressed', 'true')
      await expect(cards).toHaveCount(galleryProjects.filter((project) => project.category === room).length)
      for (const card of await cards.all()) await expect(card).toHaveAttribute('data-category', room)
    }
    // Two taps before the code arrives: the later one wins, though its tab comes first.
    await tab(rooms[1]!).click()
    await tab(rooms[0]!).click()
    await expect(island).not.toHaveAttribute('data-hydrated')
    await expect(tab(rooms[0]!)).toHaveAttribute('aria-pressed', 'false')
    release()
    await showsOnly(rooms[0]!)

    await tab('all').click()
    await expect(cards).toHaveCount(galleryProjects.length)
    // Each goes to the business's profile, and says no more (no project's name, as if it were that project's post).
    await expect(island.getByRole('link', { name: 'View on Instagram', exact: true })).toHaveCount(
      galleryProjects.length,
    )
    await expect(island.getByRole('link', { name: 'View More on Instagram' })).toBeVisible()
    await expect(island.getByRole('group', { name: 'Filter projects' }).getByRole('button')).toHaveText([
      home.gallery.filters.all,
      ...rooms.map((room) => home.gallery.filters[room]),
    ])
    for (const room of rooms.slice(1)) {
      await tab(room).click()
      await showsOnly(room)
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
      await expect(list.locator('li:visible').first()).toBeInViewport()
      expect(await scrollLeft()).toBe(0)
    }
    await tabs[0]!.click()
    await expect(list.locator('li:visible')).toHaveCount(30)
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
  async function carouselOf(page: Page, count: number) {
    await serveWithIslandProps(page, '/', 'TestimonialCarousel', (props) => ({
      ...props,
      items: repeated(props.items, count),
    }))
    await page.goto('/')
    return hydrated(page, 'TestimonialCarousel')
  }

  test('shows one at a time; next and previous wrap around at both ends, dots jump, and the keyboard works them', async ({
    page,
  }) => {
    const island = await carouselOf(page, 3)
    const slide = island.getByRole('status')
    const quote = (n: number) => island.getByRole('blockquote').nth(n - 1)
    const press = (name: string) => island.getByRole('button', { name }).click()
    await expect(slide).toHaveText('Testimonial 1 of 3')
    await expect(quote(1)).toBeInViewport()
    await expect(quote(2)).not.toBeInViewport()
    await press('Previous testimonial')
    await expect(slide).toHaveText('Testimonial 3 of 3')
    await press('Next testimonial')
    await expect(slide).toHaveText('Testimonial 1 of 3')
    await press('Show testimonial 2')
    await expect(slide).toHaveText('Testimonial 2 of 3')
    await expect(quote(2)).toBeInViewport()
    await expect(quote(1)).not.toBeInViewport()
    await expect(island.getByRole('button', { name: 'Show testimonial 2' })).toHaveAttribute('aria-current', 'true')
    await island.getByRole('button', { name: 'Next testimonial' }).focus()
    await page.keyboard.press('Enter')
    await expect(slide).toHaveText('Testimonial 3 of 3')
    await page.keyboard.press('Space')
    await expect(slide).toHaveText('Testimonial 1 of 3')
  })

  test('one testimonial stands alone, with no arrows or dots', async ({ page }) => {
    const island = await carouselOf(page, 1)
    await expect(island.getByRole('blockquote')).toHaveCount(1)
    await expect(island.getByRole('button')).toHaveCount(0)
    await expect(island.getByRole('region', { name: 'Testimonials' })).toHaveCount(0)
  })

  test('a dozen: every dot fits a 320 px screen, every avatar round', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 800 })
    const island = await carouselOf(page, 12)
    const width = page.viewportSize()!.width
    for (const button of await island.getByRole('button').all()) {
      const box = (await button.boundingBox())!
      expect(box.x).toBeGreaterThanOrEqual(0)
      expect(box.x + box.width).toBeLessThanOrEqual(width)
    }
    const avatars = await island
      .locator('figcaption img')
      .evaluateAll((images) => images.map(({ clientWidth, clientHeight }) => `${clientWidth} x ${clientHeight}`))
    expect(avatars).toEqual(Array(12).fill('48 x 48'))
  })
})

/** Scrolls to `y` and waits until the page's scroll handlers have run (they update in the next animation frame). */
const scrollTo = (page: Page, y: number) =>
  page.evaluate(async (y) => {
    const scrolled = new Promise((done) => addEventListener('scroll', done, { once: true }))
    window.scrollTo({ top: y, behavior: 'instant' }) // the page scrolls smoothly otherwise
    await scrolled
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))
  }, y)

/** Where the element's top is once the page has stopped scrolling (the same position five frames in a row). */
const restingTop = (element: Locator) =>
  element.evaluate(async (el) => {
    const frame = () => new Promise((done) => requestAnimationFrame(done))
    for (let still = 0, last = NaN; still < 5; last = scrollY) {
      await frame()
      still = scrollY === last ? still + 1 : 0
    }
    return Math.round(el.getBoundingClientRect().top)
  })

test.describe('page behaviours', () => {
  test('the home header is transparent until scrolled past 10 px, then white; the scroll-to-top button appears past 300 px and scrolls to the top', async ({
    page,
  }) => {
    await page.goto('/')
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    const header = page.locator('header[data-site-header]')
    const button = page.getByRole('button', { name: 'Scroll to top' })
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
    await scrollTo(page, 10)
    await expect(header).toHaveAttribute('data-scrolled', 'false')
    await scrollTo(page, 11)
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    await scrollTo(page, 300)
    await expect(button).toBeHidden()
    await scrollTo(page, 301)
    await expect(button).toBeVisible()
    await button.click()
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0)
    await expect(header).toHaveCSS('background-color', 'rgba(0, 0, 0, 0)')
  })

  for (const from of ['/', '/about/']) {
    test(`"Get Free Quote" on ${from} lands on the contact section below the fixed header`, async ({ page }) => {
      await page.goto(from)
      await page.locator('header').getByRole('link', { name: 'Get Free Quote' }).click()
      await expect(page).toHaveURL(/\/#contact$/)
      const contact = page.locator('#contact')
      // Where the smooth scroll comes to rest, not where it passes (a section that changes size on the way moves it).
      const top = await restingTop(contact)
      expect(top).toBeGreaterThanOrEqual(64)
      expect(top).toBeLessThan(120)
      await expect(contact).toHaveCSS('opacity', '1')
    })
  }

  for (const width of [390, 1280]) {
    test(`at ${width} px the page is near its real length before the sections below the hero render`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 800 })
      await page.goto('/')
      const length = () => page.evaluate(() => document.documentElement.scrollHeight)
      const standingIn = await length()
      await page.locator('#hero ~ section').evaluateAll((sections: HTMLElement[]) => {
        for (const section of sections) section.style.contentVisibility = 'visible'
      })
      const ratio = standingIn / (await length())
      // Within a tenth: the scroll bar holds still as the sections render, and a scroll aimed at one lands near it.
      expect(ratio).toBeGreaterThan(0.9)
      expect(ratio).toBeLessThan(1.1)
    })
  }

  test('the sections below the hero render only near the viewport where the browser anchors scrolling', async ({
    page,
  }) => {
    // Without scroll anchoring (Safari before 27), stand-ins above the screen taking their real heights move the page.
    await page.goto('/')
    const conditions = await page.evaluate(() => {
      const find = (rules: CSSRuleList, conditions: string[]): string[] | undefined => {
        for (const rule of rules) {
          const within =
            rule instanceof CSSSupportsRule ? [...conditions, rule.conditionText.replace(/\s/g, '')] : conditions
          if (rule instanceof CSSStyleRule && rule.selectorText === '#hero ~ section') return within
          const found = rule instanceof CSSGroupingRule ? find(rule.cssRules, within) : undefined
          if (found) return found
        }
      }
      return [...document.styleSheets].map((sheet) => find(sheet.cssRules, [])).find(Boolean)
    })
    expect(conditions).toEqual(['(overflow-anchor:auto)'])
  })

  test('the contact section fades in once 10 percent of it is visible', async ({ page }) => {
    // The sections below the hero render only as they near the viewport, standing in with an average height
    // until then, so positions measured from the top would be wrong; a target in the URL renders them all at once.
    await page.goto('/#main')
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    const contact = page.locator('#contact')
    await expect(contact).toHaveCSS('opacity', '0')
    /** Scrolls until this share of the section is in view, and waits until intersection observers have seen it. */
    const show = (share: number) =>
      contact.evaluate(async (el, share) => {
        const { top, height } = el.getBoundingClientRect()
        window.scrollTo({ top: top + scrollY - innerHeight + height * share, behavior: 'instant' })
        // An observer created now is told after the page's own (made earlier) in the same update.
        await new Promise((seen) => {
          const observer = new IntersectionObserver(() => seen(observer.disconnect()))
          observer.observe(el)
        })
      }, share)
    await show(0.05)
    await expect(contact).toHaveAttribute('data-reveal', 'below')
    await show(0.12)
    await expect(contact).toHaveAttribute('data-reveal', 'shown')
  })

  test('a visitor sent to /#contact sees it under a white header before the shared code arrives (or if it never does) and after', async ({
    page,
  }) => {
    const release = await holdBack(page, '**/assets/site.*.js')
    await page.goto('/#contact', { waitUntil: 'load' })
    const contact = page.locator('#contact')
    await expect(contact).toBeInViewport()
    await expect(contact).toHaveCSS('opacity', '1')
    // The header, transparent over the hero at the top, is white here (its white words would vanish on the page).
    const header = page.locator('header[data-site-header]')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    // Every mark the section gets once the code arrives: it must not be hidden on the way.
    await contact.evaluate((section) => {
      const marks: string[] = []
      Object.assign(window, { marks })
      new MutationObserver(() => marks.push(section.dataset.reveal!)).observe(section, { attributes: true })
    })
    release()
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    await expect(contact).toHaveCSS('opacity', '1')
    expect(await page.evaluate(() => (window as unknown as { marks: string[] }).marks)).toEqual(['shown'])
    await expect(header).toHaveAttribute('data-scrolled', 'true')
    await expect(header).toHaveCSS('background-color', 'rgb(255, 255, 255)')
  })
})
