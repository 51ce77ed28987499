/** The owner's e-mails as the database keeps them: claims and keys, the day's budget (lowered here to 5), digests. */
import { beforeAll, beforeEach, expect, test } from 'vitest'
import { type Claim, useDatabase } from './database.ts'

type Entry = { submission_table: string; row: { id: string } }
type Digest = { key: string; rows: Entry[]; reported: Entry[] } | null

const { query, rpc, stored } = useDatabase()
const claim = (table: string, id: string) => rpc<Claim>('public.claim_notification($1, $2)', [table, id])
const claimDigest = () => rpc<Digest>("public.claim_digest('0 seconds')")
const mark = (key: string, emailId: string) => rpc<number>('public.mark_notified($1, $2)', [key, emailId])
const fail = (key: string, error: string, refused: boolean) =>
  rpc<null>('public.record_notification_failure($1, $2, $3)', [key, error, refused])
const relist = (key: string) => rpc<number>('public.relist_reported($1)', [key])
const row = async (table: string, id: string) => (await query(`select * from public.${table} where id = $1`, [id]))[0]!
/** Moves every claim and submission back by this much, as if that time had passed. */
async function later(interval: string) {
  for (const table of ['leads', 'subcontractors'])
    await query(
      `update public.${table} set notify_claimed_at = notify_claimed_at - $1::interval, created_at = created_at - $1::interval`,
      [interval],
    )
}

beforeAll(() => query('update private.limits set emails_per_day = 5'))
// Each test starts with nothing unmailed, a fresh hour and the day's budget whole.
beforeEach(() => query('delete from public.leads; delete from public.subcontractors; delete from private.email_claims'))

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
  const pending = await rpc<{ submission_table: string; id: string }[]>("public.pending_notifications(10, '0 seconds')")
  expect(pending).toEqual([
    { submission_table: 'subcontractors', id: first },
    { submission_table: 'leads', id: second },
  ])
  expect(await rpc("public.pending_notifications(10, '1 minute')")).toEqual([])
})
