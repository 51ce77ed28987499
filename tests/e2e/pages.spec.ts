/**
 * One visit per page on a phone (the mobile project, 390 px) and per page kind at 1280 px (the desktop project)
 * runs every rule that holds on each page, as Cloudflare's Pages runtime serves the build (scripts/e2e-server.ts).
 * A kind's pages share their template: what changes with the width, one of them proves for all. The first
 * paint needs nothing but the HTML: no request blocks rendering, the page's code comes after the load event,
 * nothing shifts, a text page arrives in the first round trip and, on a phone, paints text largest.
 * `npm run bench` measures the times; this holds what decides them.
 */
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import type { ConsoleMessage, Page, Request } from '@playwright/test'
import { business, contactAlternative, licenseLookupHref } from '../../content/business.ts'
import { navigation } from '../../content/navigation.ts'
import { errorRoutes, routes } from '../../lib/routes.ts'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'
import { LIGHTHOUSE_PHONE, largestPaintTag } from '../../scripts/largest-paint.ts'
import { kindOf, pathsByKind, photoKinds } from '../../scripts/page-kinds.ts'
import { axeViolations, htmlcsErrors, STYLE_RULES, settle } from './audit.ts'
import { test as base, expect, SITE } from './fixtures.ts'

/** A request the page should never make: one that leaves the site (data: URLs stay in the page). */
const leavesSite = (request: Request, baseURL: string) =>
  !request.url().startsWith(baseURL) && !request.url().startsWith('data:')

/** The worker's page, with what it asks of other origins and the errors it reports during one visit. */
const test = base.extend<{ visit: { page: Page; foreign: string[]; errors: string[] } }>({
  visit: async ({ workerPage, baseURL }, use) => {
    const page = await workerPage(true)
    const visit = { page, foreign: [] as string[], errors: [] as string[] }
    const onRequest = (request: Request) => leavesSite(request, baseURL!) && visit.foreign.push(request.url())
    const onPageError = (error: Error) => visit.errors.push(error.message)
    // CSP violations are among them: Chromium reports each on the console.
    const onConsole = (message: ConsoleMessage) => message.type() === 'error' && visit.errors.push(message.text())
    page.on('request', onRequest).on('pageerror', onPageError).on('console', onConsole)
    await use(visit)
    page.off('request', onRequest).off('pageerror', onPageError).off('console', onConsole)
  },
})
// A fresh context per visit cost more than its checks: the visits share the worker's page and send nothing to the
// backend (no address of their own, no route handler); CSP violations are among the console errors checked below.
test.use({ visitorAddress: '', cspViolations: [] })

const rules = parseHeadersFile(readFileSync(join(SITE, '_headers'), 'utf8'))
/**
 * The footer links every page but the articles (the blog lists them), the case studies (the projects page lists
 * them) and the pages kept out of search.
 */
const footerLinks = routes
  .filter((route) => !['article', 'project'].includes(route.kind) && !route.noindex)
  .map((route) => route.path)
/** TCP's initial window: 10 segments of 1,460 bytes (RFC 6928). A larger page costs a round trip before it paints. */
const FIRST_ROUND_TRIP = 10 * 1460
/** Home carries the whole stylesheet for its islands (its goal is 1.6x a bare page, not 1.3x): tests/build holds its bytes. */
const NOT_TEXT_PAGES = new Set(['/'])

/** Everything the response puts on the wire (status line, headers, gzip body and its chunk framing). */
function bytesOnTheWire(origin: string, path: string): Promise<{ headers: number; total: number; status: string }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const response = Buffer.concat(chunks)
      const end = response.indexOf('\r\n\r\n') + 4
      resolve({ headers: end, total: response.length, status: response.subarray(0, end).toString().split('\r\n')[0]! })
    })
    socket.end(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n\r\n`,
    )
  })
}

/** What the page asked for around its load event, and whether Chromium saw a request hold up rendering. */
function requests(page: Page) {
  return page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[]
    const resources = performance.getEntriesByType('resource') as (PerformanceResourceTiming & {
      renderBlockingStatus?: string
    })[]
    const code = resources.filter((r) => /\.(js|mjs|css)$/.test(new URL(r.name).pathname))
    return {
      code: code.map((r) => new URL(r.name).pathname),
      // Without this field the blocking check below would prove nothing.
      reportsBlocking: 'renderBlockingStatus' in PerformanceResourceTiming.prototype,
      blocking: resources.filter((r) => r.renderBlockingStatus === 'blocking').map((r) => r.name),
      codeBeforeLoad: code.filter((r) => r.startTime < navigation!.loadEventEnd).map((r) => new URL(r.name).pathname),
    }
  })
}

const visits = [
  ...routes.map((route) => ({ route, path: route.path, status: 200 })),
  { route: errorRoutes.notFound, path: '/no-such-page/', status: 404 },
]
/** The first page of each kind stands for it at every width; the desktop project leaves out the rest. */
const firstOfKind = new Set([...pathsByKind().values()].map(([first]) => first))

for (const { route, path, status } of visits) {
  const standsForKind = status !== 200 || firstOfKind.has(path)
  const tag = standsForKind ? '' : ' @phone-only'
  test(`${path} answers ${status} as _headers says, paints from its HTML, and passes every page check${tag}`, async ({
    visit: { page, foreign, errors },
    workerPage,
    baseURL,
  }, testInfo) => {
    test.setTimeout(60_000) // every check of a page in one test
    const mobile = testInfo.project.name === 'mobile'
    // On a phone, load at Lighthouse's screen, where the largest paint is judged.
    if (mobile) await page.setViewportSize(LIGHTHOUSE_PHONE.viewport)
    const response = (await page.goto(path, { waitUntil: 'load' }))!

    expect(response.status()).toBe(status)
    expect(response.request().redirectedFrom()).toBeNull()
    // The headers served are those of _headers (the file every host reads; its values: deploy-headers.test.ts).
    const fromFile = headersFor(rules, path)
    expect(fromFile.map(([name]) => name)).toContain('Content-Security-Policy')
    for (const [name, value] of fromFile) expect(response.headers()[name.toLowerCase()], name).toBe(value)

    const script = page.locator('script[data-site]')
    const code = [await script.getAttribute('data-site'), await script.getAttribute('data-entry')].filter(Boolean)
    // It waits for an idle moment after load, which a busy machine can put off past the default 5 s.
    // Waited for wherever it lands, so that code loaded too early fails below by name rather than as a timeout.
    await expect
      .poll(async () => (await requests(page)).code, { timeout: 20_000, intervals: [50] })
      .toEqual(expect.arrayContaining(code))
    const loaded = await requests(page)
    expect(loaded.reportsBlocking).toBe(true)
    expect(loaded.blocking).toEqual([])
    expect(loaded.codeBeforeLoad).toEqual([])
    const shifts = await page.evaluate(() => {
      // Layout shifts are kept for a buffered observer, which takeRecords() hands over at once.
      const observer = new PerformanceObserver(() => {})
      observer.observe({ type: 'layout-shift', buffered: true })
      type Shift = PerformanceEntry & { value: number; sources: { node?: Node }[] }
      return (observer.takeRecords() as Shift[]).map(
        (shift) => `${shift.value}: ${shift.sources.map((source) => source.node?.nodeName).join(', ')}`,
      )
    })
    // Lighthouse reports CLS to two decimals: 0.00 is the goal.
    expect(
      shifts.reduce((sum, shift) => sum + Number.parseFloat(shift), 0),
      shifts.join('; '),
    ).toBeLessThan(0.005)
    if (mobile) {
      const largest = await largestPaintTag(page)
      // An element that is neither an image nor a video paints text (a paragraph, a heading, a div of words).
      const painted = ['img', 'image', 'video', 'none'].includes(largest) ? largest : 'text'
      // The projects page's and the case studies' photos are the point of their first screen.
      expect(painted, 'the largest paint').toBe(photoKinds.has(kindOf(route)) ? 'img' : 'text')
      await page.setViewportSize(testInfo.project.use.viewport!)
    }

    await expect(page).toHaveTitle(route.seo.title)
    // One h1, the first heading; axe's heading-order holds that no level is skipped after it.
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(page.locator('h1, h2, h3, h4, h5, h6').first()).toHaveJSProperty('tagName', 'H1')
    for (const landmark of ['main', 'banner', 'contentinfo'] as const)
      await expect(page.getByRole(landmark)).toHaveCount(1)
    // A section is a landmark only with a name: each is named (by its heading, or a label).
    await expect(page.locator('section:not([aria-labelledby]):not([aria-label])')).toHaveCount(0)

    const header = page.locator('header[data-site-header]')
    await expect(header.locator('a[href="/"]').first()).toBeVisible()
    // White from the start, but on the home page, where it lies on the hero until scrolled (home.spec.ts).
    const headerColour = path === '/' ? 'rgba(0, 0, 0, 0)' : 'rgb(255, 255, 255)'
    await expect(header).toHaveCSS('background-color', headerColour)
    const license = header.getByRole('link', { name: `Lic. #${business.licenseNumber}` }).filter({ visible: true })
    await expect(license).toHaveAttribute('href', licenseLookupHref)
    // On a phone the header shows the license alone; the phone bar at the bottom of the screen calls.
    const bar = page.getByRole('navigation', { name: navigation.actionBar.label })
    await expect(header.getByRole('link', { name: business.phone.display })).toBeVisible({ visible: !mobile })
    if (mobile) await expect(bar).toBeInViewport({ ratio: 1 })
    else await expect(bar).toBeHidden()
    const quoteHref = path === '/' ? '#contact' : '/#contact'
    await expect(header.getByRole('link', { name: 'Get Free Quote' })).toHaveAttribute('href', quoteHref)
    // A fixed header never makes the page scroll, so a control past the screen's edge could never be reached.
    const width = page.viewportSize()!.width
    const controls = header.locator(':is(a, button, summary)').filter({ visible: true })
    for (const box of await controls.evaluateAll((all) => all.map((control) => control.getBoundingClientRect())))
      expect(box.left >= 0 && box.right <= width, `a header control at ${box.left}-${box.right} px`).toBe(true)
    const hrefs = await page.locator('footer a').evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(
      footerLinks.filter((href) => !hrefs.includes(href)),
      'missing from the footer',
    ).toEqual([])
    for (const url of Object.values(business.social)) {
      expect(hrefs).toContain(url)
      await expect(header.locator(`a[href="${url}"]`).first()).toBeAttached()
    }
    await expect(page.locator('footer')).toContainText(`© ${new Date().getFullYear()}`)
    const phones = await page
      .locator('a[href^="tel:"]')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(new Set(phones)).toEqual(new Set([`tel:${business.phone.e164}`]))

    await settle(page)
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    )
    // What the template's styles decide (contrast, target sizes), the kind's first page proves at each width.
    expect(await axeViolations(page, { skip: standsForKind ? [] : STYLE_RULES })).toEqual([])
    // HTML_CodeSniffer reads the markup, the same at any width and made by the kind's template: once per kind.
    if (!mobile) expect(await htmlcsErrors(page)).toEqual([])
    expect(foreign, 'requests to another origin').toEqual([])
    // The 404 page's own status is logged as a failed load.
    expect(
      errors.filter((error) => !(status === 404 && error.includes('404'))),
      'console errors',
    ).toEqual([])

    if (!mobile) return
    // The bytes of the first round trip, the same at any width: once per page, on the phone that visits them all.
    if (status === 200 && !NOT_TEXT_PAGES.has(path)) {
      const wire = await bytesOnTheWire(baseURL!, path)
      expect(wire.status).toBe('HTTP/1.1 200 OK')
      expect(wire.headers, 'response headers').toBeLessThan(1200)
      expect(wire.total, 'bytes on the wire').toBeLessThanOrEqual(FIRST_ROUND_TRIP)
    }
    // On a phone with JavaScript off: the page reads completely, CSS alone places the phone bar, and a form,
    // which cannot work, has every control disabled, offers the phone and e-mail instead, and sends nothing.
    const plain = await workerPage(false)
    const sent: string[] = []
    const onRequest = (request: Request) => {
      if (leavesSite(request, baseURL!)) foreign.push(request.url())
      if (request.method() !== 'GET') sent.push(request.url())
    }
    plain.on('request', onRequest)
    // Without scripts no photo is lazy: every one would be fetched and decoded, and none is what these checks read.
    await plain.route(/\.(avif|webp|jpe?g|png)$/, (route) => route.abort())
    await plain.goto(path, { waitUntil: 'domcontentloaded' })
    await expect(plain.locator('h1')).toBeVisible()
    expect((await plain.locator('main').innerText()).trim().length).toBeGreaterThan(status === 200 ? 200 : 50)
    // Without scripts the header never learns it was scrolled, so it is white from the start, on the home page too.
    await expect(plain.locator('header[data-site-header]')).toHaveCSS('background-color', 'rgb(255, 255, 255)')
    // Reveal-on-scroll must not hide anything when scripts cannot run.
    for (const hidden of await plain.locator('[data-reveal]').all()) await expect(hidden).toHaveCSS('opacity', '1')
    await expect(plain.getByRole('navigation', { name: navigation.actionBar.label })).toBeInViewport({ ratio: 1 })
    const forms = await plain.locator('form').all()
    expect(forms).toHaveLength(await plain.locator('[data-island$="Form"]').count())
    for (const form of forms) {
      for (const control of await form.locator('input:not([type="hidden"]), select, textarea, button').all())
        await expect(control).toBeDisabled()
      const { phone, email } = contactAlternative
      await expect(form.getByRole('link', { name: phone.display })).toHaveAttribute('href', phone.href)
      await expect(form.getByRole('link', { name: email.address })).toHaveAttribute('href', email.href)
      await form.locator('button[type="submit"]').click({ force: true })
      expect(plain.url(), 'no submission, not even a GET with the fields').toBe(new URL(path, baseURL).href)
    }
    plain.off('request', onRequest)
    await plain.unrouteAll()
    expect(foreign, 'requests to another origin without JavaScript').toEqual([])
    expect(sent, 'requests sent without JavaScript').toEqual([])
  })
}
