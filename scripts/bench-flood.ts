/**
 * `npm run bench:flood`: 2,000 submissions without a proof of work from 1,000 rotating addresses, half also
 * calling the e-mail function, with 50 real visitors among them who earn the proof as the browser does; then
 * one notify-pending run. On PostgreSQL 15 with the real limits. Prints the result and writes it into
 * docs/performance.md, "Floods" (which says what each column means).
 */
import { rmSync } from 'node:fs'
import type { LeadFields } from '../lib/forms.ts'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../lib/proof-solver.ts'
import { ensurePostgres } from './debian-packages.ts'
import { writeDocsSection } from './docs-section.ts'
import { freePort } from './free-port.ts'
import { connectDatabase } from './local-backend/database.ts'
import { startLocalBackend } from './local-backend/index.ts'
import { platformSql } from './local-backend/migrations.ts'
import { readOutbox } from './local-backend/outbox.ts'
import { startPostgres } from './postgres-server.ts'

const JUNK = 2000
const ADDRESSES = 1000
const REAL = 50
const CONCURRENCY = 20
const RUN = Date.now().toString(36)
const outboxDir = '.local/bench-flood-outbox'

const address = (n: number) =>
  n % 2
    ? `198.${18 + Math.floor(n / 500)}.${Math.floor((n % 500) / 10)}.${(n % 10) + 1}`
    : `2001:db8:f100:${n.toString(16)}::1`

const lead = (marker: string) =>
  ({
    id: crypto.randomUUID(),
    name: marker,
    email: `${marker.toLowerCase()}@example.com`,
    phone: '(619) 555-0100',
    project_type: 'Kitchen Remodel',
    property_address: '1234 Garnet Ave, San Diego, CA 92109',
    message: 'New cabinets and quartz counters.',
  }) satisfies LeadFields & { id: string }

ensurePostgres()
const server = startPostgres(await freePort())
const admin = connectDatabase(server.url('postgres'), 1)
await admin.transaction((tx) => tx.exec(platformSql))
await admin.close()
rmSync(outboxDir, { recursive: true, force: true })
// Trusting x-forwarded-for gives each simulated visitor an address of its own; no job runs unless asked.
const backend = await startLocalBackend({
  port: 0,
  dataDir: null,
  databaseUrl: server.url('postgres'),
  outboxDir,
  trustForwardedFor: true,
  sweepIntervalMs: 0,
  retentionIntervalMs: 0,
})

const post = (path: string, body: unknown, headers: Record<string, string> = {}) =>
  fetch(`${backend.url}${path}`, {
    method: 'POST',
    headers: { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })
const count = async (sql: string) =>
  Number((await backend.db.transaction((tx) => tx.query<{ n: string }>(sql))).rows[0]!.n)
const databaseBytes = () => count('select pg_database_size(current_database()) as n')

async function junk(n: number): Promise<{ email: string; refused: boolean }> {
  const row = lead(`Junk-${RUN}-${n}`)
  const stored = await post('/rest/v1/leads', row, { 'X-Forwarded-For': address(n % ADDRESSES) })
  await stored.text()
  if (stored.ok && n % 2 === 0) await (await post('/functions/v1/send-lead-email', row)).text()
  return { email: row.email, refused: !stored.ok }
}

/** A visitor in a browser: the proof is earned from the form's first focus, then they press Send. */
async function real(n: number): Promise<{ marker: string; email: string; pressedAt: number; refused?: string }> {
  const row = lead(`Real-${RUN}-${n}`)
  const from = { 'X-Forwarded-For': address(n * 7) }
  const proof = await solveProof(await fetchChallenge(backend.url, LOCAL_PUBLISHABLE_KEY, from))
  const outcome = { marker: row.name, email: row.email, pressedAt: Date.now() }
  const stored = await post('/rest/v1/leads', { ...row, proof }, from)
  if (!stored.ok) return { ...outcome, refused: await stored.text() }
  const mailed = await post('/functions/v1/send-lead-email', row)
  await mailed.text()
  return { ...outcome, refused: mailed.ok ? undefined : `e-mail function ${mailed.status}` }
}

try {
  console.log(`bench:flood: ${JUNK} unverified submissions and ${REAL} real visitors against ${backend.url}...`)
  const bytesBefore = await databaseBytes()
  const started = Date.now()
  // Junk, with a real visitor every JUNK / REAL items, CONCURRENCY requests at a time.
  const junkOutcomes: Awaited<ReturnType<typeof junk>>[] = []
  const realOutcomes: Awaited<ReturnType<typeof real>>[] = []
  const work: (() => Promise<unknown>)[] = []
  for (let n = 0; n < JUNK; n++) {
    work.push(async () => junkOutcomes.push(await junk(n)))
    if (n % (JUNK / REAL) === 0) work.push(async () => realOutcomes.push(await real(n / (JUNK / REAL))))
  }
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < work.length) await work[next++]!()
    }),
  )
  const wall = (Date.now() - started) / 1000
  // One notify-pending run, as pg_cron makes it.
  const sweep = await post(
    '/functions/v1/notify-pending',
    { min_age_seconds: 0, batch: 100 },
    { apikey: LOCAL_SECRET_KEY },
  )
  const swept = await sweep.json()
  const bytesAdded = (await databaseBytes()) - bytesBefore

  const emails = readOutbox(outboxDir)
  const single = (email: { subject: string }) => email.subject.startsWith('New quote request: ')
  const singles = new Map(emails.filter(single).map((email) => [email.subject.slice(19).split(' ')[0]!, email]))
  const acknowledged = new Set(emails.filter((email) => !single(email)).flatMap((email) => [email.to].flat()))
  const realMailed = realOutcomes.filter((outcome) => singles.has(outcome.marker))
  const delays = realMailed
    .map((outcome) => Date.parse(singles.get(outcome.marker)!.created_at) - outcome.pressedAt)
    .sort((a, b) => a - b)
  const percentile = (p: number) => Math.round(delays[Math.max(0, Math.ceil((p / 100) * delays.length) - 1)] ?? 0)
  const held = await count("select count(*) as n from public.leads where verification not in ('verified', 'released')")
  const heldEmail = emails.find((email) => email.subject.includes('held submission'))
  const columns: [string, string | number][] = [
    ['Real visitors', REAL],
    ['stored', realOutcomes.filter((o) => !o.refused?.startsWith('{')).length],
    ['mailed on their own', realMailed.length],
    ['Send to owner’s e-mail p50 / p99', `${percentile(50)} / ${percentile(99)} ms`],
    ['acknowledged', realOutcomes.filter((o) => acknowledged.has(o.email)).length],
    ['refused', realOutcomes.filter((o) => o.refused).length],
    ['Junk', JUNK],
    ['held rows', held],
    ['refused', junkOutcomes.filter((o) => o.refused).length],
    ['acknowledged', junkOutcomes.filter((o) => acknowledged.has(o.email)).length],
    [
      'junk in owner’s e-mails',
      `${[...singles.keys()].filter((key) => key.startsWith('Junk-')).length} single, ${heldEmail ? 1 : 0} held-submissions e-mail`,
    ],
    ['e-mails in all', emails.length],
    ['database bytes added', `${(bytesAdded / 1024).toFixed(0)} KB`],
    ['took', `${wall.toFixed(1)} s`],
  ]
  const report = [
    `| ${columns.map(([name]) => name).join(' | ')} |`,
    `|${' --: |'.repeat(columns.length)}`,
    `| ${columns.map(([, value]) => value).join(' | ')} |`,
    '',
    `- The sweep after the run: ${JSON.stringify(swept)}.`,
    ...(heldEmail
      ? [`- The held-submissions e-mail: "${heldEmail.subject}", ${heldEmail.html?.length} characters of HTML.`]
      : []),
    ...new Set(realOutcomes.flatMap((o) => (o.refused ? [`- A real visitor saw: ${o.refused}`] : []))),
  ].join('\n')
  console.log(`\n${report}`)
  const when = new Date().toISOString().slice(0, 10)
  writeDocsSection('docs/performance.md', 'flood-bench', `${when}, 2 cores:\n\n${report}`)
} finally {
  await backend.stop()
  server.stop()
  rmSync(outboxDir, { recursive: true, force: true })
}
