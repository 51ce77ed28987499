/**
 * The lead-photos bucket as the migrations leave it, with the local backend's stand-in for Storage's tables:
 * what anon may add (a photo of a lead stored in the last hour and not yet being mailed, at most 5) and may
 * not do at all, the count held at Storage's final admin write too, and the sweep waiting for the photos.
 */
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import type { Database, DatabaseRole } from '../../scripts/local-backend/database.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { failureOf, insertAs, migratedDatabase } from './database.ts'
import { lead } from './fixtures.ts'

const refusal = (message: string) => ({ code: '42501', message })
const RLS_REFUSAL = refusal('new row violates row-level security policy for table "objects"')
const BAD_NAME = refusal('A photo must be named <request id>/<photo id>.jpg.')

let db: Database
beforeAll(async () => {
  db = await migratedDatabase()
})
afterAll(() => db?.close())

const asAdmin = <T>(sql: string, params: unknown[] = []) => db.transaction((tx) => tx.query<T>(sql, params))

/** A lead as the site stores it (verified, as with its proof of work), made older or already claimed when a test needs that. */
async function storedLead({ photos = 1, ageMinutes = 0, claimed = false } = {}) {
  const row = { ...lead(), photo_count: photos }
  await insertAs(db, 'anon', 'leads', row)
  await asAdmin(`update public.leads set verification = 'verified' where id = $1`, [row.id])
  if (ageMinutes)
    await asAdmin(`update public.leads set created_at = now() - make_interval(mins => $2) where id = $1`, [
      row.id,
      ageMinutes,
    ])
  if (claimed)
    await asAdmin(`update public.leads set notify_key = 'leads-' || id, notify_claimed_at = now() where id = $1`, [
      row.id,
    ])
  return row.id
}

const photoName = (leadId: string) => `${leadId}/${randomUUID()}.jpg`

/** One storage.objects insert, as Storage makes it: as the caller's role to test the policy, or as its admin (no role) for the final write. */
const addPhoto = (name: string, role?: DatabaseRole, bucket: string = photoRules.bucket) =>
  db.transaction(
    (tx) =>
      tx.query(`insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)`, [
        bucket,
        name,
        { mimetype: 'image/jpeg', size: 1000 },
      ]),
    role,
  )

const photosOf = async (leadId: string) =>
  (
    await asAdmin<{ count: number }>(`select count(*)::int as count from storage.objects where name like $1`, [
      `${leadId}/%`,
    ])
  ).rows[0]!.count

test('the bucket is private and takes JPEG up to 5 MB only, as rules.ts says', async () => {
  const { rows } = await asAdmin(
    `select public, file_size_limit::int as size, allowed_mime_types from storage.buckets where id = $1`,
    [photoRules.bucket],
  )
  expect(rows).toEqual([
    { public: false, size: photoRules.maxUploadBytes, allowed_mime_types: [photoRules.uploadType] },
  ])
})

test('anon adds up to five photos to a lead it just stored; the sixth is refused', async () => {
  const leadId = await storedLead({ photos: 5 })
  for (let i = 0; i < photoRules.maxCount; i++)
    expect(await failureOf(addPhoto(photoName(leadId), 'anon'))).toBeUndefined()
  expect(await failureOf(addPhoto(photoName(leadId), 'anon'))).toEqual(
    refusal('A quote request can have at most 5 photos.'),
  )
  expect(await photosOf(leadId)).toBe(5)
})

test.each([
  [
    'no stored lead with that id',
    async () => photoName(randomUUID()),
    refusal('Photos can only be added to a quote request that was just sent.'),
  ],
  [
    'a lead stored over an hour ago',
    async () => photoName(await storedLead({ ageMinutes: 61 })),
    refusal('Photos can only be added to a quote request that was just sent.'),
  ],
  [
    'a lead whose e-mail is already claimed',
    async () => photoName(await storedLead({ claimed: true })),
    refusal('This photo can no longer be added: its request has already been sent on.'),
  ],
  ['a name that is not <lead id>/<photo id>.jpg', async () => `${await storedLead()}/photo.jpg`, BAD_NAME],
  ['a folder inside the lead', async () => `${await storedLead()}/x/${randomUUID()}.jpg`, BAD_NAME],
  ['another file type', async () => `${await storedLead()}/${randomUUID()}.html`, BAD_NAME],
])('anon may not add a photo under %s', async (_case, name, refused) => {
  expect(await failureOf(addPhoto(await name(), 'anon'))).toEqual(refused)
})

test('anon may not add anything to another bucket', async () => {
  await asAdmin(`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`)
  expect(await failureOf(addPhoto(photoName(await storedLead()), 'anon', 'other'))).toEqual(RLS_REFUSAL)
})

test('anon can neither read, list, change nor delete a photo', async () => {
  const name = photoName(await storedLead())
  await addPhoto(name, 'anon')
  const as = (sql: string) => db.transaction((tx) => tx.query(sql, [name]), 'anon')
  expect((await as(`select * from storage.objects where name = $1`)).rows).toEqual([])
  expect((await as(`update storage.objects set name = name || '.x' where name = $1 returning 1`)).rows).toEqual([])
  expect((await failureOf(as(`delete from storage.objects where name = $1`)))?.code).toBe('42501')
  expect((await asAdmin(`select name from storage.objects where name = $1`, [name])).rows).toEqual([{ name }])
})

test("Storage's final write, made as its admin after the upload, cannot pass five or add to a claimed lead either", async () => {
  const leadId = await storedLead({ photos: 5 })
  for (let i = 0; i < photoRules.maxCount; i++) await addPhoto(photoName(leadId))
  expect(await failureOf(addPhoto(photoName(leadId)))).toEqual(refusal('A quote request can have at most 5 photos.'))

  const claimed = await storedLead({ claimed: true })
  expect(await failureOf(addPhoto(photoName(claimed)))).toEqual(
    refusal('This photo can no longer be added: its request has already been sent on.'),
  )
  expect(await failureOf(addPhoto('not-a-lead.jpg'))).toEqual(BAD_NAME)
})

test('ten final writes racing for one lead store five', async () => {
  const leadId = await storedLead({ photos: 5 })
  const results = await Promise.all(Array.from({ length: 10 }, () => failureOf(addPhoto(photoName(leadId)))))
  expect(results.filter((failure) => failure === undefined)).toHaveLength(5)
  expect(await photosOf(leadId)).toBe(5)
})

test('deleting a photo with SQL is refused, as on Supabase: only the Storage API may', async () => {
  const name = photoName(await storedLead())
  await addPhoto(name)
  expect(await failureOf(asAdmin(`delete from storage.objects where name = $1`, [name]))).toEqual({
    code: '42501',
    message: 'Direct deletion from storage tables is not allowed. Use the Storage API instead.',
  })
})

describe('the sweep and the photos', () => {
  const pending = async () =>
    (
      await db.transaction(
        (tx) => tx.query<{ ids: { id: string }[] }>(`select public.pending_notifications(1000, '0 seconds') as ids`),
        'service_role',
      )
    ).rows[0]!.ids.map((entry) => entry.id)

  test('a lead waits until all the photos it expects are in', async () => {
    const leadId = await storedLead({ photos: 2 })
    await addPhoto(photoName(leadId), 'anon')
    expect(await pending()).not.toContain(leadId)
    await addPhoto(photoName(leadId), 'anon')
    expect(await pending()).toContain(leadId)
  })

  test('or until photo_wait_minutes have passed since it was stored; a lead without photos never waits', async () => {
    const late = await storedLead({ photos: 3, ageMinutes: 16 })
    const none = await storedLead({ photos: 0 })
    expect(await pending()).toEqual(expect.arrayContaining([late, none]))
  })

  test('the first photo links recorded stay, and only the service role may record them', async () => {
    const leadId = await storedLead()
    const record = (links: object, role: DatabaseRole = 'service_role') =>
      db.transaction(
        (tx) => tx.query<{ kept: unknown }>(`select public.record_photo_links($1, $2) as kept`, [leadId, links]),
        role,
      )
    const first = { expires_at: '2027-01-01T00:00:00Z', photos: [{ name: 'a.jpg', url: 'https://x/a' }] }
    expect((await record(first)).rows[0]!.kept).toEqual(first)
    expect((await record({ expires_at: '2027-02-01T00:00:00Z', photos: [] })).rows[0]!.kept).toEqual(first)
    expect((await failureOf(record({}, 'anon')))?.code).toBe('42501')
  })
})
