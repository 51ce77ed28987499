/**
 * The retention job (migration *_schedules.sql), with the local backend's stand-in for Storage's tables: it
 * deletes requests and applications older than the privacy policy's period, nothing younger, and names the
 * deleted requests' photos for Storage's API (Storage refuses a DELETE in SQL, which would leave the files).
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, beforeEach, expect, test } from 'vitest'
import { retentionMonths } from '../../content/legal.ts'
import type { Database } from '../../scripts/local-backend/database.ts'
import { insertAs, migratedDatabase } from './database.ts'
import { application, lead } from './fixtures.ts'

type Result = { leads: number; subcontractors: number; acknowledgements: number; photos: string[] }

let db: Database
const asOwner = <T>(sql: string, params: unknown[] = []) => db.transaction((tx) => tx.query<T>(sql, params))
const run = async () =>
  (await asOwner<{ result: Result }>('select private.delete_expired_submissions() as result')).rows[0]!.result
const age = (table: string, id: string, interval: string) =>
  asOwner(`update public.${table} set created_at = now() - $2::interval where id = $1`, [id, interval])
const ids = async (table: string) =>
  (await asOwner<{ id: string }>(`select id from public.${table} order by id`)).rows.map((row) => row.id).sort()

async function storedLead(photos: number, ageInterval: string) {
  const row = { ...lead(), photo_count: photos }
  await insertAs(db, 'anon', 'leads', row)
  const names = Array.from({ length: photos }, () => `${row.id}/${randomUUID()}.jpg`).sort()
  for (const name of names)
    await asOwner(`insert into storage.objects (bucket_id, name) values ('lead-photos', $1)`, [name])
  await age('leads', row.id, ageInterval)
  return { id: row.id, names }
}
async function storedApplication(ageInterval: string) {
  const row = application()
  await insertAs(db, 'anon', 'subcontractors', row)
  await age('subcontractors', row.id, ageInterval)
  return row.id
}

beforeAll(async () => {
  db = await migratedDatabase()
})
beforeEach(async () => {
  await db.transaction((tx) =>
    tx.exec(`select set_config('storage.allow_delete_query', 'true', true); delete from storage.objects;
      delete from private.acknowledgements; delete from public.leads; delete from public.subcontractors;`),
  )
})
afterAll(() => db?.close())

test(`the period is the privacy policy's ${retentionMonths} months`, async () => {
  const { rows } = await asOwner<{ months: number }>(
    `select (extract(year from retention_period) * 12 + extract(month from retention_period))::int as months,
      retention_period = make_interval(months => $1) as exact from private.limits`,
    [retentionMonths],
  )
  expect(rows).toEqual([{ months: retentionMonths, exact: true }])
})

test("deletes requests and applications older than the period, keeps younger ones, and names only the deleted requests' photos", async () => {
  const period = `${retentionMonths} months`
  const expired = await storedLead(2, `${period} 1 day`)
  const justInside = await storedLead(1, `${period} -1 day`)
  const recent = await storedLead(0, '1 hour')
  const expiredApplication = await storedApplication(`${period} 1 hour`)
  const keptApplication = await storedApplication(`${period} -1 hour`)

  expect(await run()).toEqual({ leads: 1, subcontractors: 1, acknowledgements: 0, photos: expired.names })
  expect(await ids('leads')).toEqual([justInside.id, recent.id].sort())
  expect(await ids('subcontractors')).toEqual([keptApplication])
  expect(await ids('subcontractors')).not.toContain(expiredApplication)
  // The photos' rows stay for Storage's API to delete with their files; until then they are named again.
  expect((await run()).photos).toEqual(expired.names)
})

test('acknowledgement bookkeeping goes with its submission once the day is over', async () => {
  const gone = await storedLead(0, '2 days')
  const kept = await storedLead(0, '2 days')
  const deletedToday = await storedLead(0, '1 hour')
  // Acknowledged as verified submissions are (migration *_notifications.sql).
  await asOwner(`update public.leads set verification = 'verified' where id = any($1)`, [
    [gone.id, kept.id, deletedToday.id],
  ])
  for (const id of [gone.id, kept.id, deletedToday.id])
    await db.transaction((tx) => tx.query("select public.claim_acknowledgement('leads', $1)", [id]), 'service_role')
  await asOwner(
    `update private.acknowledgements set claimed_at = now() - interval '2 days' where submission_id <> $1`,
    [deletedToday.id],
  )
  await asOwner('delete from public.leads where id = any($1)', [[gone.id, deletedToday.id]])
  expect((await run()).acknowledgements).toBe(1)
  const { rows } = await asOwner<{ submission_id: string }>(
    'select submission_id from private.acknowledgements order by submission_id',
  )
  // The one claimed today still holds its address back for the rest of the day.
  expect(rows.map((row) => row.submission_id).sort()).toEqual([kept.id, deletedToday.id].sort())
})
