// The retention job deletes what is older than the privacy policy's period and names the deleted requests' photos
// for Storage's API (Storage refuses a DELETE in SQL, which would leave the files).
import { randomUUID } from 'node:crypto'
import { beforeEach, expect, test } from 'vitest'
import { retentionMonths } from '../../content/legal.ts'
import { type Table, useDatabase } from './database.ts'

type Result = { leads: number; subcontractors: number; acknowledgements: number; photos: string[] }

const { query, rpc, stored } = useDatabase()
const run = async () =>
  (await query<{ result: Result }>('select private.delete_expired_submissions() as result'))[0]!.result
const ids = async (table: Table) =>
  (await query<{ id: string }>(`select id from public.${table}`)).map((row) => row.id).sort()

/** A verified submission this old, with this many photos (leads); its id and its photos' names. */
async function storedAged(table: Table, age: string, photos = 0) {
  const id = await stored(table, table === 'leads' ? { photo_count: photos } : {})
  const names = Array.from({ length: photos }, () => `${id}/${randomUUID()}.jpg`).sort()
  await query("insert into storage.objects (bucket_id, name) select 'lead-photos', unnest($1::text[])", [names])
  await query(`update public.${table} set created_at = now() - $2::interval where id = $1`, [id, age])
  return { id, names }
}

beforeEach(() =>
  query(`select set_config('storage.allow_delete_query', 'true', true); delete from storage.objects;
    delete from private.acknowledgements; delete from public.leads; delete from public.subcontractors;`),
)

test(`the period is the privacy policy's ${retentionMonths} months`, async () => {
  // In months and years, not days: Postgres counts a month as 30 days when it compares intervals.
  const months = await query(
    `select (extract(year from retention_period) * 12 + extract(month from retention_period))::int as months,
      retention_period = make_interval(months => $1) as exact from private.limits`,
    [retentionMonths],
  )
  expect(months).toEqual([{ months: retentionMonths, exact: true }])
})

test("deletes requests and applications older than the period, keeps younger ones, and names only the deleted requests' photos", async () => {
  const period = `${retentionMonths} months`
  const expired = await storedAged('leads', `${period} 1 day`, 2)
  const justInside = await storedAged('leads', `${period} -1 day`, 1)
  const recent = await storedAged('leads', '1 hour')
  await storedAged('subcontractors', `${period} 1 hour`)
  const keptApplication = await storedAged('subcontractors', `${period} -1 hour`)

  expect(await run()).toEqual({ leads: 1, subcontractors: 1, acknowledgements: 0, photos: expired.names })
  expect(await ids('leads')).toEqual([justInside.id, recent.id].sort())
  expect(await ids('subcontractors')).toEqual([keptApplication.id])
  // The photos' rows stay for Storage's API to delete with their files; until then they are named again.
  expect((await run()).photos).toEqual(expired.names)
})

test('acknowledgement bookkeeping goes with its submission once the day is over', async () => {
  const [gone, kept, deletedToday] = await Promise.all([1, 2, 3].map(() => stored()))
  for (const id of [gone, kept, deletedToday]) await rpc("public.claim_acknowledgement('leads', $1)", [id])
  await query(`update private.acknowledgements set claimed_at = now() - interval '2 days' where submission_id <> $1`, [
    deletedToday,
  ])
  await query('delete from public.leads where id = any($1)', [[gone, deletedToday]])
  expect((await run()).acknowledgements).toBe(1)
  // The one claimed today still holds its address back for the rest of the day.
  const left = await query<{ submission_id: string }>('select submission_id from private.acknowledgements')
  expect(left.map((row) => row.submission_id).sort()).toEqual([kept, deletedToday].sort())
})
