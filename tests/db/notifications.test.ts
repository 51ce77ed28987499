/** The owner's e-mails as the database keeps them: claims and keys, the day's budget (lowered here to 6, 3 of them kept for digests), digests. */
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { type Claim, fromAddress, useDatabase } from './database.ts'
import { lead } from './fixtures.ts'

type Entry = { submission_table: string; row: { id: string } }
type Digest = { key: string; rows: Entry[]; reported: Entry[] } | null

const { query, rpc, stored, tryInsert, limitsForTest } = useDatabase()
const claim = (table: string, id: string) => rpc<Claim>('public.claim_notification($1, $2)', [table, id])
const claimDigest = () => rpc<Digest>("public.claim_digest('0 seconds')")
const mark = (key: string, emailId: string) => rpc<number>('public.mark_notified($1, $2)', [key, emailId])
const fail = (key: string, error: string, refused: boolean) =>
  rpc<null>('public.record_notification_failure($1, $2, $3)', [key, error, refused])
const relist = (key: string) => rpc<number>('public.relist_reported($1)', [key])
const pending = async () =>
  (await rpc<{ id: string }[]>("public.pending_notifications(100, '0 seconds')")).map((entry) => entry.id)
const ids = (digest: Digest) => digest?.rows.map((entry) => entry.row.id)
const row = async (table: string, id: string) => (await query(`select * from public.${table} where id = $1`, [id]))[0]!
/** Moves every claim and submission back by this much, as if that time had passed. */
async function later(interval: string) {
  for (const table of ['leads', 'subcontractors'])
    await query(
      `update public.${table} set notify_claimed_at = notify_claimed_at - $1::interval, created_at = created_at - $1::interval`,
      [interval],
    )
}

beforeAll(() => query('update private.limits set emails_per_day = 6, digest_reserve_per_day = 3'))
// Each test starts with nothing unmailed, a fresh hour and the day's budget whole.
beforeEach(() =>
  query(
    'delete from public.leads; delete from public.subcontractors; delete from private.email_claims; delete from private.submission_log',
  ),
)

test('a submission is claimed once with the key <table>-<id>, the same on every later claim, and marked once mailed', async () => {
  const id = await stored()
  expect(await claim('leads', id)).toMatchObject({
    state: 'single',
    key: `leads-${id}`,
    row: { id, notify_key: `leads-${id}` },
  })
  expect(await claim('leads', id)).toMatchObject({ state: 'single', key: `leads-${id}` })
  expect(await mark(`leads-${id}`, 'email-1')).toBe(1)
  expect(await claim('leads', id)).toMatchObject({ state: 'sent' })
  expect(await row('leads', id)).toMatchObject({ email_id: 'email-1', notified_at: expect.any(Date) })
  expect(await mark(`leads-${id}`, 'email-2')).toBe(0)
  expect(await row('leads', id)).toMatchObject({ email_id: 'email-1' })
  expect(await claim('leads', '00000000-0000-4000-8000-000000000000')).toEqual({ state: 'missing' })
})

test('three single e-mails a day, both forms together; the fourth waits for the digest; a day later singles resume', async () => {
  const states = []
  for (const table of ['leads', 'subcontractors', 'leads', 'subcontractors'] as const)
    states.push((await claim(table, await stored(table))).state)
  expect(states).toEqual(['single', 'single', 'single', 'queued'])
  await later('1 day')
  expect((await claim('leads', await stored())).state).toBe('single')
})

test("an e-mail claimed stays in the day's budget when the owner deletes its submission", async () => {
  const ids = [await stored(), await stored(), await stored()]
  for (const id of ids) expect((await claim('leads', id)).state).toBe('single')
  await query('delete from public.leads')
  expect((await claim('leads', await stored())).state).toBe('queued')
})

test('simultaneous claims never overspend the day', async () => {
  const ids = await Promise.all(Array.from({ length: 8 }, () => stored()))
  const claims = await Promise.all(ids.map((id) => claim('leads', id)))
  expect(claims.map((result) => result.state).sort()).toEqual([...Array(5).fill('queued'), ...Array(3).fill('single')])
})

test('while single e-mails remain today, no digest takes an unclaimed submission', async () => {
  const id = await stored()
  expect(await claimDigest()).toBeNull()
  expect(await claim('leads', id)).toMatchObject({ state: 'single' })
})

test('a digest carries every waiting submission, stays the same until sent, then none for an hour', async () => {
  for (let i = 0; i < 3; i++) await claim('leads', await stored())
  const waiting = [await stored('leads'), await stored('subcontractors')]
  for (const id of waiting) await claim('leads', id)

  const digest = await claimDigest()
  expect(digest?.key).toMatch(/^digest-[0-9a-f-]{36}$/)
  expect(digest?.rows.map((entry) => entry.row.id)).toEqual(waiting)
  expect(digest?.rows.map((entry) => entry.submission_table)).toEqual(['leads', 'subcontractors'])

  await stored() // arrives after the digest was claimed: not added to it
  await fail(digest!.key, 'provider answered 429 rate_limit_exceeded', false)
  expect(await relist(digest!.key)).toBe(0)
  const retry = await claimDigest()
  expect(retry?.key).toBe(digest!.key)
  expect(retry?.rows.map((entry) => entry.row.id)).toEqual(waiting)

  expect(await mark(digest!.key, 'digest-email-1')).toBe(2)
  expect(await row('subcontractors', waiting[1]!)).toMatchObject({
    email_id: 'digest-email-1',
    notified_at: expect.any(Date),
  })
  expect(await claimDigest()).toBeNull()
})

test('simultaneous digest claims all get the one digest', async () => {
  for (let i = 0; i < 3; i++) await claim('leads', await stored())
  const waiting = await stored()
  await claim('leads', waiting)
  const digests = await Promise.all(Array.from({ length: 6 }, () => claimDigest()))
  expect(new Set(digests.map((digest) => digest?.key)).size).toBe(1)
  expect(digests[0]?.rows.map((entry) => entry.row.id)).toEqual([waiting])
})

test('a digest lists the submissions unmailed for over an hour, once; again if its send failed', async () => {
  const late = await stored()
  await fail((await claim('leads', late)).key!, 'provider answered 500', false)
  await later('61 minutes')
  const failed = await claimDigest()
  expect(failed?.rows).toEqual([])
  await fail(failed!.key, 'provider answered 500', false)
  expect(await relist(failed!.key)).toBe(1)
  const digest = await claimDigest()
  expect(digest?.key).not.toBe(failed!.key)
  expect(digest?.reported.map((entry) => entry.row.id)).toEqual([late])
  await mark(digest!.key, 'report-1')
  expect(await row('leads', late)).toMatchObject({ notified_at: null, notify_reported_in: digest!.key })
  await later('61 minutes')
  expect(await claimDigest()).toBeNull()
})

test('a refused digest keeps its submissions for the operator: never claimed again, listed by the next digest', async () => {
  for (let i = 0; i < 3; i++) await claim('leads', await stored())
  const waiting = await stored()
  await claim('leads', waiting)
  const digest = await claimDigest()
  await fail(digest!.key, 'provider refused: 422', true)
  expect(await claim('leads', waiting)).toMatchObject({ state: 'refused', key: digest!.key })
  await later('61 minutes')
  const report = await claimDigest()
  expect(report?.rows).toEqual([])
  expect(report?.reported.map((entry) => entry.row.id)).toContain(waiting)
  const overdue = await rpc<{ id: string; notify_error: string }[]>('public.overdue_notifications(10)')
  expect(overdue.find((entry) => entry.id === waiting)).toMatchObject({ notify_error: 'provider refused: 422' })
})

test('pending_notifications lists unmailed submissions oldest first, not those in a digest or refused', async () => {
  const first = await stored('subcontractors')
  const second = await stored('leads')
  const refused = await stored('leads')
  await fail((await claim('leads', refused)).key!, 'refused', true)
  expect(await rpc("public.pending_notifications(10, '0 seconds')")).toEqual([
    { submission_table: 'subcontractors', id: first },
    { submission_table: 'leads', id: second },
  ])
  expect(await rpc("public.pending_notifications(10, '1 minute')")).toEqual([])
})

test("a flood's rows wait behind a lone visitor's: the sweep and the digest take quiet networks first", async () => {
  const singles = [await stored(), await stored(), await stored()]
  for (const id of singles) await claim('leads', id)
  const flood = []
  for (const host of [1, 2, 3]) {
    const row = { ...lead(), verification: 'verified' }
    expect(await tryInsert('service_role', 'leads', row, fromAddress(`203.0.113.${host}`))).toBeUndefined()
    flood.push(row.id)
  }
  const visitor = await stored() // from a network of its own, after the flood
  expect(await pending()).toEqual([...singles, visitor, ...flood])
  expect(await row('leads', flood[0]!)).toMatchObject({ wide_network: '203.0.113.0/24' })

  await limitsForTest('digest_max_rows = 2', 'digest_max_rows = default')
  const first = await claimDigest()
  expect(ids(first)?.sort()).toEqual([visitor, flood[0]].sort())
  await mark(first!.key, 'digest-email-1')
  expect(await row('leads', flood[0]!)).toMatchObject({ wide_network: null }) // once mailed, not kept
  await later('61 minutes')
  // In the e-mail too: the digest's quiet networks first (counted among its rows), then the oldest.
  const next = await stored()
  await query('update private.limits set digest_max_rows = default')
  expect(ids(await claimDigest())).toEqual([next, ...flood.slice(1)])
})

test("a flood spread a row per network over its provider's block waits behind a lone visitor's", async () => {
  const storedFrom = async (address: string) => {
    const row = { ...lead(), verification: 'verified' }
    expect(await tryInsert('service_role', 'leads', row, fromAddress(address))).toBeUndefined()
    return row.id
  }
  const flood = [await storedFrom('198.51.1.5'), await storedFrom('198.51.2.5'), await storedFrom('2001:db8:1::1')]
  flood.push(await storedFrom('2001:db8:2::1'))
  const visitor = await storedFrom('192.0.2.7')
  expect(await pending()).toEqual([visitor, ...flood])
})

test("past a day's 3 rows from one network its rows wait for the digest, while a visitor's is mailed at once", async () => {
  const logged = (count: number) =>
    query(`insert into private.submission_log (wide_network, email, verified)
      select '203.0.113.0/24', 'bot' || i || '@example.com', true from generate_series(1, ${count}) i`)
  const fromBot = async () => {
    const row = { ...lead(), verification: 'verified' }
    expect(await tryInsert('service_role', 'leads', row, fromAddress('203.0.113.9'))).toBeUndefined()
    return row.id
  }
  await logged(3)
  const third = await fromBot()
  expect((await claim('leads', third)).state).toBe('single')
  await logged(1)
  const fourth = await fromBot()
  expect((await claim('leads', fourth)).state).toBe('busy')
  expect((await claim('leads', await stored())).state).toBe('single')
  expect(ids(await claimDigest())).toEqual([fourth])
})

test('a row left to the digest is late only past the wait it was queued for: an hour and the digest interval', async () => {
  const waiting = await stored()
  const overdue = async () => (await rpc<{ id: string }[]>('public.overdue_notifications(10)')).map((entry) => entry.id)
  await later('90 minutes')
  expect(await overdue()).toEqual([])
  await later('31 minutes')
  expect(await overdue()).toEqual([waiting])
  const claimed = await stored()
  await claim('leads', claimed)
  await later('61 minutes')
  expect(await overdue()).toEqual([waiting, claimed])
})
