// The lead-photos bucket's policy and trigger, with the local backend's stand-in for Storage's tables: as anon,
// and at Storage's final write as its admin, which the policy does not see.
import { randomUUID } from 'node:crypto'
import { describe, expect, test } from 'vitest'
import type { DatabaseRole } from '../../scripts/local-backend/database.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { failureOf, useDatabase } from './database.ts'
import { lead } from './fixtures.ts'

const refusal = (message: string) => ({ code: '42501', message })
const BAD_NAME = refusal('A photo must be named <request id>/<photo id>.jpg.')
const TOO_LATE = refusal('Photos can only be added to a quote request that was just sent.')
const ALREADY_SENT = refusal('This photo can no longer be added: its request has already been sent on.')
const SIX = refusal('A quote request can have at most 5 photos.')
const NO_ROOM = refusal(
  'We cannot take more photos today. Please send your request without them, or e-mail them to us.',
)

const { database, limitsForTest, query, rpc, stored, tryInsert } = useDatabase()

/** A verified lead expecting this many photos, made older or already claimed when a test needs that. */
async function storedLead({ photos = 1, ageMinutes = 0, claimed = false } = {}) {
  const id = randomUUID()
  const claim = claimed ? { notify_key: `leads-${id}`, notify_claimed_at: new Date() } : {}
  return stored('leads', { id, photo_count: photos, created_at: new Date(Date.now() - ageMinutes * 60_000), ...claim })
}

const photoName = (leadId: string) => `${leadId}/${randomUUID()}.jpg`

/** One storage.objects insert as Storage makes it: as the caller's role (the policy), or as its admin (final write). */
const addPhoto = (name: string, role?: DatabaseRole, { bucket = photoRules.bucket as string, size = 1000 } = {}) =>
  query(
    'insert into storage.objects (bucket_id, name, metadata) values ($1, $2, $3)',
    [bucket, name, { mimetype: 'image/jpeg', size }],
    role,
  )

const photosOf = async (leadId: string) =>
  (await query('select name from storage.objects where name like $1', [`${leadId}/%`])).length

test('the bucket is private and takes JPEG up to 5 MB only, as rules.ts says', async () => {
  expect(
    await query(`select public, file_size_limit::int as size, allowed_mime_types from storage.buckets where id = $1`, [
      photoRules.bucket,
    ]),
  ).toEqual([{ public: false, size: photoRules.maxUploadBytes, allowed_mime_types: [photoRules.uploadType] }])
})

test('anon adds up to five photos to a lead stored within the upload window; the sixth is refused', async () => {
  const leadId = await storedLead({ photos: 5, ageMinutes: photoRules.uploadWindowMinutes - 1 })
  for (let i = 0; i < photoRules.maxCount; i++)
    expect(await failureOf(addPhoto(photoName(leadId), 'anon'))).toBeUndefined()
  expect(await failureOf(addPhoto(photoName(leadId), 'anon'))).toEqual(SIX)
  expect(await photosOf(leadId)).toBe(5)
})

// The trigger decides at both of Storage's writes: the one as the caller, and the final one as its admin, which
// the policy does not see.
test.each([
  ['no stored lead with that id', async () => photoName(randomUUID()), TOO_LATE],
  [
    'a lead stored over an hour ago',
    async () => photoName(await storedLead({ ageMinutes: photoRules.uploadWindowMinutes + 1 })),
    TOO_LATE,
  ],
  ['a lead whose e-mail is already claimed', async () => photoName(await storedLead({ claimed: true })), ALREADY_SENT],
  ['a name that is not <lead id>/<photo id>.jpg', async () => `${await storedLead()}/photo.jpg`, BAD_NAME],
  ['a folder inside the lead', async () => `${await storedLead()}/x/${randomUUID()}.jpg`, BAD_NAME],
  ['another file type', async () => `${await storedLead()}/${randomUUID()}.html`, BAD_NAME],
])("no photo is added under %s, by anon or at Storage's final write", async (_case, name, refused) => {
  for (const role of ['anon', undefined] as const)
    expect(await failureOf(addPhoto(await name(), role))).toEqual(refused)
})

test('anon may not add anything to another bucket', async () => {
  await query(`insert into storage.buckets (id, name) values ('other', 'other') on conflict do nothing`)
  expect(await failureOf(addPhoto(photoName(await storedLead()), 'anon', { bucket: 'other' }))).toEqual(
    refusal('new row violates row-level security policy for table "objects"'),
  )
})

test('anon can neither read, list, change nor delete a photo', async () => {
  const name = photoName(await storedLead())
  await addPhoto(name, 'anon')
  const as = (sql: string) =>
    database().transaction(async (tx) => {
      // What Storage sets before its own deletes, so the policies decide rather than its refusal of SQL deletes.
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)")
      return (await tx.query(sql, [name])).rows
    }, 'anon')
  expect(await as(`select * from storage.objects where name = $1`)).toEqual([])
  expect(await as(`update storage.objects set name = name || '.x' where name = $1 returning 1`)).toEqual([])
  expect(await as(`delete from storage.objects where name = $1 returning 1`)).toEqual([])
  expect(await query(`select name from storage.objects where name = $1`, [name])).toEqual([{ name }])
})

test('the bucket takes photo_bytes_per_day at most, whoever writes', async () => {
  await limitsForTest(
    "photo_bytes_per_day = (select sum((metadata ->> 'size')::bigint) from storage.objects) + 30000",
    'photo_bytes_per_day = default',
  )
  expect(await failureOf(addPhoto(photoName(await storedLead()), 'anon', { size: 20_000 }))).toBeUndefined()
  expect(await failureOf(addPhoto(photoName(await storedLead()), undefined, { size: 20_000 }))).toEqual(NO_ROOM)
})

test("photos of held requests have a day's budget of their own, which takes no room from verified ones", async () => {
  await limitsForTest('held_photo_bytes_per_day = 30000', 'held_photo_bytes_per_day = default')
  const heldLead = async () => {
    const row = { ...lead(), photo_count: 1 }
    expect(await tryInsert('anon', 'leads', row)).toBeUndefined() // without a proof of work: held
    return row.id
  }
  expect(await failureOf(addPhoto(photoName(await heldLead()), 'anon', { size: 20_000 }))).toBeUndefined()
  expect(await failureOf(addPhoto(photoName(await heldLead()), undefined, { size: 20_000 }))).toEqual(NO_ROOM)
  expect(await failureOf(addPhoto(photoName(await storedLead()), undefined, { size: 20_000 }))).toBeUndefined()
})

test('ten final writes racing for one lead store five, the count held at the admin write too', async () => {
  const leadId = await storedLead({ photos: 5 })
  const results = await Promise.all(Array.from({ length: 10 }, () => failureOf(addPhoto(photoName(leadId)))))
  expect(results.filter((failure) => failure === undefined)).toHaveLength(5)
  expect(await photosOf(leadId)).toBe(5)
})

describe('the sweep and the photos', () => {
  const pending = async () =>
    (await rpc<{ id: string }[]>("public.pending_notifications(1000, '0 seconds')")).map((entry) => entry.id)

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
})

test('the first photo links recorded stay: a second maker racing the first sends the same links', async () => {
  const leadId = await storedLead()
  const record = async (links: object) => rpc('public.record_photo_links($1, $2)', [leadId, links])
  const first = { expires_at: '2027-01-01T00:00:00Z', photos: [{ name: 'a.jpg', url: 'https://x/a' }] }
  expect(await record(first)).toEqual(first)
  expect(await record({ expires_at: '2027-02-01T00:00:00Z', photos: [] })).toEqual(first)
})
