/**
 * `npm run bench` (options: USAGE below): Lighthouse on each page kind against a bare control page, in rounds so each
 * round sees the same machine load, then next-page taps and islands; writes bench-results/ and docs/performance.md.
 */
import { execSync } from 'node:child_process'
import { appendFileSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { parseArgs } from 'node:util'
import { gzipSync } from 'node:zlib'
import { launch } from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium, type Locator, type Page } from 'playwright-core'
import sharp from 'sharp'
import { forms } from '../content/forms.ts'
import { home } from '../content/home.ts'
import { quotePhotos } from '../content/quote-photos.ts'
import { outDir } from '../lib/config.server.ts'
import { fill } from '../lib/format.ts'
import { CHROMIUM_FLAGS, CHROMIUM_PATH, ensureChromium, HEADLESS_SHELL_PATH } from './debian-packages.ts'
import { type Browser, type DevToolsEvent, launchDevTools, type Session, type Tab } from './devtools.ts'
import { writeDocsSection } from './docs-section.ts'
import { freePort } from './free-port.ts'
import { LIGHTHOUSE_PHONE } from './largest-paint.ts'
import { lcpGoalOf, pathsByKind } from './page-kinds.ts'
import { serveStatic } from './serve.ts'

const USAGE = `npm run bench [-- options]
  --no-build             measure the last build (by default: npm run build:local first)
  --runs N               rounds of every measure (default 5)
  --taps N               rounds of prerendered taps (default 12; the taps without prerendering take --runs)
  --kinds Home,Article   only these page kinds (implies --no-docs)
  --next-only            only the next pages and the interactions (no Lighthouse rounds)
  --no-docs              leave docs/performance.md alone`

const CONTROL_PATH = '/__bench-control/'
/** The floor: a page that needs nothing but its own bytes, served with the same headers as the site. */
const CONTROL_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Control page</title>
<link rel="icon" href="data:,">
</head>
<body>
<h1>Kitchen and bathroom remodeling in San Diego County</h1>
<p>This page is the floor the benchmark holds every page kind against: the same server, the same headers and
the same network, but nothing except this document. It has one heading and one paragraph of text, no
stylesheet, no script, no image and no web font, so the browser can paint it as soon as the first bytes of
the response arrive and are parsed. Whatever a real page adds on top of this in time is the cost of its own
bytes: a larger document, a stylesheet the browser must wait for, a script that competes for the network or
the main thread, or an image that becomes the largest element on the screen. The ratio of a page's largest
paint to this page's largest paint, measured in the same run, is the figure the project tracks.</p>
</body>
</html>
`

type Target = { kind: string; path: string; goal?: number }
type Measure = Awaited<ReturnType<typeof measure>>
type NetworkItem = { resourceType?: string; transferSize?: number; rendererStartTime?: number }

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']
/** A Lighthouse run takes 5-20 s here; a run that has not finished in this long never will. */
const RUN_TIMEOUT_MS = 120_000
let lighthouseVersion = ''

/** A metric's value; a run that could not compute it is an error, not a NaN in the medians. */
function metric(audit: { id: string; numericValue?: number; errorMessage?: string } | undefined): number {
  if (audit?.numericValue === undefined)
    throw new Error(`Lighthouse computed no ${audit?.id ?? 'metric'}: ${audit?.errorMessage ?? 'missing'}`)
  return audit.numericValue
}

/** The work's result, or an error once `ms` have passed (the timer keeps nothing alive). */
const withTimeout = <T>(work: Promise<T>, ms: number, message: string): Promise<T> =>
  Promise.race([work, sleep(ms, undefined, { ref: false }).then(() => Promise.reject(new Error(message)))])

/** Lighthouse now and then fails a run (a trace it cannot read): try again, up to three times. */
async function measureWithRetry(url: string, withScores: boolean): Promise<Measure> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await measure(url, withScores)
    } catch (error) {
      if (attempt === 3) throw error
      console.log(`  retrying ${url}: ${error instanceof Error ? error.message : String(error)}`)
    }
  }
}

type Result = NonNullable<Awaited<ReturnType<typeof lighthouse>>>

/** A category's score; below 100, with the audits that cost it (performance's cost is its metrics, tabled apart). */
function scoreOf({ categories, audits }: Result['lhr'], categoryId: string): string {
  const category = categories[categoryId]
  const score = Math.round((category?.score ?? 0) * 100)
  if (score === 100 || categoryId === 'performance' || !category) return String(score)
  const failed = category.auditRefs.filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
  return `${score} (${failed.map((ref) => ref.id).join(', ')})`
}

/** One Lighthouse run in a fresh Chromium. The categories other than performance cost time: only round 1 asks. */
async function measure(url: string, withScores: boolean) {
  // Our flags only, not chrome-launcher's defaults: the same Chromium as every other measure.
  const chromeFlags = ['--headless=new', ...CHROMIUM_FLAGS]
  const browser = await launch({ chromePath: CHROMIUM_PATH, chromeFlags, ignoreDefaultFlags: true })
  try {
    const onlyCategories = withScores ? CATEGORIES : ['performance']
    const run = lighthouse(url, { port: browser.port, output: 'json', logLevel: 'error', onlyCategories })
    // Now and then Chromium closes the page under Lighthouse ("Target closed") and the run never settles: give up
    // on it, so the retry gets its turn. Closing Chromium ends the stuck run, whose late failure is then ignored.
    run.catch(() => {})
    const result = await withTimeout(run, RUN_TIMEOUT_MS, `Lighthouse did not finish ${url} in time`)
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    const { audits } = result.lhr
    lighthouseVersion = result.lhr.lighthouseVersion
    const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    const metrics = (audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
      ?.items?.[0]
    // Request start times count from the document request, which starts at navigation: what started
    // before the observed first paint was on the critical path or competing with it.
    const firstPaint = metrics?.observedFirstContentfulPaint ?? Infinity
    const [document, ...rest] = requests
    const beforePaint = rest.filter((r) => (r.rendererStartTime ?? Infinity) < firstPaint)
    const bytes = (items: NetworkItem[], ofType: (type?: string) => boolean) =>
      items.filter((r) => ofType(r.resourceType)).reduce((total, r) => total + (r.transferSize ?? 0), 0)
    return {
      lcpMs: metric(audits['largest-contentful-paint']),
      fcpMs: metric(audits['first-contentful-paint']),
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      // Transfer sizes in bytes: the document, then what was requested before the first paint, by type.
      htmlBytes: document?.transferSize ?? NaN,
      cssBeforePaint: bytes(beforePaint, (type) => type === 'Stylesheet'),
      jsBeforePaint: bytes(beforePaint, (type) => type === 'Script'),
      otherBeforePaint: bytes(beforePaint, (type) => type !== 'Stylesheet' && type !== 'Script'),
      // All JavaScript the page loaded during the run (islands hydrate on idle, so they count here).
      jsTotal: bytes(requests, (type) => type === 'Script'),
      scores: withScores ? CATEGORIES.map((id) => scoreOf(result.lhr, id)) : undefined,
    }
  } finally {
    browser.kill()
  }
}

/** The median of the values that are numbers (NaN when none is). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

type Figure = Exclude<keyof Measure, 'scores'>

function medianOf(runs: Measure[]): Measure {
  const figures = Object.keys(runs[0]!).filter((key) => key !== 'scores') as Figure[]
  const medians = Object.fromEntries(figures.map((key) => [key, median(runs.map((run) => run[key]))]))
  return { ...(medians as Record<Figure, number>), scores: runs.find((run) => run.scores)?.scores }
}

/** Per kind, the page with the most compressed HTML: the one furthest from the floor. */
function targets(): Target[] {
  const gzipped = (path: string) => gzipSync(readFileSync(join(outDir, 'client', path, 'index.html'))).length
  return [...pathsByKind()]
    .filter(([, paths]) => paths.length)
    .map(([kind, paths]) => ({ kind, goal: lcpGoalOf(kind), path: paths.sort((a, b) => gzipped(b) - gzipped(a))[0]! }))
}

const kb = (bytes: number) => (bytes ? `${(bytes / 1024).toFixed(1)} KB` : '0')
const ms = (value: number) => `${Math.round(value)} ms`
const orNa = (value: number) => (Number.isNaN(value) ? 'n/a' : ms(value))
const verdict = (value: number, goal: number) => (value <= goal ? 'met' : '**missed**')

/** Lighthouse rounds on every target: median tables (12.2 can't name the largest element here; pages.spec.ts does). */
async function firstPaintSection(origin: string): Promise<string> {
  const runsByPath = new Map<string, Measure[]>(all.map(({ path }) => [path, []]))
  const started = Date.now()
  for (let round = 1; round <= runs; round++) {
    for (const { kind, path } of all) {
      // Scores say nothing about the control page (it has no description, on purpose).
      const m = await measureWithRetry(origin + path, round === 1 && path !== CONTROL_PATH)
      runsByPath.get(path)!.push(m)
      const elapsed = Math.round((Date.now() - started) / 1000)
      console.log(`round ${round}/${runs} ${kind.padEnd(24)} LCP ${ms(m.lcpMs)}  FCP ${ms(m.fcpMs)}  (${elapsed} s)`)
    }
  }
  writeFileSync('bench-results/lighthouse.json', JSON.stringify(Object.fromEntries(runsByPath), null, 2))
  const results = new Map([...runsByPath].map(([path, measures]) => [path, medianOf(measures)]))
  const control = results.get(CONTROL_PATH)!
  const paint = all.map(({ kind, path, goal }) => {
    const m = results.get(path)!
    const lcpRatio = m.lcpMs / control.lcpMs
    const met = goal === undefined ? '' : `≤ ${goal}x: ${verdict(lcpRatio, goal)}`
    return `| ${kind} | \`${path}\` | ${ms(m.lcpMs)} | **${lcpRatio.toFixed(2)}x** | ${met} | ${ms(m.fcpMs)} | ${(m.fcpMs / control.fcpMs).toFixed(2)}x | ${m.cls.toFixed(3)} | ${ms(m.tbtMs)} |`
  })
  const bytes = all.map(({ kind, path }) => {
    const m = results.get(path)!
    return `| ${kind} | ${kb(m.htmlBytes)} | ${kb(m.cssBeforePaint)} | ${kb(m.jsBeforePaint)} | ${kb(m.otherBeforePaint)} | ${kb(m.jsTotal)} | ${m.scores?.join(' / ') ?? ''} |`
  })
  return `Measured ${when} with \`npm run bench\` (Lighthouse ${lighthouseVersion}, mobile defaults: simulated slow 4G and 4x CPU slowdown; median of ${runs} rounds, every page kind and the control page in each round; ratios are to the control page's median):

| Page kind | Path | LCP | LCP ratio | Goal | FCP | FCP ratio | CLS | TBT |
| --- | --- | --: | --: | --- | --: | --: | --: | --: |
${paint.join('\n')}

Bytes in the critical path (transferred, headers included; median) and Lighthouse scores (first round):

| Page kind | HTML | Stylesheets before first paint | Scripts before first paint | Other files before first paint | All scripts (after load) | Perf. / A11y / Best pr. / SEO |
| --- | --: | --: | --: | --: | --: | --- |
${bytes.join('\n')}`
}

/** Lighthouse's slow 4G as DevTools applies it (its "devtools" throttling: latency and throughput adjusted). */
const SLOW_4G = { offline: false, latency: 562.5, downloadThroughput: 188_744, uploadThroughput: 86_400 }
const CPU_SLOWDOWN = 4
const GOAL_MS = 100
/** The page the taps start from, as served and without the Speculation-Rules header (the control). */
const FROM = '/__bench-from/'
const FROM_PLAIN = '/__bench-from-plain/'

/** The site map page (so the shared files are in the cache, as on a second page) with a link to each target. */
function writeLaunchPages(root: string) {
  const links = all.map(({ path }, i) => `<li><a data-bench="${i}" href="${path}">${path}</a></li>`).join('')
  const page = readFileSync(join(root, 'sitemap/index.html'), 'utf8').replace('</main>', `<ul>${links}</ul></main>`)
  for (const path of [FROM, FROM_PLAIN]) {
    mkdirSync(join(root, path), { recursive: true })
    writeFileSync(join(root, path, 'index.html'), page)
  }
  appendFileSync(join(root, '_headers'), `\n${FROM_PLAIN}\n  ! Speculation-Rules\n`)
}

async function throttledPhone(page: Session) {
  await page.send('Network.enable')
  const { viewport, deviceScaleFactor } = LIGHTHOUSE_PHONE
  await page.send('Emulation.setDeviceMetricsOverride', { ...viewport, deviceScaleFactor, mobile: true })
  await page.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  await page.send('Network.emulateNetworkConditions', SLOW_4G)
}

const loaded = `new Promise((done) => document.readyState === 'complete' ? done() : addEventListener('load', done))`
const siteReady = `new Promise((done) => document.documentElement.hasAttribute('data-site-ready') ? done()
  : new MutationObserver((_, o) => { o.disconnect(); done() }).observe(document.documentElement, { attributeFilter: ['data-site-ready'] }))`
/** The time of the page's largest paint on the clock all pages share, once settled after the load. */
const largestPaint = `new Promise((done) => {
  let last
  new PerformanceObserver((list) => { last = list.getEntries().at(-1) }).observe({ type: 'largest-contentful-paint', buffered: true })
  ${loaded}.then(() => requestAnimationFrame(() => setTimeout(() => done(performance.timeOrigin + last?.startTime), 200)))
})`

/** Taps the launch page's link `index` once it is in view, the tap's time noted where the next page can read it. */
async function tapLink(tab: Tab, url: string, index: number, prerender: boolean) {
  const from = tab.page
  await tab.goto(new URL(prerender ? FROM : FROM_PLAIN, url).href)
  const point = await from.evaluate<{ x: number; y: number }>(`(async () => {
    await ${siteReady}
    const link = document.querySelector('[data-bench="${index}"]')
    link.scrollIntoView({ block: 'center', behavior: 'instant' })
    const box = link.getBoundingClientRect()
    // The tap's time, where the next page can read it (sessionStorage is the tab's).
    addEventListener('click', (e) => sessionStorage.setItem('tap', performance.timeOrigin + e.timeStamp), true)
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 }
  })()`)
  await from.send('Input.dispatchMouseEvent', { type: 'mouseMoved', ...point })
  let next: Session | undefined = from
  if (prerender) {
    const done = (e: DevToolsEvent) =>
      (e.params.key as { url: string }).url === url && ['Ready', 'Failure'].includes(e.params.status as string)
    const status = await tab.next('Preload.prerenderStatusUpdated', done, { timeoutMs: 10_000 }).catch(() => undefined)
    next = status?.params.status === 'Ready' ? await tab.prerendered(url) : undefined
    await next?.evaluate(loaded)
  }
  const mark = tab.mark()
  if (next)
    for (const type of ['mousePressed', 'mouseReleased'])
      await from.send('Input.dispatchMouseEvent', { type, ...point, button: 'left', clickCount: 1 })
  return { from, next, mark }
}

/** Ms from the tap on link `index` to the next page's largest paint (NaN: not prerendered, as the thank-you page). */
async function tap(tab: Tab, url: string, index: number, prerender: boolean): Promise<number> {
  const { next, mark } = await tapLink(tab, url, index, prerender)
  if (!next) return NaN
  // The page is asked once loaded; a prerendered one a second after the tap, as a question sent sooner would
  // run in the page between the tap and its first frame (largest paints are kept for later observers).
  if (prerender) await sleep(1000)
  else await tab.loaded(url, mark)
  return (await next.evaluate<number>(largestPaint)) - (await next.evaluate<number>('+sessionStorage.tap'))
}

/** After a plain tap on link `index`, whether back and forward used the back/forward cache (or Chromium's reasons). */
async function restoredFromCache(tab: Tab, url: string, index: number): Promise<string> {
  const { from, mark } = await tapLink(tab, url, index, false)
  await tab.loaded(url, mark)
  const step = async (go: string, to: string) => {
    const since = tab.mark()
    await from.evaluate(`history.${go}()`)
    const shown = (e: DevToolsEvent) => (e.params.frame as { url: string }).url === to
    return { since, type: (await tab.next('Page.frameNavigated', shown, { since })).params.type }
  }
  await step('back', new URL(FROM_PLAIN, url).href)
  const { since, type } = await step('forward', url)
  if (type === 'BackForwardCacheRestore') return 'yes'
  const why = await tab
    .next('Page.backForwardCacheNotUsed', undefined, { since, timeoutMs: 1000 })
    .catch(() => undefined)
  const reasons = (why?.params.notRestoredExplanations ?? []) as { reason: string }[]
  return `no: ${reasons.map(({ reason }) => reason).join(', ')}`
}

const PHONE_SCREEN = { ...LIGHTHOUSE_PHONE.viewport, deviceScaleFactor: LIGHTHOUSE_PHONE.deviceScaleFactor }

/** `work` in a new throttled tab of `browser`; `lost` if it has not finished in a minute (a tap lost on a busy machine). */
async function inTab<T>(browser: Browser, work: (tab: Tab) => Promise<T>, lost: T): Promise<T> {
  const tab = await browser.newTab(throttledPhone)
  const result = await withTimeout(work(tab), 60_000, 'tap').catch(() => lost)
  await tab.close()
  return result
}

/**
 * Per target, the taps with and without prerendering, in Chromium's headless shell: Chromium redraws its own window
 * at most frames (40-85 ms of the two cores from a tap to the next paint, in traces), which a phone's GPU does for
 * next to nothing. Prerendered taps take more rounds: their median of 5 moved by up to 45 ms between two runs.
 */
async function measureTaps(origin: string) {
  const results = all.map(() => ({ prerendered: [] as number[], plain: [] as number[] }))
  const shell = await launchDevTools(PHONE_SCREEN, HEADLESS_SHELL_PATH)
  const roundsOf = { prerendered: tapRounds, plain: runs }
  try {
    for (let round = 1; round <= Math.max(tapRounds, runs); round++) {
      for (const [index, { kind, path }] of all.entries()) {
        const taps = results[index]!
        const modes = (['prerendered', 'plain'] as const).filter((mode) => round <= roundsOf[mode])
        for (const mode of modes)
          taps[mode].push(await inTab(shell, (tab) => tap(tab, origin + path, index, mode === 'prerendered'), NaN))
        console.log(`taps ${round} ${kind}:`, modes.map((m) => `${m} ${Math.round(taps[m].at(-1)!)} ms`).join(', '))
      }
    }
  } finally {
    await shell.close()
  }
  return results
}

/** Per target, after a plain tap in Chromium (the shell has none), what the back/forward cache did. */
async function measureBackForwardCache(origin: string) {
  const browser = await launchDevTools(PHONE_SCREEN)
  try {
    const cached: string[] = []
    for (const [index, { path }] of all.entries())
      cached.push(await inTab(browser, (tab) => restoredFromCache(tab, origin + path, index), 'no: lost'))
    return cached
  } finally {
    await browser.close()
  }
}

/** Every interaction's latency from Event Timing (input to the next paint, what INP takes), for the page to read. */
function recordInteractions() {
  const latencies: number[] = []
  Object.assign(window, { latencies })
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[])
      if (entry.interactionId) latencies.push(entry.duration)
  }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit)
}

/** The slowest interaction since the last call, once its frame has been painted and reported (0: under 16 ms). */
const slowestSinceLast = (page: Page) =>
  page.evaluate(async () => {
    await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 100))))
    return Math.max(0, ...(window as unknown as { latencies: number[] }).latencies.splice(0))
  })

const SAMPLE: Record<string, string> = {
  email: 'maria@example.com',
  phone: '(619) 555-0100',
  state: 'CA',
  zip: '92101',
}

/** One round of every island interaction, in the order a visitor meets them, on a fresh phone at 4x slowdown. */
async function interactionRound(origin: string, photo: Buffer, latencies: Map<string, number[]>) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const context = await browser.newContext(LIGHTHOUSE_PHONE)
  const page = await context.newPage()
  await page.addInitScript(recordInteractions)
  await (await context.newCDPSession(page)).send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN })
  const note = (name: string, ms: number) => latencies.set(name, [...(latencies.get(name) ?? []), ms])
  const measure = async (name: string, act: () => Promise<unknown>) => {
    await act()
    note(name, await slowestSinceLast(page))
  }
  const hydrated = (name: string) =>
    page.locator(`[data-island="${name}"][data-hydrated]`).waitFor({ state: 'attached' })
  /**
   * A visitor scrolls to what they tap, then taps; Playwright's tap scrolls in the same moment, which would count
   * the page's rendering of what the scroll brings in (and the header's fade it sets off) as the tap's.
   */
  const inView = async (target: Locator) => {
    await target.scrollIntoViewIfNeeded()
    await page.evaluate(() => Promise.allSettled(document.getAnimations().map((animation) => animation.finished)))
    await slowestSinceLast(page)
  }
  const measureTap = async (name: string, target: Locator) => {
    await inView(target)
    await measure(name, () => target.tap())
  }
  /** Types into every field of the form (the longest key of a field is its figure), then presses Send. */
  const fillAndSend = async (form: Locator, name: string, send: string) => {
    for (const field of await form.getByRole('textbox').all()) {
      const fieldName = (await field.getAttribute('name'))!
      await inView(field)
      await measure(`${name}: typing in ${fieldName}`, async () => {
        await field.tap()
        // A fast typist's pace: keys sent back to back would each wait behind the last one's frame.
        await field.pressSequentially(SAMPLE[fieldName] ?? 'Reyes Tile and Stone', { delay: 100 })
      })
    }
    await measureTap(`${name}: Send`, form.getByRole('button', { name: send }))
  }
  try {
    await page.goto(`${origin}/`, { waitUntil: 'load' })
    await measure('Menu opened as the page finishes loading', () => page.locator('[data-mobile-menu] summary').tap())
    await page.locator('[data-mobile-menu] summary').tap()
    await page.locator('html[data-site-ready]').waitFor({ state: 'attached' })
    const gallery = page.locator('[data-island="ProjectGallery"]')
    await gallery.scrollIntoViewIfNeeded()
    // The first tap on the gallery, before its code has arrived: the tap's own latency, and how long until the
    // tab it chose is shown (hydration, then the tap repeated: lib/islands/hydrate.ts).
    const start = Date.now()
    const kitchen = gallery.getByRole('button', { name: home.gallery.filters.kitchen, exact: true })
    await kitchen.tap()
    note('Gallery tab tapped while its code arrives', await slowestSinceLast(page))
    await kitchen.and(page.locator('[aria-pressed="true"]')).waitFor()
    note('(the same: tap to the chosen tab shown)', Date.now() - start)
    await hydrated('ProjectGallery')
    // Every tab, then "All" again: the arrows show only while the cards overflow.
    const tabs = await gallery.locator('button[aria-pressed]').all()
    for (const tab of [...tabs, tabs[0]!]) await measureTap('Gallery tab', tab)
    const arrows = { right: home.gallery.names.scrollRight, left: home.gallery.names.scrollLeft }
    for (const [arrow, label] of Object.entries(arrows))
      await measureTap(`Gallery arrow ${arrow}`, gallery.getByLabel(label))
    await measureTap('Slideshow paused', page.getByRole('button', { name: home.hero.names.pause }))
    await measureTap('Slideshow dot', page.getByRole('button', { name: fill(home.hero.names.dot, { number: 2 }) }))
    const carousel = page.locator('[data-island="TestimonialCarousel"]')
    await carousel.scrollIntoViewIfNeeded()
    await hydrated('TestimonialCarousel')
    const { names } = home.testimonials
    const buttons = { Next: names.next, Previous: names.previous, Show: fill(names.show, { number: 3 }) }
    for (const [tap, name] of Object.entries(buttons))
      await measureTap(`Testimonials: ${tap}`, carousel.getByRole('button', { name }))
    const quote = page.getByRole('form', { name: forms.quote.label })
    await quote.scrollIntoViewIfNeeded()
    await hydrated('QuoteForm')
    const projectType = quote.getByRole('combobox')
    await inView(projectType)
    await measure('Quote form: project type chosen', async () => {
      await projectType.focus()
      await page.keyboard.press('ArrowDown')
    })
    // A file chosen is no tap: the figure is from the change event to the next frame, read in the page.
    const input = quote.locator('input[type="file"]')
    await input.evaluate((element) =>
      element.addEventListener(
        'change',
        ({ timeStamp }) =>
          requestAnimationFrame(() =>
            setTimeout(() => Object.assign(window, { changeToFrame: performance.now() - timeStamp })),
          ),
        { once: true, capture: true },
      ),
    )
    await input.setInputFiles([1, 2].map((n) => ({ name: `kitchen-${n}.jpg`, mimeType: 'image/jpeg', buffer: photo })))
    const changeToFrame = await page.waitForFunction(() => (window as { changeToFrame?: number }).changeToFrame)
    note('Quote form: 2 phone photos chosen (change to next frame)', (await changeToFrame.jsonValue())!)
    await quote.getByText(quotePhotos.states.ready).nth(1).waitFor({ timeout: 60_000 })
    await fillAndSend(quote, 'Quote form', forms.quote.send)

    await page.goto(`${origin}/subcontractor-signup/`, { waitUntil: 'load' })
    const application = page.getByRole('form', { name: forms.application.label })
    // A field tapped before its code has arrived, disabled until then: the tap, and until the field has the focus.
    const firstField = application.getByRole('textbox').first()
    const tapped = Date.now()
    await firstField.tap({ force: true })
    note('Application: a field tapped while its code arrives', await slowestSinceLast(page))
    await firstField.and(page.locator(':focus')).waitFor()
    note('(the same: tap to the field focused)', Date.now() - tapped)
    await hydrated('SubcontractorForm')
    await measureTap('Application: a service checked', application.getByRole('checkbox').first())
    await fillAndSend(application, 'Application', forms.application.send)
  } finally {
    await browser.close()
  }
}

/** The taps, then rounds of the interactions: their tables. */
async function nextPagesSection(origin: string): Promise<string> {
  const taps = await measureTaps(origin)
  const cached = await measureBackForwardCache(origin)
  // A photo the size a phone takes (12 megapixels), for the quote form's photo field.
  const photo = await sharp('assets/images/coronado-craftsman-kitchen.jpg').resize(4032, 3024).jpeg().toBuffer()
  const latencies = new Map<string, number[]>()
  for (let round = 1; round <= runs; round++) {
    await interactionRound(origin, photo, latencies)
    console.log(`interactions ${round}/${runs}`)
  }
  // The control's own tap (the browser showing a prerendered page) is the floor every page pays on this machine.
  const floor = median(taps[0]!.prerendered)
  const rows = all.map(({ kind, path }, i) => {
    const { prerendered, plain } = taps[i]!
    const fast = median(prerendered)
    const met = Number.isNaN(fast) ? 'not prerendered' : verdict(fast, GOAL_MS)
    const cells = [orNa(fast), orNa(fast - floor), met, orNa(median(plain)), cached[i]]
    return `| ${kind} | \`${path}\` | ${cells.join(' | ')} |`
  })
  const interactions = [...latencies].map(([name, values]) => {
    const typical = median(values) < 16 ? 'under 16 ms' : orNa(median(values))
    const met = name.startsWith('(') ? '' : verdict(median(values), GOAL_MS)
    return `| ${name} | ${typical} | ${orNa(Math.max(...values))} | ${met} |`
  })
  return `Measured ${when} with \`npm run bench\` (Debian's Chromium and, for the taps, its headless shell, driven over the DevTools protocol; Lighthouse's phone: 412 x 823, its slow 4G as DevTools applies it and 4x CPU slowdown; medians of ${tapRounds} prerendered taps, ${runs} without and ${runs} rounds of the interactions):

| Page kind | Path | Tap to largest paint, prerendered | Over the control | ≤ ${GOAL_MS} ms | Without prerendering | Back/forward cache |
| --- | --- | --: | --: | --- | --: | --- |
${rows.join('\n')}

| Interaction (phone, 4x CPU slowdown) | Latency (median) | Slowest | ≤ ${GOAL_MS} ms |
| --- | --: | --: | --- |
${interactions.join('\n')}`
}

/** Writes a section to bench-results/ and, unless told not to, between its markers in docs/performance.md. */
function report(file: string, marker: string, section: string) {
  writeFileSync(`bench-results/${file}`, `${section}\n`)
  if (writeDocs) writeDocsSection('docs/performance.md', marker, section)
  console.log(`\n${section}\n\nWritten to bench-results/${file}${writeDocs ? ' and docs/performance.md' : ''}`)
}

const { values: options } = parseArgs({
  options: {
    build: { type: 'boolean', default: true },
    runs: { type: 'string', default: '5' },
    taps: { type: 'string', default: '12' },
    kinds: { type: 'string' },
    'next-only': { type: 'boolean', default: false },
    docs: { type: 'boolean', default: true },
    help: { type: 'boolean', default: false },
  },
  allowNegative: true,
})
if (options.help) {
  console.log(USAGE)
  process.exit(0)
}
const rounds = (option: 'runs' | 'taps') => {
  const n = Number(options[option])
  if (!Number.isInteger(n) || n < 1) throw new Error(`--${option} takes a whole number of rounds`)
  return n
}
const [runs, tapRounds] = [rounds('runs'), rounds('taps')]
const onlyKinds = options.kinds?.split(',')
const writeDocs = options.docs && !onlyKinds
const when = new Date().toISOString().slice(0, 10)

if (options.build) execSync('npm run build:local', { stdio: 'inherit' })
ensureChromium()
mkdirSync('bench-results', { recursive: true })
const all: Target[] = [
  { kind: 'Control: bare 1 KB page', path: CONTROL_PATH },
  ...targets().filter(({ kind }) => !onlyKinds || onlyKinds.includes(kind)),
]
// A copy of the build with the control page and the launch pages beside the site, so one server answers all.
const root = mkdtempSync(join(tmpdir(), 'bench-site-'))
cpSync(join(outDir, 'client'), root, { recursive: true })
mkdirSync(join(root, CONTROL_PATH), { recursive: true })
writeFileSync(join(root, CONTROL_PATH, 'index.html'), CONTROL_PAGE)
writeLaunchPages(root)
const site = await serveStatic({ root, port: await freePort() })
try {
  if (!options['next-only']) report('lighthouse.md', 'bench:pages', await firstPaintSection(site.url))
  report('next-pages.md', 'bench:next', await nextPagesSection(site.url))
} finally {
  await site.close()
  rmSync(root, { recursive: true, force: true })
}
