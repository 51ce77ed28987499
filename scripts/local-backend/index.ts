/**
 * The local stand-in for the Supabase project (`npm start`, and the e2e, database and function tests): the real
 * migrations, the API and Storage paths, the edge functions in Deno, an outbox and the scheduled jobs. docs/backend.md.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_HOST,
  LOCAL_EMAIL_API_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { nextReportAt } from '../../supabase/functions/_shared/report-week.ts'
import { connectDatabase, openDatabase } from './database.ts'
import { type FunctionHost, startFunctions } from './functions.ts'
import { header, send, sendJson } from './http.ts'
import { applyEdge } from './keys.ts'
import { migrate } from './migrations.ts'
import { createOutbox } from './outbox.ts'
import { restHandler } from './rest.ts'
import { at, callWithSecretKey, every, runRetention } from './schedule.ts'
import { storageHandler } from './storage.ts'

const repoRoot = fileURLToPath(new URL('../../', import.meta.url))

/** Figures of private.limits a backend starts with, by column (the tests lower or raise them; a typo fails in SQL). */
export type Limits = Record<string, number>

export interface LocalBackendOptions {
  port: number
  /** Where PGlite keeps its files, the photos' bytes with the rest; null keeps everything in memory. */
  dataDir: string | null
  /** A real Postgres server instead of PGlite (a connection string, e.g. from DATABASE_URL). */
  databaseUrl?: string
  outboxDir: string
  /** How often notify-pending runs (and once at start); 0 never, nor any other job: a test runs them when it asks. */
  sweepIntervalMs?: number
  /** Take the client address from the last x-forwarded-for entry, as behind a trusted proxy (see keys.ts). */
  trustForwardedFor?: boolean
  limits?: Limits
}

/** The statement that sets these limits: one, so the row's checks see them together. */
export function limitsUpdate(limits: Limits): { sql: string; values: number[] } {
  const entries = Object.entries(limits)
  // Column names go into the statement: nothing but lower-case words.
  for (const [name] of entries) if (!/^[a-z_]+$/.test(name)) throw new Error(`not a limit: ${name}`)
  const sets = entries.map(([name], index) => `${name} = $${index + 1}`)
  return { sql: `update private.limits set ${sets.join(', ')}`, values: entries.map(([, value]) => value) }
}

/** Where `npm start` and `npm run backend` keep the database, the photos and the e-mails between runs. */
export const keptData = { dataDir: '.local/db', outboxDir: '.local/outbox' }

export async function startLocalBackend(options: LocalBackendOptions) {
  const outboxDir = resolve(options.outboxDir)
  const db = options.databaseUrl ? connectDatabase(options.databaseUrl) : await openDatabase(options.dataDir)
  let functions: FunctionHost | undefined
  const stopJobs: (() => void)[] = []
  const server = createServer()
  const stop = async () => {
    for (const stopJob of stopJobs) stopJob()
    server.closeAllConnections()
    await Promise.all([new Promise((done) => server.close(done)), functions?.stop()])
    await db.close()
  }

  try {
    await migrate(db, join(repoRoot, 'supabase', 'migrations'))
    if (options.limits) {
      const { sql, values } = limitsUpdate(options.limits)
      await db.transaction((tx) => tx.query(sql, values))
    }
    const rest = restHandler(db)
    const storage = storageHandler(db)
    const outbox = createOutbox(outboxDir, LOCAL_EMAIL_API_KEY)
    const route = async (request: IncomingMessage, response: ServerResponse) => {
      const url = new URL(request.url ?? '/', 'http://backend')
      const restPath = /^\/rest\/v1\/(rpc\/)?([^/]+)\/?$/.exec(url.pathname)
      const functionPath = /^\/functions\/v1\/([^/]+)\/?$/.exec(url.pathname)
      const storagePath = url.pathname.startsWith('/storage/v1/') ? url.pathname.slice('/storage/v1'.length) : undefined
      if (restPath || functionPath || storagePath) applyEdge(request, options.trustForwardedFor ?? false)
      if (restPath || storagePath) {
        // The gateway in front of Supabase's API allows any origin and echoes the headers a preflight asks for.
        response.setHeader('Access-Control-Allow-Origin', '*')
        if (request.method === 'OPTIONS')
          return send(response, 200, null, {
            'Access-Control-Allow-Methods': 'GET, HEAD, POST, PATCH, PUT, DELETE, OPTIONS',
            'Access-Control-Allow-Headers': header(request, 'access-control-request-headers') ?? '*',
            'Access-Control-Max-Age': '3600',
          })
      }
      if (storagePath) return storage(request, response, storagePath, url.searchParams)
      if (restPath) return rest(request, response, Boolean(restPath[1]), decodeURIComponent(restPath[2]!), url)
      if (functionPath && functions) return functions.forward(request, response, decodeURIComponent(functionPath[1]!))
      if (url.pathname === '/__functions/settled' && functions)
        return functions.settled().then(() => send(response, 204, null))
      if (url.pathname.startsWith('/__email/') || url.pathname.startsWith('/__outbox'))
        return outbox.route(request, response, url)
      sendJson(response, 404, {
        message:
          'Not found: the local backend serves /rest/v1/<table>, /rest/v1/rpc/<name>, /storage/v1/object/..., /functions/v1/<name> and /__outbox',
      })
    }
    server.on('request', (request: IncomingMessage, response: ServerResponse) => {
      route(request, response).catch((error: unknown) => {
        console.error('local backend:', error)
        if (!response.headersSent) sendJson(response, 500, { message: String(error) })
        else response.end()
      })
    })
    await new Promise<void>((listening, failed) => {
      server.once('error', failed)
      server.listen(options.port, LOCAL_BACKEND_HOST, listening)
    })
    const url = `http://${LOCAL_BACKEND_HOST}:${(server.address() as AddressInfo).port}`
    // The functions reach the database through this backend, as on Supabase, and mail through its outbox. They
    // get the project's keys as Supabase hands them over: the new keys as JSON dictionaries, the legacy pair alone.
    functions = await startFunctions(repoRoot, {
      SUPABASE_URL: url,
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY }),
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      RESEND_API_KEY: LOCAL_EMAIL_API_KEY,
      EMAIL_API_URL: `${url}/__email`,
      EMAIL_FROM: 'Coastal Craft website <website@localhost>',
      LEAD_EMAIL_TO: 'office@localhost',
    })
    // As the pg_cron jobs on Supabase: the sweep every five minutes and the retention job daily (both at start
    // too), the weekly report on Mondays; NOTIFY_PENDING_INTERVAL_MS and RETENTION_INTERVAL_MS change them.
    const sweepIntervalMs = options.sweepIntervalMs ?? Number(process.env.NOTIFY_PENDING_INTERVAL_MS || 5 * 60_000)
    const scheduled = (name: string) => () => callWithSecretKey(`${url}/functions/v1/${name}`, LOCAL_SECRET_KEY, {})
    const retentionIntervalMs = Number(process.env.RETENTION_INTERVAL_MS || 24 * 60 * 60_000)
    if (sweepIntervalMs > 0)
      stopJobs.push(
        every(sweepIntervalMs, 'notify-pending', scheduled('notify-pending')),
        at(nextReportAt, 'weekly-report', scheduled('weekly-report')),
        every(retentionIntervalMs, 'the retention job', () => runRetention(db, url, LOCAL_SECRET_KEY)),
      )
    return { url, outboxDir, sweepIntervalMs, stop }
  } catch (error) {
    await stop().catch(() => undefined)
    throw error
  }
}
