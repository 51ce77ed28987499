/**
 * `npm run bench`: builds the site, serves it as a CDN would (with the deploy headers), and runs Lighthouse 12
 * (mobile defaults: simulated slow 4G and a 4x slower CPU) in Debian's Chromium, three times on one page of
 * each kind, once with JavaScript and once without (what hydration costs). Prints the medians as a Markdown
 * table and writes it, with the raw figures, to bench-results/.
 *
 *   npm run bench                 build, then measure
 *   npm run bench -- --no-build   measure the last build
 *   npm run bench -- --runs 5     more runs per page
 */
import { execSync, spawn } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import lighthouse from 'lighthouse'
import { CHROMIUM_PATH, ensureChromium } from './ensure-chromium.ts'
import { serveStatic } from './serve.ts'

const pages: [kind: string, path: string][] = [
  ['Home', '/'],
  ['Service', '/services/kitchen-remodeling/'],
  ['Location', '/locations/la-jolla/'],
  ['Article', '/blog/bathroom-renovation-guide/'],
  ['Guide', '/resources/cost-guide/'],
  ['Projects', '/projects/'],
  ['Subcontractor signup', '/subcontractor-signup/'],
]

const CHROMIUM_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync']

let lighthouseVersion = ''

interface Measure {
  performance: number
  accessibility: number
  bestPractices: number
  seo: number
  lcpMs: number
  tbtMs: number
  cls: number
  jsKb: number
  totalKb: number
}

/** Starts a fresh Chromium with a DevTools port for Lighthouse. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'bench-chromium-'))
  const args = [...CHROMIUM_FLAGS, '--remote-debugging-port=0', `--user-data-dir=${profile}`]
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

async function measure(url: string): Promise<Measure> {
  const chromium = await launchChromium()
  try {
    const result = await lighthouse(url, {
      port: chromium.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    })
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`)
    const { categories, audits } = result.lhr
    lighthouseVersion = result.lhr.lighthouseVersion
    const requests = (audits['network-requests']?.details as { items?: { resourceType?: string; transferSize?: number }[] } | undefined)?.items ?? []
    const bytes = (filter: (type: string | undefined) => boolean) =>
      requests.filter((r) => filter(r.resourceType)).reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024
    const score = (id: string) => Math.round((categories[id]?.score ?? 0) * 100)
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
      tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
      cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
      jsKb: bytes((type) => type === 'Script'),
      totalKb: bytes(() => true),
    }
  } finally {
    await chromium.close()
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2
}

function medianOf(runs: Measure[]): Measure {
  const keys = Object.keys(runs[0]!) as (keyof Measure)[]
  return Object.fromEntries(keys.map((key) => [key, median(runs.map((run) => run[key]))])) as unknown as Measure
}

function row(kind: string, path: string, m: Measure): string {
  return `| ${kind} | \`${path}\` | ${m.performance} | ${m.accessibility} | ${m.bestPractices} | ${m.seo} | ${Math.round(m.lcpMs)} ms | ${Math.round(m.tbtMs)} ms | ${m.cls.toFixed(3)} | ${m.jsKb.toFixed(1)} KB | ${m.totalKb.toFixed(1)} KB |`
}

const header = `| Page | Path | Perf. | A11y | Best pr. | SEO | LCP | TBT | CLS | JS (transfer) | Total (transfer) |
| --- | --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |`

/**
 * A copy of the build with every page's script tags removed: the same pages as a visitor with JavaScript off
 * sees them. (Chromium's own switch for that also stops Lighthouse, which drives the page through scripts.)
 */
function buildWithoutJavaScript(): string {
  const copy = mkdtempSync(join(tmpdir(), 'bench-nojs-'))
  cpSync('dist/client', copy, { recursive: true })
  for (const file of readdirSync(copy, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html'))) {
    const path = join(copy, file)
    writeFileSync(path, readFileSync(path, 'utf8').replace(/<script\b[^>]*\bsrc=[^>]*><\/script>/g, ''))
  }
  return copy
}

const args = process.argv.slice(2)
const runs = Number(args[args.indexOf('--runs') + 1] || 3) || 3
if (!args.includes('--no-build')) execSync('npm run build:local', { stdio: 'inherit' })
ensureChromium()
const noJavascriptRoot = buildWithoutJavaScript()
const site = await serveStatic({ port: 4180 })
const noJavascriptSite = await serveStatic({ root: noJavascriptRoot, port: 4181 })
const results: Record<string, { javascript: Measure; noJavascript: Measure }> = {}
try {
  for (const [kind, path] of pages) {
    const collect = async (origin: string) => {
      const all: Measure[] = []
      for (let i = 0; i < runs; i++) all.push(await measure(origin + path))
      return medianOf(all)
    }
    results[path] = { javascript: await collect(site.url), noJavascript: await collect(noJavascriptSite.url) }
    console.log(row(kind, path, results[path].javascript))
  }
} finally {
  await Promise.all([site.close(), noJavascriptSite.close()])
  rmSync(noJavascriptRoot, { recursive: true, force: true })
}

const when = new Date().toISOString().slice(0, 10)
const report = `Lighthouse ${lighthouseVersion}, mobile defaults, median of ${runs} runs, measured ${when} with \`npm run bench\`.

### With JavaScript

${header}
${pages.map(([kind, path]) => row(kind, path, results[path]!.javascript)).join('\n')}

### With JavaScript disabled

${header}
${pages.map(([kind, path]) => row(kind, path, results[path]!.noJavascript)).join('\n')}
`
mkdirSync('bench-results', { recursive: true })
writeFileSync('bench-results/lighthouse.md', report)
writeFileSync('bench-results/lighthouse.json', JSON.stringify(results, null, 2))
console.log(`\n${report}\nWritten to bench-results/lighthouse.md and bench-results/lighthouse.json`)
