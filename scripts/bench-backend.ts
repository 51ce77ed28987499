/** What the submission benches share: a local backend on PGlite or PostgreSQL 15, a lead, the sweep, the report. */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import type { LeadFields } from '../lib/forms.ts'
import { LOCAL_SECRET_KEY } from '../lib/local-backend.server.ts'
import { ensurePostgres } from './debian-packages.ts'
import { freePort } from './free-port.ts'
import { connectDatabase } from './local-backend/database.ts'
import { type Limits, type LocalBackend, startLocalBackend } from './local-backend/index.ts'
import { platformSql } from './local-backend/migrations.ts'
import { startPostgres } from './postgres-server.ts'

/** A backend that trusts x-forwarded-for (each simulated visitor has an address) and runs no job on its own. */
export async function benchBackend(outboxDir: string, postgres: boolean, limits?: Limits) {
  if (postgres) ensurePostgres()
  const server = postgres ? startPostgres(await freePort()) : undefined
  if (server) {
    const admin = connectDatabase(server.url('postgres'), 1)
    await admin.transaction((tx) => tx.exec(platformSql))
    await admin.close()
  }
  rmSync(outboxDir, { recursive: true, force: true })
  const backend: LocalBackend = await startLocalBackend({
    port: 0,
    dataDir: null,
    databaseUrl: server?.url('postgres'),
    outboxDir,
    trustForwardedFor: true,
    sweepIntervalMs: 0,
    retentionIntervalMs: 0,
    limits,
  })
  const stop = async () => {
    await backend.stop()
    server?.stop()
    rmSync(outboxDir, { recursive: true, force: true })
  }
  return { backend, stop }
}

export const benchLead = (marker: string): LeadFields & { id: string } => ({
  id: crypto.randomUUID(),
  name: marker,
  email: `${marker.toLowerCase()}@example.com`,
  phone: '(619) 555-0100',
  project_type: 'Kitchen Remodel',
  property_address: '1234 Garnet Ave, San Diego, CA 92109',
  message: 'New cabinets and quartz counters.',
})

/** One notify-pending run, as pg_cron makes it. */
export async function sweep(backend: LocalBackend): Promise<{ sent: number; failed: number }> {
  const response = await fetch(`${backend.url}/functions/v1/notify-pending`, {
    method: 'POST',
    headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ min_age_seconds: 0, batch: 100 }),
  })
  return (await response.json()) as { sent: number; failed: number }
}

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** Writes bench-results/<name>.md (not committed) and prints it. */
export function writeResult(name: string, report: string, also = '') {
  mkdirSync('bench-results', { recursive: true })
  writeFileSync(`bench-results/${name}.md`, report)
  console.log(`\n${report}\nWritten to bench-results/${name}.md${also}`)
}
