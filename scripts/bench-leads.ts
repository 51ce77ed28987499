/**
 * `npm run bench:leads`: 500 visitors submit at once with supabase-js (insert, then the e-mail function, once
 * more on an error), then notify-pending runs until nothing is left; counts what was stored, mailed, refused,
 * duplicated and lost, and two scripted attacks with the anon key (docs/performance.md, "Leads under load").
 * --postgres: PostgreSQL 15 instead of PGlite; --visitors=N. Writes bench-results/leads.md.
 */
import { performance } from 'node:perf_hooks'
import { createClient } from '@supabase/supabase-js'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../lib/proof-solver.ts'
import { type SubcontractorFields, subcontractorEmailPayload } from '../lib/subcontractor-form.ts'
import { benchBackend, benchLead, percentile, sweep, writeResult } from './bench-backend.ts'
import type { LocalBackend } from './local-backend/index.ts'
import { readOutbox } from './local-backend/outbox.ts'

const VISITORS = Number(/--visitors=(\d+)/.exec(process.argv.join(' '))?.[1] ?? 500)
const onPostgres = process.argv.includes('--postgres')
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
  if (visitor.table === 'leads') {
    const { id: _id, ...lead } = benchLead(visitor.marker)
    return { row: lead, payload: lead }
  }
  const email = `${visitor.marker.toLowerCase()}@example.com`
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
  const query = `select=${column}&${column}=like.${encodeURIComponent(`${prefix}*`)}`
  const response = await fetch(`${backend.url}/rest/v1/${table}?${query}`, { headers: { apikey: LOCAL_SECRET_KEY } })
  if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

/** A script with the anon key: an array body of many rows, and many single inserts from one address. */
async function attacks(backend: LocalBackend) {
  const headers = { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' }
  const spam = (n: number) => benchLead(`Spam-${RUN}-${n}`)
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

// Proofs of a few digests: the bench measures the submission, bench:proof the solving.
const { backend, stop } = await benchBackend('.local/bench-outbox', onPostgres, {
  emails_per_day: 100_000,
  proof_counter_min: 1,
  proof_counter_max: 20,
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
  const emails = readOutbox(backend.outboxDir)
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
  writeResult('leads', report)
  if (lost > 0 || duplicatedRows > 0 || duplicatedMails > 0 || mailed !== stored) process.exitCode = 1
} finally {
  await stop()
}
