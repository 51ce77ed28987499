/**
 * `npm run bench:proof`: how long a browser takes to earn the forms' proof of work (lib/browser/proof.ts),
 * from asking the backend for a challenge to holding the payload, in headless Chromium with its CPU slowed
 * down 4x through the DevTools protocol (Emulation.setCPUThrottlingRate, Lighthouse's mid-range phone), with
 * the difficulty private.limits holds. The throttling does not reach a dedicated worker (20x changed nothing
 * there), so the worker's own bundle runs on the page's thread, behind a stand-in for its global scope: the
 * same work, slowed down. Needs a build (`npm run build:local`). Writes docs/performance.md, "Proof of work".
 */
import { readdirSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import { join } from 'node:path'
import { chromium } from 'playwright-core'
import { LOCAL_PUBLISHABLE_KEY } from '../lib/local-backend.server.ts'
import { CHROMIUM_PATH, ensureChromium } from './debian-packages.ts'
import { writeDocsSection } from './docs-section.ts'
import { startLocalBackend } from './local-backend/index.ts'

const ROUNDS = Number(/--rounds=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 15)
const ASSETS = 'dist/client/assets'
const worker = readdirSync(ASSETS).find((file) => /^proof-worker-.*\.js$/.test(file))
if (!worker) throw new Error(`no proof-worker-*.js in ${ASSETS}: run npm run build:local first`)

ensureChromium()
const backend = await startLocalBackend({
  port: 0,
  dataDir: null,
  outboxDir: '.local/bench-proof-outbox',
  sweepIntervalMs: 0,
  retentionIntervalMs: 0,
})
const site = createServer((request, response) => {
  if (request.url === `/assets/${worker}`) {
    response.writeHead(200, { 'Content-Type': 'text/javascript' }).end(readFileSync(join(ASSETS, worker)))
  } else response.writeHead(200, { 'Content-Type': 'text/html' }).end('<!doctype html><title>proof</title>')
})
await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve))
const origin = `http://127.0.0.1:${(site.address() as { port: number }).port}`

/** Plain JavaScript (a string, so the TypeScript runner adds no helpers): one solve, timed, in milliseconds. */
const RUN_ON_PAGE = `async ([src, supabaseUrl, anonKey]) => {
  const code = await (await fetch(src)).text()
  return new Promise((resolve, reject) => {
    let onmessage = () => undefined
    let started = 0
    const scope = {
      set onmessage(handler) { onmessage = handler },
      postMessage(data) { data.payload ? resolve(performance.now() - started) : reject(new Error(data.error)) },
    }
    new Function('self', code)(scope)
    started = performance.now()
    onmessage({ data: { supabaseUrl, anonKey } })
  })
}`

const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] })
async function measure(rate: number): Promise<number[]> {
  const page = await browser.newPage()
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Emulation.setCPUThrottlingRate', { rate })
  await page.goto(origin)
  const times: number[] = []
  for (let round = 0; round < ROUNDS; round++) {
    times.push(
      await page.evaluate<number>(
        `(${RUN_ON_PAGE})(${JSON.stringify([`/assets/${worker}`, backend.url, LOCAL_PUBLISHABLE_KEY])})`,
      ),
    )
  }
  await page.close()
  return times.sort((a, b) => a - b)
}

const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!
const limits = await backend.db.transaction((tx) =>
  tx.query<{ proof_counter_min: number; proof_counter_max: number }>(
    'select proof_counter_min, proof_counter_max from private.limits',
  ),
)
const { proof_counter_min: min, proof_counter_max: max } = limits.rows[0]!
const rows: string[] = []
for (const rate of (process.env.RATES ?? '1,4').split(',').map(Number)) {
  const times = await measure(rate)
  rows.push(
    `| ${rate}x | ${ROUNDS} | ${Math.round(quantile(times, 0))} | ${Math.round(quantile(times, 0.5))} | ${Math.round(quantile(times, 0.9))} | ${Math.round(times.at(-1)!)} |`,
  )
}
const table = [
  `Counter drawn from ${min.toLocaleString('en-US')} to ${max.toLocaleString('en-US')} (SHA-256 digests), Chromium ${browser.version()}, ${new Date().toISOString().slice(0, 10)}:`,
  '',
  '| CPU slowdown | rounds | fastest (ms) | median (ms) | 90th percentile (ms) | slowest (ms) |',
  '| --- | --- | --- | --- | --- | --- |',
  ...rows,
].join('\n')
console.log(table)
writeDocsSection('docs/performance.md', 'proof-bench', table)
await browser.close()
site.close()
await backend.stop()
