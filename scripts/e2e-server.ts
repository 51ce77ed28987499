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
// Each test visits from its own x-forwarded-for address (tests/e2e/fixtures.ts) so the per-address limit never trips;
// sweeps run only when a test asks; e-mail budgets are raised so each lead gets its own (tests/functions holds them);
// each proof of work is solved and checked as in production, but over 20 counters, not thousands (docs/performance.md).
const [backend, site] = await Promise.all([
  startLocalBackend({
    port: LOCAL_BACKEND_PORT,
    dataDir: null,
    outboxDir: E2E_OUTBOX,
    trustForwardedFor: true,
    sweepIntervalMs: 0,
    limits: {
      emails_per_day: 100_000,
      acknowledgements_per_hour: 100_000,
      proof_counter_min: 1,
      proof_counter_max: 20,
    },
  }),
  serveStatic({ port: Number(process.env.E2E_PORT) }), // playwright.config.ts picks it
])
console.log(`e2e: site ${site.url}, backend ${backend.url}`)

stopOnSignal(site.close, backend.stop)
