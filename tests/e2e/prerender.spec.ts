// Prerendering in Chromium under the deploy headers (lib/speculation-rules.ts). Chromium never prerenders for a client
// attached as Playwright attaches, so this test drives its own Chromium through the tab target (scripts/devtools.ts).
import { SUBMITTING_ATTRIBUTE } from '../../lib/speculation-rules.ts'
import { type DevToolsEvent, launchDevTools, type Session, type Tab } from '../../scripts/devtools.ts'
import { expect, test } from './fixtures.ts'

type Sources = { preloadingAttemptSources: { key: { url: string } }[] }
const candidatesOf = (event: DevToolsEvent) =>
  (event.params as Sources).preloadingAttemptSources.map(
    ({ key }) => new URL(key.url).pathname + new URL(key.url).search,
  )
const statusOf = (event: DevToolsEvent) =>
  event.params as { key: { url: string }; status: string; prerenderStatus?: string }

/** Moves the pointer onto the link (the tap comes later, if at all). */
async function pointAt(page: Session, selector: string) {
  const point = await page.evaluate<{ x: number; y: number }>(`(() => {
    const link = document.querySelector(${JSON.stringify(selector)})
    link.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = link.getBoundingClientRect()
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })()`)
  await page.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
  return async function tap() {
    for (const type of ['mousePressed', 'mouseReleased'])
      await page.send('Input.dispatchMouseEvent', { type, ...point, button: 'left', clickCount: 1 })
  }
}

/** The next update of the prerendering of `url` to one of `statuses` (by default, how it ended: ready or failed). */
const prerenderStatus = (tab: Tab, url: string, statuses = ['Ready', 'Failure']) =>
  tab.next('Preload.prerenderStatusUpdated', (event) => {
    const { key, status } = statusOf(event)
    return key.url === url && statuses.includes(status)
  })

/** What a visit does that a page nobody has opened must not: note the visit, start the slideshow. */
const visitState = `({
  prerendering: document.prerendering,
  behaviours: document.documentElement.hasAttribute('data-site-ready'),
  visit: sessionStorage.getItem('visit-source'),
  slideshow: document.querySelector('[data-slideshow]').hasAttribute('data-started'),
})`
/** The slideshow's code may arrive after the shared behaviours: note whether it starts hidden or before a paint. */
const watchSlideshow = `new MutationObserver(() => {
  window.startedHidden ??= document.prerendering
  window.startedUnpainted ??= performance.getEntriesByType('paint').length === 0
}).observe(
  document.querySelector('[data-slideshow]'),
  { attributeFilter: ['data-started'] },
)`

test('the rule set is read under the CSP, and a page prerendered on hover is shown at the tap, recording the visit only then', async ({
  baseURL,
}) => {
  const browser = await launchDevTools()
  try {
    // Lifecycle events: a page's network going idle, here a prerendered page's.
    const tab = await browser.newTab((page) => page.send('Page.setLifecycleEventsEnabled', { enabled: true }))
    const about = tab.page
    await tab.goto(`${baseURL}/about/`)

    // The file the Speculation-Rules header names is read: a wrong content type or a CSP block is an error here.
    const { ruleSet } = (await tab.next('Preload.ruleSetUpdated')).params as { ruleSet: Record<string, unknown> }
    expect(ruleSet.url).toMatch(/\/assets\/speculation-rules\.\w+\.json$/)
    expect(ruleSet.errorType).toBeUndefined()

    // Candidates: every link to a page of the site, none external, never the thank-you page. They grow as the
    // parser reaches the links: the first update that has as many as the loaded page is the one to compare.
    const sameOrigin = await about.evaluate<string[]>(
      `[...new Set([...document.links].filter((a) => a.origin === location.origin).map((a) => a.pathname + a.search))]`,
    )
    const all = await tab.next(
      'Preload.preloadingAttemptSourcesUpdated',
      (e) => candidatesOf(e).length >= sameOrigin.length,
    )
    expect(new Set(candidatesOf(all))).toEqual(new Set(sameOrigin))
    await about.evaluate(`document.body.append(...['/thank-you/', '/thank-you/?from=link', '/?probe'].map((href) => {
      const link = document.createElement('a')
      link.href = href
      link.textContent = href
      return link
    }))`)
    const withProbe = await tab.next('Preload.preloadingAttemptSourcesUpdated', (e) =>
      candidatesOf(e).includes('/?probe'),
    )
    expect(candidatesOf(withProbe).filter((url) => url.startsWith('/thank-you/'))).toEqual([])
    // While a form's submission is in flight, nothing is.
    const submitting = tab.mark()
    await about.evaluate(`document.documentElement.toggleAttribute('${SUBMITTING_ATTRIBUTE}', true)`)
    await tab.next('Preload.preloadingAttemptSourcesUpdated', (e) => candidatesOf(e).length === 0, {
      since: submitting,
    })
    await about.evaluate(`document.documentElement.toggleAttribute('${SUBMITTING_ATTRIBUTE}', false)`)

    // A page prerendered on hover runs none of its code (it waits for the tap's frame), so it records nothing
    // and starts nothing: once its network is idle, it has asked for all it will before a tap.
    const siteReady = `document.documentElement.hasAttribute('data-site-ready')`
    await expect.poll(() => about.evaluate(siteReady)).toBe(true)
    await about.evaluate(`sessionStorage.removeItem('visit-source')`)
    // The header's "Get Free Quote" opens the home page at its quote form.
    const home = `${baseURL}/#contact`
    const tap = await pointAt(about, 'header a[href="/#contact"]')
    expect(statusOf(await prerenderStatus(tab, home)).status).toBe('Ready')
    const prerendered = (await tab.prerendered(home))!
    await tab.next('Page.lifecycleEvent', (e) => e.sessionId === prerendered.id && e.params.name === 'networkIdle')
    await prerendered.evaluate(watchSlideshow)
    const state = () => prerendered.evaluate(visitState)
    expect(await state()).toEqual({ prerendering: true, behaviours: false, visit: null, slideshow: false })

    // The tap shows it, and the visit starts once its first frame is presented (a paint entry): nothing of it
    // runs in the activation's task, nor while that frame is drawn.
    await prerendered.evaluate(`document.addEventListener('prerenderingchange', () => {
      window.atActivation = ${visitState}
    }, { once: true })`)
    await tap()
    await prerenderStatus(tab, home, ['Success'])
    const activationStart = `performance.getEntriesByType('navigation')[0].activationStart`
    expect(await prerendered.evaluate(activationStart)).toBeGreaterThan(0)
    await expect.poll(state).toEqual({
      prerendering: false,
      behaviours: true,
      visit: JSON.stringify({ url: '/', referrer: new URL(baseURL!).origin }),
      slideshow: true,
    })
    expect(await prerendered.evaluate('[window.startedHidden, window.startedUnpainted]')).toEqual([false, false])
    expect(await prerendered.evaluate('window.atActivation')).toMatchObject({
      behaviours: false,
      visit: null,
      slideshow: false,
    })

    // An island in view when its page is shown loads once that frame is painted, not while it is drawn: the
    // application form's props file is asked for after the paint entry (at 4x slowdown, as on a slow phone).
    const signup = `${baseURL}/subcontractor-signup/`
    const tapSignup = await pointAt(prerendered, 'footer a[href="/subcontractor-signup/"]')
    expect(statusOf(await prerenderStatus(tab, signup)).status).toBe('Ready')
    const form = (await tab.prerendered(signup))!
    await form.evaluate(
      `new PerformanceObserver(() => { window.painted ??= performance.now() }).observe({ type: 'paint' })`,
    )
    await form.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await tapSignup()
    const propsAsked = `performance.getEntriesByType('resource').find((e) => /SubcontractorForm\\.\\w+\\.json$/.test(e.name))?.startTime`
    // A page at 4x on a busy 2-core machine can take more than the default 5 s to get there.
    await expect.poll(() => form.evaluate(propsAsked), { timeout: 20_000 }).toBeDefined()
    expect(await form.evaluate(propsAsked)).toBeGreaterThanOrEqual(await form.evaluate<number>('window.painted'))

    // Chromium fetches no lazy image while prerendering: the first screen's photos are fetched all the same.
    const blog = `${baseURL}/blog/`
    await pointAt(form, 'footer a[href="/blog/"]')
    expect(statusOf(await prerenderStatus(tab, blog)).status).toBe('Ready')
    const photosShown = `[...document.images].filter((i) => i.width && i.getBoundingClientRect().top < innerHeight)
      .map((i) => i.complete && i.naturalWidth > 0)`
    await expect.poll(() => tab.prerendered(blog).then((page) => page!.evaluate(photosShown))).toEqual([true, true])
  } finally {
    await browser.close()
  }
})
