/** The visitor's acknowledgements as the database rations them: one claim each, one per address a day, a ceiling. */
import { beforeEach, expect, test } from 'vitest'
import { type Claim, useDatabase } from './database.ts'

const { limitsForTest, query, rpc, stored } = useDatabase()
const claim = (table: string, id: string) => rpc<Claim>('public.claim_acknowledgement($1, $2)', [table, id])
const mark = (key: string, emailId: string) => rpc<number>('public.mark_acknowledged($1, $2)', [key, emailId])
/** Moves every claim back by this much, as if that time had passed. */
const later = (interval: string) =>
  query('update private.acknowledgements set claimed_at = claimed_at - $1::interval', [interval])

beforeEach(() =>
  query('delete from private.acknowledgements; delete from public.leads; delete from public.subcontractors'),
)

test('the real figure: 5 acknowledgements an hour', async () => {
  expect(await query('select acknowledgements_per_hour as per_hour from private.limits')).toEqual([{ per_hour: 5 }])
})

test('a submission is claimed once under ack-<table>-<id>, the same key until it is marked sent', async () => {
  const id = await stored()
  expect(await claim('leads', id)).toMatchObject({ state: 'send', key: `ack-leads-${id}`, row: { id } })
  await rpc('public.record_acknowledgement_failure($1, $2, $3)', [`ack-leads-${id}`, 'answered 503', false])
  expect(await claim('leads', id)).toMatchObject({ state: 'send', key: `ack-leads-${id}` })
  expect(await mark(`ack-leads-${id}`, 'email-1')).toBe(1)
  expect(await mark(`ack-leads-${id}`, 'email-2')).toBe(0)
  expect(await claim('leads', id)).toMatchObject({ state: 'sent' })
  expect(await query('select email_id, attempts, error from private.acknowledgements')).toEqual([
    { email_id: 'email-1', attempts: 1, error: null },
  ])
  expect(await claim('leads', '00000000-0000-4000-8000-000000000000')).toEqual({ state: 'missing' })
})

test('one address is acknowledged once in 24 hours, whatever the form or the letter case, and again after', async () => {
  const first = await stored('leads', { email: 'jane.doe@example.com' })
  const sameDay = await stored('leads', { email: 'Jane.Doe@Example.com' })
  const application = await stored('subcontractors', { email: 'JANE.DOE@example.com' })
  const someoneElse = await stored('leads', { email: 'john@example.com' })
  expect((await claim('leads', first)).state).toBe('send')
  expect(await claim('leads', sameDay)).toEqual({ state: 'repeat' })
  expect(await claim('subcontractors', application)).toEqual({ state: 'repeat' })
  expect((await claim('leads', someoneElse)).state).toBe('send')
  // The address itself is not kept again, only its hash.
  const hashes = await query<{ address_hash: string }>('select address_hash from private.acknowledgements')
  expect(hashes.map((row) => row.address_hash).join()).not.toMatch(/jane|john|example/i)

  await later('23 hours 59 minutes')
  expect(await claim('leads', sameDay)).toEqual({ state: 'repeat' })
  await later('2 minutes')
  expect(await claim('leads', sameDay)).toMatchObject({ state: 'send', key: `ack-leads-${sameDay}` })
})

test('the hourly ceiling holds for the whole site, and frees up as the hour passes', async () => {
  await limitsForTest('acknowledgements_per_hour = 3', 'acknowledgements_per_hour = default')
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
  await limitsForTest('acknowledgements_per_hour = 2', 'acknowledgements_per_hour = default')
  const ids = await Promise.all(Array.from({ length: 6 }, () => stored()))
  const claims = await Promise.all(ids.map((id) => claim('leads', id)))
  expect(claims.filter((result) => result.state === 'send')).toHaveLength(2)
})
