/**
 * The local stand-in for the Supabase project, for `npm start`, the end-to-end tests and the database and
 * function tests: the real migrations in PGlite, the two API paths the site calls, the real edge functions in
 * Deno, and an outbox in place of the e-mail provider. See docs/backend.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { openDatabase, type Database } from './database.ts'
import { startFunctions, type FunctionHost } from './functions.ts'
import { sendJson } from './http.ts'
import { LOCAL_EMAIL_API_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { migrate } from './migrations.ts'
import { createOutbox } from './outbox.ts'
import { loadTables, restHandler, restPreflight } from './rest.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

export interface LocalBackendOptions {
  port: number
  host?: string
  /** Where Postgres keeps its files; null keeps everything in memory. */
  dataDir: string | null
  outboxDir: string
  /** Overrides of the functions' environment, e.g. another EMAIL_API_URL, or '' to leave a setting unset. */
  functionEnv?: Record<string, string>
}

export interface LocalBackend {
  url: string
  outboxDir: string
  stop(): Promise<void>
}

type Route = (request: IncomingMessage, response: ServerResponse, url: URL) => Promise<void> | void

function router(db: Database, tables: Awaited<ReturnType<typeof loadTables>>, outbox: ReturnType<typeof createOutbox>, functions: () => FunctionHost | undefined): Route {
  const rest = restHandler(db, tables)
  return async (request, response, url) => {
    const restPath = /^\/rest\/v1\/([^/]+)\/?$/.exec(url.pathname)
    if (restPath) {
      if (request.method === 'OPTIONS') return restPreflight(request, response)
      return rest(request, response, decodeURIComponent(restPath[1]!), url.searchParams)
    }
    const functionPath = /^\/functions\/v1\/([^/]+)\/?$/.exec(url.pathname)
    const host = functions()
    if (functionPath && host) return host.forward(request, response, decodeURIComponent(functionPath[1]!))
    if (url.pathname === '/__email/emails') return outbox.receive(request, response)
    if (url.pathname === '/__outbox' && request.method === 'GET') return outbox.page(response)
    sendJson(response, 404, { message: 'Not found: the local backend serves /rest/v1/<table>, /functions/v1/<name> and /__outbox' })
  }
}

export async function startLocalBackend(options: LocalBackendOptions): Promise<LocalBackend> {
  const host = options.host ?? '127.0.0.1'
  const outboxDir = resolve(options.outboxDir)
  const db = await openDatabase(options.dataDir)
  let functions: FunctionHost | undefined
  const server = createServer()
  const stop = async () => {
    server.closeAllConnections()
    await Promise.all([new Promise((done) => server.close(done)), functions?.stop()])
    await db.close()
  }

  try {
    await migrate(db, join(repoRoot, 'supabase', 'migrations'))
    const route = router(db, await loadTables(db), createOutbox(outboxDir, LOCAL_EMAIL_API_KEY), () => functions)
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      Promise.resolve(route(request, response, new URL(request.url ?? '/', 'http://backend'))).catch((error: unknown) => {
        console.error('local backend:', error)
        if (!response.headersSent) sendJson(response, 500, { message: String(error) })
        else response.end()
      })
    })
    await new Promise<void>((listening, failed) => {
      server.once('error', failed)
      server.listen(options.port, host, listening)
    })
    const url = `http://${host}:${(server.address() as AddressInfo).port}`
    // The functions reach the database through this backend, as on Supabase, and mail through its outbox.
    functions = await startFunctions(repoRoot, {
      SUPABASE_URL: url,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      RESEND_API_KEY: LOCAL_EMAIL_API_KEY,
      EMAIL_API_URL: `${url}/__email`,
      EMAIL_FROM: 'Coastal Craft website <website@localhost>',
      LEAD_EMAIL_TO: 'office@localhost',
      ...options.functionEnv,
    })
    return { url, outboxDir, stop }
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
}
