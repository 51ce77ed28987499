/**
 * `npm run bench:flood`: 2,000 submissions without a proof of work from 1,000 rotating addresses, half also
 * calling the e-mail function, with 50 real visitors among them who earn the proof as the browser does; then
 * one notify-pending run. On PostgreSQL 15 with the real limits. Writes bench-results/flood.md and
 * docs/performance.md, "Floods" (which says what each column means).
 */
import { LOCAL_PUBLISHABLE_KEY } from '../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../lib/proof-solver.ts'
import { benchBackend, benchLead, percentile, sweep, writeResult } from './bench-backend.ts'
import { writeDocsSection } from './docs-section.ts'
import { readOutbox } from './local-backend/outbox.ts'

const JUNK = 2000
const ADDRESSES = 1000
const REAL = 50
const CONCURRENCY = 20
const RUN = Date.now().toString(36)

const anon = { apikey: LOCAL_PUBLISHABLE_KEY, 'Content-Type': 'application/json' }
const address = (n: number) =>
  n % 2
    ? `198.${18 + Math.floor(n / 500)}.${Math.floor((n % 500) / 10)}.${(n % 10) + 1}`
    : `2001:db8:f100:${n.toString(16)}::1`

const { backend, stop } = await benchBackend('.local/bench-flood-outbox', true)
const databaseBytes = async () =>
  Number(
    (
      await backend.db.transaction((tx) =>
        tx.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes'),
      )
    ).rows[0]!.bytes,
  )

interface RealOutcome {
  marker: string
  email: string
  pressedAt: number
  refused?: string
}

async function junk(n: number): Promise<{ email: string; refused: boolean }> {
  const row = benchLead(`Junk-${RUN}-${n}`)
  const stored = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...anon, 'X-Forwarded-For': address(n % ADDRESSES) },
    body: JSON.stringify(row),
  })
  await stored.text()
  if (stored.ok && n % 2 === 0)
    await (
      await fetch(`${backend.url}/functions/v1/send-lead-email`, {
        method: 'POST',
        headers: anon,
        body: JSON.stringify(row),
      })
    ).text()
  return { email: row.email, refused: !stored.ok }
}

/** A visitor in a browser: the proof is earned from the form's first focus, then they press Send. */
async function real(n: number): Promise<RealOutcome> {
  const marker = `Real-${RUN}-${n}`
  const row = benchLead(marker)
  const from = { 'X-Forwarded-For': address(n * 7) }
  const proof = await solveProof(await fetchChallenge(backend.url, LOCAL_PUBLISHABLE_KEY, from))
  const pressedAt = Date.now()
  const stored = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...anon, ...from },
    body: JSON.stringify({ ...row, proof }),
  })
  if (!stored.ok) return { marker, email: row.email, pressedAt, refused: await stored.text() }
  const mailed = await fetch(`${backend.url}/functions/v1/send-lead-email`, {
    method: 'POST',
    headers: anon,
    body: JSON.stringify(row),
  })
  await mailed.text()
  return { marker, email: row.email, pressedAt, refused: mailed.ok ? undefined : `e-mail function ${mailed.status}` }
}

try {
  console.log(
    `bench:flood: ${JUNK} unverified submissions and ${REAL} real visitors against ${backend.url} (PostgreSQL 15)...`,
  )
  const bytesBefore = await databaseBytes()
  const started = Date.now()
  // The work list: junk, with a real visitor every JUNK / REAL items.
  const work: (() => Promise<unknown>)[] = []
  const reals: Promise<RealOutcome>[] = []
  for (let n = 0; n < JUNK; n++) {
    work.push(() => junk(n))
    if (n % (JUNK / REAL) === 0) {
      const index = n / (JUNK / REAL)
      work.push(() => {
        const outcome = real(index)
        reals.push(outcome)
        return outcome
      })
    }
  }
  const junkOutcomes: { email: string; refused: boolean }[] = []
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < work.length) {
        const result = await work[next++]!()
        if (result && typeof result === 'object' && 'refused' in result && typeof result.refused === 'boolean')
          junkOutcomes.push(result as { email: string; refused: boolean })
      }
    }),
  )
  const realOutcomes = await Promise.all(reals)
  const wall = (Date.now() - started) / 1000
  const swept = await sweep(backend)
  const bytesAdded = (await databaseBytes()) - bytesBefore

  const emails = readOutbox(backend.outboxDir)
  const singles = new Map(
    emails
      .filter((email) => email.subject.startsWith('New quote request: '))
      .map((email) => [email.subject.slice(19).split(' ')[0]!, email]),
  )
  const to = (email: { to: string | string[] }) => [email.to].flat()
  const acknowledged = new Set(
    emails.flatMap((email) => (email.subject.startsWith('New quote request') ? [] : to(email))),
  )
  const realMailed = realOutcomes.filter((outcome) => singles.has(outcome.marker))
  const delays = realMailed
    .map((outcome) => Date.parse(singles.get(outcome.marker)!.created_at) - outcome.pressedAt)
    .sort((a, b) => a - b)
  const held = (
    await backend.db.transaction((tx) =>
      tx.query<{ count: string }>(
        "select count(*) from public.leads where verification not in ('verified', 'released')",
      ),
    )
  ).rows[0]!.count
  const heldEmail = emails.find((email) => email.subject.includes('held submission'))

  const table = [
    '| Real visitors | stored | mailed on their own | Send to owner’s e-mail p50 / p99 | acknowledged | refused | Junk | held rows | refused | acknowledged | junk in owner’s e-mails | e-mails in all | database bytes added | took |',
    '| --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
    `| ${REAL} | ${realOutcomes.filter((o) => !o.refused?.startsWith('{')).length} | ${realMailed.length} | ${Math.round(percentile(delays, 50))} / ${Math.round(percentile(delays, 99))} ms | ${realOutcomes.filter((o) => acknowledged.has(o.email)).length} | ${realOutcomes.filter((o) => o.refused).length} | ${JUNK} | ${held} | ${junkOutcomes.filter((o) => o.refused).length} | ${junkOutcomes.filter((o) => acknowledged.has(o.email)).length} | ${[...singles.keys()].filter((key) => key.startsWith('Junk-')).length} single, ${heldEmail ? 1 : 0} held-submissions e-mail | ${emails.length} | ${(bytesAdded / 1024).toFixed(0)} KB | ${wall.toFixed(1)} s |`,
  ].join('\n')
  const notes = [
    `- The sweep after the run: ${JSON.stringify(swept)}.`,
    heldEmail
      ? `- The held-submissions e-mail: "${heldEmail.subject}", ${heldEmail.html?.length ?? 0} characters of HTML.`
      : '',
    ...[...new Set(realOutcomes.flatMap((o) => (o.refused ? [o.refused] : [])))].map(
      (m) => `- A real visitor saw: ${m}`,
    ),
  ].filter(Boolean)
  const report = `${table}\n\n${notes.join('\n')}`
  writeResult('flood', report, ' and docs/performance.md')
  writeDocsSection(
    'docs/performance.md',
    'flood-bench',
    `${new Date().toISOString().slice(0, 10)}, 2 cores:\n\n${report}`,
  )
} finally {
  await stop()
}
