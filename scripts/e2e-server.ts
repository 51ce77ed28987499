/**
 * The end-to-end test server: the built site served by Cloudflare's Pages runtime (scripts/serve.ts), plus a
 * fresh in-memory local backend on the port the build points at, with its outbox in a known folder the tests read.
 */
import { rmSync } from 'node:fs'
import { LOCAL_BACKEND_PORT } from '../lib/local-backend.server.ts'
import { E2E_OUTBOX } from './e2e-server-config.ts'
import { startLocalBackend } from './local-backend/index.ts'
import { serveStatic, stopOnSignal } from './serve.ts'

rmSync(E2E_OUTBOX, { recursive: true, force: true })
// Each test visits from an address of its own, named in x-forwarded-for as a trusted proxy would (tests/e2e/
// fixtures.ts), so the per-address limit never trips by accident; sweeps run when a test asks for one; and the
// hour's budget of single e-mails is raised so each test's lead gets its own e-mail (tests/functions proves the budget).
const [backend, site] = await Promise.all([
  startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    dataDir: null,
    outboxDir: E2E_OUTBOX,
    trustForwardedFor: true,
    sweepIntervalMs: 0,
    limits: { emails_per_day: 100_000, acknowledgements_per_hour: 100_000 },
  }),
  serveStatic({ port: Number(process.env.E2E_PORT) }), // playwright.config.ts picks it
])
console.log(`e2e: site ${site.url}, backend ${backend.url}`)

stopOnSignal(site.close, backend.stop)
