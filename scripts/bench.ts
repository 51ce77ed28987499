/**
 * `npm run bench`: how close each page kind comes to the physical floor. Builds the site, serves it as a CDN
 * would (compressed, with the deploy headers) together with a bare control page (about 1 KB of HTML: one
 * heading, one paragraph, no CSS, no script) from the same server, and runs Lighthouse 12 with its mobile
 * defaults (simulated slow 4G, 4x slower CPU) in Debian's Chromium on the control page and on the heaviest
 * page of every kind (scripts/page-kinds.ts), in rounds, so that each round measures every page under the
 * same machine load. Reports the medians: LCP and FCP with their ratio to the control page's, CLS, TBT, and
 * the bytes in the critical path (the HTML, blocking stylesheets, and scripts and other files fetched
 * before the first paint). Writes bench-results/ and the tables in docs/performance.md.
 *
 *   npm run bench                 build, then measure (5 rounds)
 *   npm run bench -- --no-build   measure the last build
 *   npm run bench -- --runs 7     more rounds
 *   npm run bench -- --no-docs    leave docs/performance.md alone
 *   npm run bench -- --kinds Home,Article   only these page kinds (implies --no-docs)
 */
import { execSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { outDir } from '../lib/config.server.ts'
import { writeDocsSection } from './docs-section.ts'
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts'
import { freePort } from './free-port.ts'
import { LIGHTHOUSE_PHONE, largestPaintTag } from './largest-paint.ts'
import { lcpGoalOf, pathsByKind } from './page-kinds.ts'
import { serveStatic } from './serve.ts'

const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

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

interface Measure {
  lcpMs: number
  fcpMs: number
  tbtMs: number
  cls: number
  /** Transfer sizes in bytes: the document, stylesheets, scripts and anything else requested before FCP. */
  htmlBytes: number
  cssBeforePaint: number
  jsBeforePaint: number
  otherBeforePaint: number
  /** All JavaScript the page loaded during the run (islands hydrate on idle, so they count here). */
  jsTotal: number
  scores?: { performance: number; accessibility: number; bestPractices: number; seo: number }
}

interface Target {
  kind: string
  path: string
  goal?: number
}

let lighthouseVersion = ''

/** Starts a fresh Chromium with a DevTools port for Lighthouse. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const args = ['--headless=new', ...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`]
  // Its own process group, so closing it also ends the renderer and helper processes.
  const child = spawn(CHROMIUM_PATH, [...args, 'about:blank'], { stdio: ['ignore', 'ignore', 'pipe'], detached: true })
  const port = await new Promise<number>((resolve, reject) => {
    let output = ''
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.once('exit', (code) => reject(new Error(`Chromium exited (${code}) before opening DevTools:\n${output}`)))
  })
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      process.kill(-child.pid!, 'SIGTERM')
      await exited
      rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 100 })
    },
  }
}

interface NetworkItem {
  url: string
  resourceType?: string
  transferSize?: number
  rendererStartTime?: number
}

/** A metric's value; a run that could not compute it is an error, not a NaN in the medians. */
function metric(audit: { id: string; numericValue?: number; errorMessage?: string } | undefined): number {
  if (audit?.numericValue === undefined)
    throw new Error(`Lighthouse computed no ${audit?.id ?? 'metric'}: ${audit?.errorMessage ?? 'missing'}`)
  return audit.numericValue
}

/** A Lighthouse run takes 5-20 s here; a run that has not finished in this long never will. */
const RUN_TIMEOUT_MS = 120_000

async function withTimeout<T>(work: Promise<T>, ms: number, message: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(message)), ms)))
  try {
    return await Promise.race([work, late])
  } finally {
    clearTimeout(timer)
  }
}

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

/** One Lighthouse run. The score categories other than performance cost time, so only the first round asks. */
async function measure(url: string, withScores: boolean): Promise<Measure> {
  const chromium = await launchChromium()
  try {
    const run = lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: withScores ? ['performance', 'accessibility', 'best-practices', 'seo'] : ['performance'],
    })
    // Once in a while Chromium closes the page under Lighthouse ("Target closed") and the run never settles:
    // give up on it after a while, so the retry gets its turn. Closing Chromium (below) ends the stuck run,
    // whose late failure is then nobody's business.
    run.catch(() => {})
    const result = await withTimeout(
      run,
      RUN_TIMEOUT_MS,
      `Lighthouse did not finish ${url} in ${RUN_TIMEOUT_MS / 1000} s`,
    )
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    if (result.lhr.runtimeError)
      throw new Error(`Lighthouse: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`)
    const { categories, audits } = result.lhr
    lighthouseVersion = result.lhr.lighthouseVersion
    const requests = (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? []
    const metrics = (audits.metrics?.details as { items?: { observedFirstContentfulPaint?: number }[] } | undefined)
      ?.items?.[0]
    // Request start times count from the document request, which starts at navigation: what started
    // before the observed first paint was on the critical path or competing with it.
    const firstPaint = metrics?.observedFirstContentfulPaint ?? Infinity
    const [document, ...rest] = requests
    const beforePaint = rest.filter((r) => (r.rendererStartTime ?? Infinity) < firstPaint)
    const sum = (items: NetworkItem[]) => items.reduce((total, r) => total + (r.transferSize ?? 0), 0)
    const ofType = (items: NetworkItem[], type: string) => items.filter((r) => r.resourceType === type)
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      lcpMs: metric(audits['largest-contentful-paint']),
      fcpMs: metric(audits['first-contentful-paint']),
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      htmlBytes: document?.transferSize ?? NaN,
      cssBeforePaint: sum(ofType(beforePaint, 'Stylesheet')),
      jsBeforePaint: sum(ofType(beforePaint, 'Script')),
      otherBeforePaint: sum(beforePaint.filter((r) => r.resourceType !== 'Stylesheet' && r.resourceType !== 'Script')),
      jsTotal: sum(ofType(requests, 'Script')),
      scores: withScores
        ? {
            performance: score('performance'),
            accessibility: score('accessibility'),
            bestPractices: score('best-practices'),
            seo: score('seo'),
          }
        : undefined,
    }
  } finally {
    await chromium.close()
  }
}

/** Which element each page's largest paint is (its tag name), at Lighthouse's mobile screen size. */
async function lcpElements(origin: string, paths: string[]): Promise<Map<string, string>> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS })
  const found = new Map<string, string>()
  try {
    const context = await browser.newContext(LIGHTHOUSE_PHONE)
    const page = await context.newPage()
    for (const path of paths) {
      await page.goto(origin + path, { waitUntil: 'load' })
      const tag = await largestPaintTag(page)
      found.set(path, tag)
    }
  } finally {
    await browser.close()
  }
  return found
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

const numericKeys = [
  'lcpMs',
  'fcpMs',
  'tbtMs',
  'cls',
  'htmlBytes',
  'cssBeforePaint',
  'jsBeforePaint',
  'otherBeforePaint',
  'jsTotal',
] as const

function medianOf(runs: Measure[]): Measure {
  const medians = Object.fromEntries(numericKeys.map((key) => [key, median(runs.map((run) => run[key]))]))
  return {
    ...(medians as Record<(typeof numericKeys)[number], number>),
    scores: runs.find((run) => run.scores)?.scores,
  }
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

function tables(all: Target[], results: Map<string, Measure>, control: Measure, elements: Map<string, string>): string {
  const paint = all.map(({ kind, path, goal }) => {
    const m = results.get(path)!
    const lcpRatio = m.lcpMs / control.lcpMs
    const verdict = goal === undefined ? '' : lcpRatio <= goal ? `≤ ${goal}x: met` : `≤ ${goal}x: **missed**`
    return `| ${kind} | \`${path}\` | ${ms(m.lcpMs)} | **${lcpRatio.toFixed(2)}x** | ${verdict} | ${ms(m.fcpMs)} | ${(m.fcpMs / control.fcpMs).toFixed(2)}x | ${elements.get(path) ?? '?'} | ${m.cls.toFixed(3)} | ${ms(m.tbtMs)} |`
  })
  const bytes = all.map(({ kind, path }) => {
    const m = results.get(path)!
    const s = m.scores
    return `| ${kind} | ${kb(m.htmlBytes)} | ${kb(m.cssBeforePaint)} | ${kb(m.jsBeforePaint)} | ${kb(m.otherBeforePaint)} | ${kb(m.jsTotal)} | ${s ? `${s.performance} / ${s.accessibility} / ${s.bestPractices} / ${s.seo}` : ''} |`
  })
  return `| Page kind | Path | LCP | LCP ratio | Goal | FCP | FCP ratio | LCP element | CLS | TBT |
| --- | --- | --: | --: | --- | --: | --: | --- | --: | --: |
${paint.join('\n')}

Bytes in the critical path (transferred, headers included; median) and Lighthouse scores (first round):

| Page kind | HTML | Stylesheets before first paint | Scripts before first paint | Other files before first paint | All scripts (after load) | Perf. / A11y / Best pr. / SEO |
| --- | --: | --: | --: | --: | --: | --- |
${bytes.join('\n')}`
}

const args = process.argv.slice(2)
const runsArgument = args.indexOf('--runs')
const runs = runsArgument >= 0 ? Number(args[runsArgument + 1]) : 5
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs takes a whole number of rounds')
if (!args.includes('--no-build')) execSync('npm run build:local', { stdio: 'inherit' })
ensureChromium()

// A copy of the build with the control page beside the site, so one server answers both.
const root = mkdtempSync(join(tmpdir(), 'bench-site-'))
cpSync(join(outDir, 'client'), root, { recursive: true })
mkdirSync(join(root, CONTROL_PATH), { recursive: true })
writeFileSync(join(root, CONTROL_PATH, 'index.html'), CONTROL_PAGE)

const kindsArgument = args.indexOf('--kinds')
const onlyKinds = kindsArgument >= 0 ? args[kindsArgument + 1]!.split(',') : undefined
const pages = targets().filter(({ kind }) => !onlyKinds || onlyKinds.includes(kind))
const all: Target[] = [{ kind: 'Control: bare 1 KB page', path: CONTROL_PATH }, ...pages]
const site = await serveStatic({ root, port: await freePort() })
const runsByPath = new Map<string, Measure[]>(all.map(({ path }) => [path, []]))
const started = Date.now()
let elements = new Map<string, string>()
try {
  elements = await lcpElements(
    site.url,
    all.map(({ path }) => path),
  )
  for (let round = 1; round <= runs; round++) {
    for (const { kind, path } of all) {
      // Scores say nothing about the control page (it has no description, on purpose).
      const result = await measureWithRetry(site.url + path, round === 1 && path !== CONTROL_PATH)
      runsByPath.get(path)!.push(result)
      const elapsed = Math.round((Date.now() - started) / 1000)
      console.log(
        `round ${round}/${runs} ${kind.padEnd(24)} LCP ${ms(result.lcpMs).padStart(7)}  FCP ${ms(result.fcpMs).padStart(7)}  (${elapsed} s)`,
      )
    }
  }
} finally {
  await site.close()
  rmSync(root, { recursive: true, force: true })
}

const results = new Map([...runsByPath].map(([path, measures]) => [path, medianOf(measures)]))
const control = results.get(CONTROL_PATH)!
const when = new Date().toISOString().slice(0, 10)
const section = `Measured ${when} with \`npm run bench\` (Lighthouse ${lighthouseVersion}, mobile defaults: simulated slow 4G and 4x CPU slowdown; median of ${runs} rounds, every page kind and the control page in each round; ratios are to the control page's median):

${tables(all, results, control, elements)}`
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/lighthouse.md', `${section}\n`)
writeFileSync('bench-results/lighthouse.json', JSON.stringify(Object.fromEntries(runsByPath), null, 2))
const docs = !args.includes('--no-docs') && !onlyKinds
if (docs) writeDocsSection('docs/performance.md', 'bench:pages', section)
console.log(`\n${section}\n\nWritten to bench-results/${docs ? ' and docs/performance.md' : ''}`)
