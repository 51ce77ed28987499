/**
 * `npm run bench:leads`: 500 visitors submit at once against the local backend, each from an address and with
 * an e-mail of its own, making the site's two calls with supabase-js (insert, then the e-mail function), and
 * pressing the button once more if they see an error, as a visitor would. Then notify-pending runs, as pg_cron
 * would, and the bench counts what was stored, mailed, refused, duplicated and lost, with the latency of a
 * submission. Two scripted attacks with the public anon key show what the database lets through.
 *
 * The hour's budget of single e-mails is raised for the run (as for an owner on a paid e-mail plan), so every
 * lead gets its own e-mail and the bench measures that heavier path; tests/functions/budget.test.ts proves the
 * budget itself. Options: --postgres runs the database on a real PostgreSQL 15 server
 * instead of PGlite; --visitors=N. Writes bench-results/leads.md (not committed; docs/performance.md keeps
 * the latest table).
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import type { LeadFields } from '../lib/forms.ts'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../lib/proof-solver.ts'
import { type SubcontractorFields, subcontractorEmailPayload } from '../lib/subcontractor-form.ts'
import { ensurePostgres } from './ensure-postgres.ts'
import { freePort } from './free-port.ts'
import { connectDatabase } from './local-backend/database.ts'
import { type LocalBackend, startLocalBackend } from './local-backend/index.ts'
import { platformSql } from './local-backend/migrations.ts'
import { readOutbox } from './local-backend/outbox.ts'
import { type PostgresServer, startPostgres } from './postgres-server.ts'

const VISITORS = Number(/--visitors=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 500)
const onPostgres = process.argv.includes('--postgres')
const OUTBOX = '.local/bench-outbox'
const RUN = Date.now().toString(36)

// supabase-js builds its realtime client up front and wants a WebSocket class (browsers have one; Node 20 has
// none). The bench never opens a channel.
;(globalThis as { WebSocket?: unknown }).WebSocket ??= class {}

interface Visitor {
  index: number
  table: 'leads' | 'subcontractors'
  marker: string
  address: string
}

interface Outcome {
  visitor: Visitor
  id: string
  ms: number
  /** What the visitor saw last: nothing (thank-you), or the message. */
  error?: string
  attempts: number
}

const visitors: Visitor[] = Array.from({ length: VISITORS }, (_, index) => ({
  index,
  // One in five is a subcontractor application, as on a site whose main job is quotes.
  table: index % 5 === 4 ? 'subcontractors' : 'leads',
  marker: `Bench-${RUN}-${index}`,
  // Documentation-range IPv6 networks (2001:db8::/32), one /64 per visitor; every tenth an IPv4 address.
  address:
    index % 10 === 0
      ? `198.51.${100 + Math.floor(index / 250)}.${(index % 250) + 1}`
      : `2001:db8:${(index >> 8).toString(16)}:${(index & 0xff).toString(16)}::${index + 1}`,
}))

function fields(visitor: Visitor): { row: Record<string, unknown>; payload: Record<string, unknown> } {
  const email = `${visitor.marker.toLowerCase()}@example.com`
  if (visitor.table === 'leads') {
    const lead: LeadFields = {
      name: visitor.marker,
      email,
      phone: '(619) 555-0100',
      project_type: 'Kitchen Remodel',
      property_address: `${visitor.index} Garnet Ave, San Diego, CA 92109`,
      message: 'New cabinets and quartz counters.',
    }
    return { row: lead, payload: lead }
  }
  const application: SubcontractorFields = {
    company_name: visitor.marker,
    contact_name: 'Maria Lopez',
    email,
    phone: '(760) 555-0199',
    address: '500 Industrial Way',
    city: 'Escondido',
    state: 'CA',
    zip: '92025',
    services: ['Tile Work'],
    license_number: 'C54-123456',
    insurance_info: 'General liability $2M',
    years_in_business: '12',
    reference_list: 'A. Smith 619-555-0101',
  }
  return { row: application, payload: subcontractorEmailPayload(application) }
}

/** One visitor, as the site does it: insert with a browser-made id, then the e-mail function; once more on an error. */
async function visit(backend: LocalBackend, visitor: Visitor): Promise<Outcome> {
  const supabase = createClient(backend.url, LOCAL_PUBLISHABLE_KEY, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { headers: { 'X-Forwarded-For': visitor.address } },
  })
  const id = crypto.randomUUID()
  const { row, payload } = fields(visitor)
  // Earned while the visitor typed (lib/browser/proof.ts), before pressing the button: not part of the latency.
  const proof = await solveProof(
    await fetchChallenge(backend.url, LOCAL_PUBLISHABLE_KEY, { 'X-Forwarded-For': visitor.address }),
  )
  const started = performance.now()
  let error: string | undefined
  let attempts = 0
  for (; attempts < 2; ) {
    attempts++
    error = undefined
    const inserted = await supabase.from(visitor.table).insert({ id, ...row, proof })
    if (inserted.error && !(inserted.error.code === '23505' && inserted.error.message.includes('_pkey'))) {
      error = `Database error: ${inserted.error.message}`
      continue
    }
    const fn = visitor.table === 'leads' ? 'send-lead-email' : 'send-subcontractor-email'
    const invoked = await supabase.functions.invoke(fn, { body: { id, ...payload } })
    if (!invoked.error) break
    const body = (await (invoked.error.context as Response | undefined)?.json?.().catch(() => ({}))) as
      | { details?: string }
      | undefined
    error = body?.details ?? invoked.error.message
  }
  return { visitor, id, ms: performance.now() - started, error, attempts }
}

async function rowsOf(backend: LocalBackend, table: string, column: string, prefix: string) {
  const response = await fetch(
    `${backend.url}/rest/v1/${table}?select=id,${column},notified_at,email_id&${column}=like.${encodeURIComponent(`${prefix}*`)}`,
    {
      headers: { apikey: LOCAL_SECRET_KEY },
    },
  )
  if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as {
    id: string
    notified_at: string | null
    email_id: string | null
    [column: string]: unknown
  }[]
}

async function sweep(backend: LocalBackend) {
  const response = await fetch(`${backend.url}/functions/v1/notify-pending`, {
    method: 'POST',
    headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ min_age_seconds: 0, batch: 100 }),
  })
  return (await response.json()) as { sent: number; failed: number }
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0

/** A script with the anon key: an array body of many rows, and many single inserts from one address. */
async function attacks(backend: LocalBackend) {
  const headers = {
    apikey: LOCAL_PUBLISHABLE_KEY,
    'Content-Type': 'application/json',
  }
  const spam = (n: number) => ({
    id: crypto.randomUUID(),
    name: `Spam-${RUN}-${n}`,
    email: `spam-${RUN}-${n}@example.com`,
    phone: '1',
    project_type: 'Other',
    property_address: 'x',
    message: '',
  })
  const bulk = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...headers, 'X-Forwarded-For': '192.0.2.10' },
    body: JSON.stringify(Array.from({ length: 1000 }, (_, n) => spam(n))),
  })
  const rapid = await Promise.all(
    Array.from({ length: 100 }, (_, n) =>
      fetch(`${backend.url}/rest/v1/leads`, {
        method: 'POST',
        headers: { ...headers, 'X-Forwarded-For': `10.9.9.${n % 250}, 192.0.2.20` },
        body: JSON.stringify(spam(2000 + n)),
      }).then((r) => r.status),
    ),
  )
  const stored = (await rowsOf(backend, 'leads', 'name', `Spam-${RUN}-`)).length
  return { bulkStatus: bulk.status, rapidStored: rapid.filter((status) => status === 201).length, stored }
}

let server: PostgresServer | undefined
let databaseUrl: string | undefined
if (onPostgres) {
  ensurePostgres()
  server = startPostgres(await freePort())
  const admin = connectDatabase(server.url('postgres'), 1)
  await admin.transaction((tx) => tx.exec(platformSql))
  await admin.close()
  databaseUrl = server.url('postgres')
}

rmSync(OUTBOX, { recursive: true, force: true })
const backend = await startLocalBackend({
  port: 0,
  dataDir: null,
  databaseUrl,
  outboxDir: OUTBOX,
  trustForwardedFor: true,
  sweepIntervalMs: 0,
  // Proofs of a few digests: the bench measures the submission, bench:proof the solving.
  limits: { emails_per_day: 100_000, proof_counter_min: 1, proof_counter_max: 20 },
})
try {
  console.log(
    `bench:leads: ${VISITORS} visitors at once against ${backend.url} (${onPostgres ? 'PostgreSQL 15' : 'PGlite'})...`,
  )
  const started = performance.now()
  const outcomes = await Promise.all(visitors.map((visitor) => visit(backend, visitor)))
  const wall = performance.now() - started
  // As pg_cron would, run after run, until a run finds nothing left to send.
  const swept: { sent: number; failed: number }[] = []
  do swept.push(await sweep(backend))
  while (swept.at(-1)!.sent + swept.at(-1)!.failed > 0 && swept.length < 20)

  const leadRows = await rowsOf(backend, 'leads', 'name', `Bench-${RUN}-`)
  const appRows = await rowsOf(backend, 'subcontractors', 'company_name', `Bench-${RUN}-`)
  const storedByMarker = new Map<string, number>()
  for (const row of [...leadRows, ...appRows]) {
    const marker = String(row.name ?? row.company_name)
    storedByMarker.set(marker, (storedByMarker.get(marker) ?? 0) + 1)
  }
  const emails = readOutbox(OUTBOX)
  const mailsByMarker = new Map<string, number>()
  for (const email of emails) {
    for (const marker of new Set(email.subject.match(new RegExp(`Bench-${RUN}-\\d+`, 'g')) ?? []))
      mailsByMarker.set(marker, (mailsByMarker.get(marker) ?? 0) + 1)
  }
  const stored = visitors.filter((v) => storedByMarker.get(v.marker) === 1).length
  const duplicatedRows = visitors.filter((v) => (storedByMarker.get(v.marker) ?? 0) > 1).length
  const mailed = visitors.filter((v) => mailsByMarker.get(v.marker) === 1).length
  const duplicatedMails = visitors.filter((v) => (mailsByMarker.get(v.marker) ?? 0) > 1).length
  const refused = outcomes.filter((o) => o.error?.startsWith('Database error:')).length
  const lost =
    visitors.filter((v) => !storedByMarker.has(v.marker) && !outcomes[v.index]!.error?.startsWith('Database error:'))
      .length + visitors.filter((v) => storedByMarker.has(v.marker) && !mailsByMarker.has(v.marker)).length
  const sawError = outcomes.filter((o) => o.error).length
  const retried = outcomes.filter((o) => o.attempts > 1).length
  const latencies = outcomes.map((o) => o.ms).sort((a, b) => a - b)
  const attack = await attacks(backend)

  const table = [
    `| Database | Visitors | Stored | Mailed once | Refused | Duplicated (rows / e-mails) | Lost | Saw an error | Pressed again | p50 | p90 | p99 | max | All done in |`,
    `| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |`,
    `| ${onPostgres ? 'PostgreSQL 15' : 'PGlite'} | ${VISITORS} | ${stored} | ${mailed} | ${refused} | ${duplicatedRows} / ${duplicatedMails} | ${lost} | ${sawError} | ${retried} | ${latencies.length ? percentile(latencies, 50).toFixed(0) : 0} ms | ${percentile(latencies, 90).toFixed(0)} ms | ${percentile(latencies, 99).toFixed(0)} ms | ${(latencies.at(-1) ?? 0).toFixed(0)} ms | ${(wall / 1000).toFixed(1)} s |`,
  ].join('\n')
  const attackLines = [
    `- An array body of 1000 rows with the anon key: HTTP ${attack.bulkStatus}, none stored.`,
    `- 100 inserts at once from one address (a different spoofed first x-forwarded-for entry on each): ${attack.rapidStored} stored.`,
    `- Sweeps after the run: ${swept.map((s) => `${s.sent} sent`).join(', ')}.`,
  ].join('\n')
  const messages = [...new Set(outcomes.flatMap((o) => (o.error ? [o.error] : [])))]
  const report = `${table}\n\n${attackLines}\n${messages.length ? `\nMessages visitors saw last:\n${messages.map((m) => `- ${m}`).join('\n')}\n` : ''}`
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/leads.md', report)
  console.log(`\n${report}\nWritten to bench-results/leads.md`)
  if (lost > 0 || duplicatedRows > 0 || duplicatedMails > 0 || mailed !== stored) process.exitCode = 1
} finally {
  await backend.stop()
  server?.stop()
  rmSync(OUTBOX, { recursive: true, force: true })
}
