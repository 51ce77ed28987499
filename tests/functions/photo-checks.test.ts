/**
 * Photos are what they claim to be (supabase/functions/_shared/jpeg.ts, migration *_photos.sql): bytes
 * that are not a JPEG photo, uploaded as image/jpeg, are deleted through Storage's API and left out of the
 * owner's e-mail; the upload window holds at Storage's own write too; the bucket takes a day's bytes at most.
 */
import { expect, test } from 'vitest'
import { LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { lead } from '../db/fixtures.ts'
import { auth, image, useBackend } from './backend.ts'

const backend = useBackend({ limits: { emails_per_day: 100_000, photo_bytes_per_day: 30_000 } })

const upload = backend.uploadPhoto

async function storedLead(photoCount: number) {
  const row = { ...lead(), photo_count: photoCount }
  await backend.insert('leads', row)
  const { photo_count: _, ...emailBody } = row
  return { row, emailBody }
}

test("bytes that are not a JPEG photo are deleted and left out of the owner's e-mail", async () => {
  const { row, emailBody } = await storedLead(4)
  const photo = await image(40, 30)
  const png = await image(40, 30, '#336699', 'png')
  const tooLarge = await image(photoRules.maxEdge + 1, 8, '#000')
  const cutShort = photo.subarray(0, photo.length - 40) // an upload that stopped: no end-of-image marker
  for (const bytes of [photo, png, tooLarge, cutShort])
    expect((await upload(row.id, new Uint8Array(bytes))).status).toBe(200)

  expect((await backend.call('send-lead-email', emailBody)).body).toEqual({ ok: true })
  const [email] = backend.emailsMentioning(row.name)
  expect(email!.html).toContain('Photo 1 of 1')
  expect(email!.html).toContain('The visitor attached 4; 3 did not arrive.')
  const listed = await fetch(`${backend.url}/storage/v1/object/list/${photoRules.bucket}`, {
    method: 'POST',
    headers: { ...auth(LOCAL_SERVICE_ROLE_KEY), 'Content-Type': 'application/json' },
    body: JSON.stringify({ prefix: row.id }),
  })
  expect(((await listed.json()) as unknown[]).length).toBe(1)
})

test("a lead stored over an hour ago takes no photo, even at Storage's own write; the bucket's day has a ceiling", async () => {
  const { row } = await storedLead(1)
  const photo = await image(8, 8, '#fff')
  await fetch(`${backend.url}/rest/v1/leads?id=eq.${row.id}`, {
    method: 'PATCH',
    headers: { ...auth(LOCAL_SERVICE_ROLE_KEY), 'Content-Type': 'application/json' },
    body: JSON.stringify({ created_at: new Date(Date.now() - 61 * 60_000).toISOString() }),
  })
  const late = await upload(row.id, photo, LOCAL_SERVICE_ROLE_KEY)
  expect(await late.json()).toMatchObject({
    message: 'Photos can only be added to a quote request that was just sent.',
  })

  const fresh = await storedLead(2)
  expect((await upload(fresh.row.id, new Uint8Array(20_000))).status).toBe(200)
  const full = await upload(fresh.row.id, new Uint8Array(20_000))
  expect(await full.json()).toMatchObject({ message: expect.stringMatching(/^We cannot take more photos today\./) })
})
