/**
 * Serves a built site with Cloudflare's own Pages runtime (`wrangler pages dev`, offline, no account), so `npm start`,
 * the e2e suite and the bench see a real host's folder URLs, redirects, 404 page, compression and _headers.
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { siteDir } from '../lib/config.server.ts'

const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js')
const keepServing = fileURLToPath(new URL('./wrangler-keep-serving.cjs', import.meta.url))
/** Its logs, dev registry and scratch files stay in the checkout, so two checkouts never see each other's servers. */
const STATE = resolve('.local/wrangler')
const LEFT_MID_RESPONSE = /^.*disconnected: ::write\(.*\): (Broken pipe|Connection reset by peer).*\n?/gm
/** No telemetry, error reports, update check (it runs with the banner) or download of the `Request.cf` sample. */
const OFFLINE = {
  WRANGLER_SEND_METRICS: 'false',
  WRANGLER_SEND_ERROR_REPORTS: 'false',
  WRANGLER_HIDE_BANNER: 'true',
  CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  WRANGLER_LOG_PATH: join(STATE, 'logs'),
  WRANGLER_REGISTRY_PATH: join(STATE, 'registry'),
  // No DevTools proxy: it streams every response body to wrangler's debug log, ~25 ms of CPU a request. Wrangler
  // 4.86 has no switch for it but leaves it off in VS Code's debug terminals, which it knows by this variable.
  VSCODE_INSPECTOR_OPTIONS: 'off',
}

export async function serveStatic({ root = siteDir, port }: { root?: string; port: number }) {
  const cwd = join(STATE, `port-${port}`)
  mkdirSync(cwd, { recursive: true })
  const args = ['--require', keepServing, wranglerBin, 'pages', 'dev', resolve(root)]
  args.push('--ip', '127.0.0.1', '--port', String(port))
  // Any free port for the devtools inspector, so two servers never collide.
  args.push('--inspector-port', '0')
  // The runtime's behaviour is pinned by date, like a real Pages project: the newest the pinned workerd knows.
  args.push('--compatibility-date', '2026-04-26')
  args.push('--log-level', 'warn', '--show-interactive-dev-session=false')
  const child = spawn(process.execPath, args, {
    cwd,
    env: { ...process.env, ...OFFLINE },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // What wrangler says at "warn" level is worth reading (a bad _headers rule, a port in use), until we stop it:
  // its bundler then dies noisily, which means nothing. The runtime also reports as errors a browser that left
  // mid-response (a page closed, a prerender dropped): the visitor's doing, not the site's.
  let stopping = false
  for (const stream of [child.stdout, child.stderr])
    stream.on('data', (chunk: Buffer) => {
      const said = `${chunk}`.replace(LEFT_MID_RESPONSE, '')
      if (!stopping && said) process.stderr.write(`wrangler: ${said}`)
    })
  const exited = new Promise<void>((done) => child.once('exit', () => done()))
  const running = () => child.exitCode === null && child.signalCode === null
  // The wrangler launcher passes SIGTERM on to the runtime, which stops workerd; never leave it running.
  const stop = () => {
    stopping = true
    if (running()) child.kill('SIGTERM')
  }
  process.once('exit', stop)

  const url = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 60_000
  while (!(await fetch(`${url}/`, { redirect: 'manual' }).catch(() => undefined))) {
    if (!running() || Date.now() > deadline) {
      stop()
      throw new Error(`wrangler pages dev did not serve ${url} within 60 s (its output is above)`)
    }
    await new Promise((done) => setTimeout(done, 100))
  }
  return {
    url,
    async close() {
      process.off('exit', stop)
      stop()
      await exited
    },
  }
}

/** Stops the servers on Ctrl+C or SIGTERM, then exits. */
export function stopOnSignal(...stops: (() => Promise<unknown>)[]): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void Promise.all(stops.map((stop) => stop())).finally(() => process.exit(0)))
}
