/**
 * `npm start`: builds the site against the local backend (`npm run build:local`), then serves it with Cloudflare's
 * Pages runtime (scripts/serve.ts) beside the local backend (Postgres in PGlite with the real migrations, the
 * real edge functions in Deno, e-mails to a local outbox). Pass --no-build to serve the last build as it is.
 */
import { execSync } from 'node:child_process'
import { LOCAL_BACKEND_PORT, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../lib/local-backend.server.ts'
import { keptData, startLocalBackend } from './local-backend/index.ts'
import { serveStatic, stopOnSignal } from './serve.ts'

const sitePort = Number(process.env.PORT ?? 3000)

if (!process.argv.includes('--no-build')) {
  console.log('Building the site (the first build also encodes the photos, then keeps them in .cache/images)...')
  execSync('npm run build:local', { stdio: 'inherit' })
}

console.log(
  'Starting the local backend (Postgres in PGlite with the migrations, the edge functions in Deno) and the site...',
)
const [backend, site] = await Promise.all([
  startLocalBackend({ port: LOCAL_BACKEND_PORT, ...keptData }),
  serveStatic({ port: sitePort }),
])

console.log(`
  Site:     ${site.url}/
  Backend:  ${backend.url}  (Supabase-compatible: /rest/v1, /storage/v1, /functions/v1)
  Outbox:   ${backend.url}/__outbox  (e-mails the forms sent; files in ${backend.outboxDir})
  Keys:     publishable ${LOCAL_PUBLISHABLE_KEY}, secret ${LOCAL_SECRET_KEY}
            (the local ones \`supabase start\` prints too; \`npm run backend\` also lists the legacy pair)

  Submit the quote form at ${site.url}/#contact or apply at ${site.url}/subcontractor-signup/.
  Press Ctrl+C to stop.
`)

stopOnSignal(site.close, backend.stop)
