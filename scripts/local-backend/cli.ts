/**
 * `npm run backend`: the local backend alone, for `npm run dev` (which serves the site itself).
 * Options: --memory (no data kept), LOCAL_BACKEND_PORT (default 54321, lib/local-backend.server.ts), DATABASE_URL
 * (a real Postgres instead of PGlite), NOTIFY_PENDING_INTERVAL_MS (the sweep, default every 5 minutes).
 */

import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_PORT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { keptData, startLocalBackend } from './index.ts'

const inMemory = process.argv.includes('--memory')
const databaseUrl = process.env.DATABASE_URL
const backend = await startLocalBackend({
  port: LOCAL_BACKEND_PORT,
  ...keptData,
  ...(inMemory && { dataDir: null, storageDir: null }),
  databaseUrl,
})
const data = databaseUrl
  ? `${databaseUrl.replace(/:[^:@/]*@/, ':***@')} (DATABASE_URL)`
  : inMemory
    ? 'in memory, gone on exit'
    : `${keptData.dataDir} (delete the folder to start afresh)`

console.log(`
  Local Supabase stand-in: ${backend.url}
    REST:       ${backend.url}/rest/v1/<table>
    Storage:    ${backend.url}/storage/v1/object/<bucket>/<name>   (files in ${inMemory ? 'memory' : keptData.storageDir})
    Functions:  ${backend.url}/functions/v1/<name>
    Outbox:     ${backend.url}/__outbox   (files in ${backend.outboxDir})
    Data:       ${data}
    Sweep:      notify-pending ${backend.sweepIntervalMs > 0 ? `every ${backend.sweepIntervalMs / 1000} s` : 'off'} (NOTIFY_PENDING_INTERVAL_MS)

  Publishable key:  ${LOCAL_PUBLISHABLE_KEY}
  Secret key:       ${LOCAL_SECRET_KEY}
  Legacy keys (still accepted, as on a project that has them):
    anon:           ${LOCAL_ANON_KEY}
    service_role:   ${LOCAL_SERVICE_ROLE_KEY}

  Press Ctrl+C to stop.
`)

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void backend.stop().finally(() => process.exit(0))
  })
}
