/**
 * `npm start` (--no-build: the last build): builds against the local backend and serves the site beside it.
 * `npm run backend` (--backend-only) runs the backend alone for `npm run dev`; its options: docs/backend.md.
 */
import { execSync } from 'node:child_process'
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_PORT,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../lib/local-backend.server.ts'
import { keptData, startLocalBackend } from './local-backend/index.ts'
import { serveStatic, stopOnSignal } from './serve.ts'

const backendOnly = process.argv.includes('--backend-only')
const inMemory = process.argv.includes('--memory')
const databaseUrl = process.env.DATABASE_URL

if (!backendOnly && !process.argv.includes('--no-build')) {
  console.log('Building the site (the first build also encodes the photos, then keeps them in .cache/images)...')
  execSync('npm run build:local', { stdio: 'inherit' })
}

console.log('Starting the local backend (Postgres with the migrations, the edge functions in Deno)...')
const [backend, site] = await Promise.all([
  startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    ...keptData,
    ...(inMemory && { dataDir: null }),
    databaseUrl,
    // Every request here comes from 127.0.0.1, one network: past three a day a project would leave them to the
    // digest, as a bot's (docs/backend.md, "Notifications"). Whoever tries the forms here is no bot.
    limits: { singles_per_network_per_day: 1000 },
  }),
  backendOnly ? undefined : serveStatic({ port: Number(process.env.PORT ?? 3000) }),
])

const every = backend.sweepIntervalMs > 0 ? `every ${backend.sweepIntervalMs / 1000} s` : 'off'
const lines = [
  ...(site
    ? [`Site:      ${site.url}/  (the quote form at /#contact, the application at /subcontractor-signup/)`]
    : []),
  `Backend:   ${backend.url}  (Supabase-compatible: /rest/v1, /storage/v1/object, /functions/v1)`,
  `Outbox:    ${backend.url}/__outbox  (the e-mails the forms sent; files in ${backend.outboxDir})`,
  `Database:  ${databaseUrl ? `${databaseUrl.replace(/:[^:@/]*@/, ':***@')} (DATABASE_URL)` : inMemory ? 'in memory' : keptData.dataDir}  (the photos too)`,
  `Sweep:     notify-pending ${every} (NOTIFY_PENDING_INTERVAL_MS)`,
  `Keys:      publishable ${LOCAL_PUBLISHABLE_KEY}, secret ${LOCAL_SECRET_KEY} (the local ones \`supabase start\` prints)`,
  `           the legacy pair (REST and Storage take it; the sweep wants the secret key): anon ${LOCAL_ANON_KEY}`,
  `           service_role ${LOCAL_SERVICE_ROLE_KEY}`,
]
console.log(`\n${lines.map((line) => `  ${line}`).join('\n')}\n\n  Press Ctrl+C to stop.\n`)

stopOnSignal(backend.stop, ...(site ? [site.close] : []))
