/**
 * The acknowledgement e-mails as the database rations them (migration *_notifications.sql): one claim per
 * submission under the key ack-<table>-<id>, at most one per address in 24 hours (both forms together, any
 * letter case), at most acknowledgements_per_hour for the whole site, and only the service role may ask.
 */
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import type { Database } from '../../scripts/local-backend/database.ts'
import { insertAs, migratedDatabase } from './database.ts'
import { application, lead } from './fixtures.ts'

type Claim = { state: string; key?: string; row?: Record<string, unknown> }

let db: Database
const rpc = async <T>(sql: string, params: unknown[] = []) =>
  (await db.transaction((tx) => tx.query<{ result: T }>(`select ${sql} as result`, params), 'service_role')).rows[0]!
    .result
const claim = (table: string, id: string) => rpc<Claim>('public.claim_acknowledgement($1, $2)', [table, id])
const mark = (key: string, emailId: string) => rpc<number>('public.mark_acknowledged($1, $2)', [key, emailId])
const fail = (key: string, error: string, refused: boolean) =>
  rpc<null>('public.record_acknowledgement_failure($1, $2, $3)', [key, error, refused])
const setCeiling = (perHour: number) =>
  db.transaction((tx) => tx.query('update private.limits set acknowledgements_per_hour = $1', [perHour]))
/** Moves every claim back by this much, as if that time had passed. */
const later = (interval: string) =>
  db.transaction((tx) =>
    tx.query('update private.acknowledgements set claimed_at = claimed_at - $1::interval', [interval]),
  )
async function stored(overrides: { email?: string } = {}, table: 'leads' | 'subcontractors' = 'leads') {
  const submission = table === 'leads' ? lead(overrides) : application(overrides)
  await insertAs(db, 'service_role', table, { ...submission, verification: 'verified' })
  return submission.id
}

beforeAll(async () => {
  db = await migratedDatabase()
})
beforeEach(async () => {
  await db.transaction((tx) =>
    tx.exec('delete from private.acknowledgements; delete from public.leads; delete from public.subcontractors;'),
  )
  await setCeiling(100)
})
afterAll(() => db?.close())

test('a submission is claimed once under ack-<table>-<id>, the same key until it is marked sent', async () => {
  const id = await stored()
  expect(await claim('leads', id)).toMatchObject({ state: 'send', key: `ack-leads-${id}`, row: { id } })
  expect(await claim('leads', id)).toMatchObject({ state: 'send', key: `ack-leads-${id}` })
  await fail(`ack-leads-${id}`, 'e-mail provider answered 503', false)
  expect(await claim('leads', id)).toMatchObject({ state: 'send', key: `ack-leads-${id}` })
  expect(await mark(`ack-leads-${id}`, 'email-1')).toBe(1)
  expect(await mark(`ack-leads-${id}`, 'email-2')).toBe(0)
  expect(await claim('leads', id)).toMatchObject({ state: 'sent' })
  const { rows } = await db.transaction((tx) =>
    tx.query('select email_id, attempts, error from private.acknowledgements'),
  )
  expect(rows).toEqual([{ email_id: 'email-1', attempts: 1, error: null }])
})

test('a made-up id is missing; a refused acknowledgement is not tried again', async () => {
  expect(await claim('leads', '00000000-0000-4000-8000-000000000000')).toEqual({ state: 'missing' })
  const id = await stored()
  await claim('leads', id)
  await fail(`ack-leads-${id}`, 'e-mail provider answered 422 validation_error', true)
  expect(await claim('leads', id)).toMatchObject({ state: 'refused' })
})

test('one address is acknowledged once in 24 hours, whatever the form or the letter case, and again after', async () => {
  const first = await stored({ email: 'jane.doe@example.com' })
  const sameDay = await stored({ email: 'Jane.Doe@Example.com' })
  const application = await stored({ email: 'JANE.DOE@example.com' }, 'subcontractors')
  const someoneElse = await stored({ email: 'john@example.com' })
  expect((await claim('leads', first)).state).toBe('send')
  expect(await claim('leads', sameDay)).toEqual({ state: 'repeat' })
  expect(await claim('subcontractors', application)).toEqual({ state: 'repeat' })
  expect((await claim('leads', someoneElse)).state).toBe('send')
  // The address itself is not kept again, only its hash.
  const { rows } = await db.transaction((tx) =>
    tx.query<{ address_hash: string }>('select address_hash from private.acknowledgements'),
  )
  expect(rows.map((row) => row.address_hash).join()).not.toMatch(/jane|john|example/i)

  await later('23 hours 59 minutes')
  expect(await claim('leads', sameDay)).toEqual({ state: 'repeat' })
  await later('2 minutes')
  expect(await claim('leads', sameDay)).toMatchObject({ state: 'send', key: `ack-leads-${sameDay}` })
})

test('the hourly ceiling holds for the whole site, and frees up as the hour passes', async () => {
  await setCeiling(3)
  const ids = await Promise.all(Array.from({ length: 5 }, () => stored()))
  const states = []
  for (const id of ids) states.push((await claim('leads', id)).state)
  expect(states).toEqual(['send', 'send', 'send', 'ceiling', 'ceiling'])
  // Already claimed ones keep their key over the ceiling (a retry is not a new e-mail).
  expect((await claim('leads', ids[0]!)).state).toBe('send')
  await later('61 minutes')
  expect((await claim('leads', ids[3]!)).state).toBe('send')
})

test('racing claims never pass the ceiling', async () => {
  await setCeiling(2)
  const ids = await Promise.all(Array.from({ length: 6 }, () => stored()))
  const claims = await Promise.all(ids.map((id) => claim('leads', id)))
  expect(claims.filter((result) => result.state === 'send')).toHaveLength(2)
})

test('the real figure: 5 acknowledgements an hour', async () => {
  const db = await migratedDatabase()
  const { rows } = await db.transaction((tx) => tx.query('select acknowledgements_per_hour from private.limits'))
  expect(rows).toEqual([{ acknowledgements_per_hour: 5 }])
  await db.close()
})
