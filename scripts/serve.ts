/**
 * Serves a built site folder with Cloudflare's own Pages runtime, `wrangler pages dev` (workerd; offline, no
 * account), so `npm start`, the end-to-end suite and the bench see what a real static host does: a page answers
 * at its folder URL (/about/ from about/index.html) and other forms redirect (/about -> 308 /about/), unknown
 * paths get 404.html with status 404, text is compressed, and the host itself applies _headers (CSP, caching).
 */
import { spawn } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { siteDir } from '../lib/config.server.ts'
import { portSetting } from '../lib/local-backend.server.ts'

export interface StaticServer {
  url: string
  close(): Promise<void>
}

const wranglerBin = createRequire(import.meta.url).resolve('wrangler/bin/wrangler.js')

/**
 * Wrangler's devtools inspector port. 0 lets the system pick a free one for each server, so checkouts and the
 * bench's two servers never collide; set WRANGLER_INSPECTOR_PORT only to attach a debugger at a known port.
 */
const INSPECTOR_PORT = portSetting('WRANGLER_INSPECTOR_PORT', 0)

/** The runtime's behaviour is pinned by date, like a real Pages project; this is the newest the pinned workerd knows. */
const COMPATIBILITY_DATE = '2026-04-26'

/**
 * Keeps wrangler off the network and inside the checkout: no telemetry or error reports, no update check (it
 * runs with the banner), no download of the `Request.cf` sample, and its logs and dev registry under .local/
 * rather than the shared home folder, so two checkouts never see each other's servers.
 */
const STATE = resolve('.local/wrangler')

function wranglerEnv(): NodeJS.ProcessEnv {
  return {
    ...process.env,
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
    WRANGLER_LOG_PATH: join(STATE, 'logs'),
    WRANGLER_REGISTRY_PATH: join(STATE, 'registry'),
  }
}

async function waitUntilServing(url: string, exited: Promise<string>): Promise<void> {
  const deadline = Date.now() + 60_000
  let stopped: string | undefined
  void exited.then((output) => (stopped = output))
  while (Date.now() < deadline) {
    if (stopped !== undefined) throw new Error(`wrangler pages dev stopped before serving:\n${stopped}`)
    try {
      await fetch(url, { redirect: 'manual' })
      return
    } catch {
      await new Promise((done) => setTimeout(done, 100))
    }
  }
  throw new Error(`wrangler pages dev did not answer at ${url} within 60 s`)
}

export async function serveStatic({
  root = siteDir,
  port,
  host = '127.0.0.1',
}: {
  root?: string
  port: number
  host?: string
}): Promise<StaticServer> {
  // Each server runs in a folder of its own, where wrangler keeps its .wrangler/ scratch files.
  const cwd = join(STATE, `port-${port}`)
  mkdirSync(cwd, { recursive: true })
  const args = [
    wranglerBin,
    'pages',
    'dev',
    resolve(root),
    '--ip',
    host,
    '--port',
    String(port),
    '--inspector-port',
    String(INSPECTOR_PORT),
    '--compatibility-date',
    COMPATIBILITY_DATE,
    '--log-level',
    'warn',
    '--show-interactive-dev-session=false',
  ]
  const child = spawn(process.execPath, args, { cwd, env: wranglerEnv(), stdio: ['ignore', 'pipe', 'pipe'] })
  // Whatever wrangler says at "warn" level is worth reading (a bad _headers rule, a port in use), until we stop
  // it: its bundler then dies noisily, which means nothing.
  let output = ''
  let stopping = false
  for (const stream of [child.stdout, child.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      if (stopping) return
      output += chunk.toString()
      process.stderr.write(`wrangler: ${chunk}`)
    })
  }
  const exited = new Promise<string>((done) => child.once('exit', () => done(output)))
  const stop = () => {
    stopping = true
    if (child.exitCode === null) child.kill('SIGTERM')
  }
  // The wrangler launcher passes SIGTERM on to the runtime, which stops workerd; never leave it running.
  process.once('exit', stop)

  const url = `http://${host}:${port}`
  try {
    await waitUntilServing(`${url}/`, exited)
  } catch (error) {
    stop()
    throw error
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
