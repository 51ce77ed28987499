/**
 * The local backend's `/storage/v1/object`, as the quote form uploads a photo (a raw POST with the anon key):
 * Storage's answers as the site reads them, HTTP 400 with the real status in the body (a 409 means the photo
 * is already there), and the bucket's limits and the lead-photos policy through the same SQL as on Supabase.
 */
import { randomUUID } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../lib/local-backend.server.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { auth, image, useBackend } from '../functions/backend.ts'
import { lead } from './fixtures.ts'

const backend = useBackend()
let jpeg: Buffer
beforeAll(async () => {
  jpeg = await image(40, 30)
})

async function storedLead(photos = 1) {
  const row = { ...lead(), photo_count: photos }
  await backend.insert('leads', row)
  return row.id
}

async function upload(path: string, body: Buffer, type = 'image/jpeg') {
  const response = await fetch(`${backend.url}/storage/v1/object/${photoRules.bucket}/${path}`, {
    method: 'POST',
    headers: { ...auth(LOCAL_ANON_KEY), 'Content-Type': type },
    body: new Uint8Array(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const refused = (statusCode: string, code: string, message: string) => ({
  status: 400,
  body: expect.objectContaining({ statusCode, code, message }),
})

test('a JPEG for a lead just stored is kept (200 { Id, Key }); the same name again is a 409, which the site takes as sent', async () => {
  const path = `${await storedLead()}/${randomUUID()}.jpg`
  expect(await upload(path, jpeg)).toEqual({
    status: 200,
    body: { Id: expect.any(String), Key: `${photoRules.bucket}/${path}` },
  })
  expect(await upload(path, jpeg)).toEqual(refused('409', 'ResourceAlreadyExists', expect.any(String)))
})

test("the bucket's type and size limits, then the policy: 415, 413 and 403 with the policy's own sentence", async () => {
  const leadId = await storedLead(5)
  const path = () => `${leadId}/${randomUUID()}.jpg`
  expect(await upload(path(), jpeg, 'image/png')).toEqual(
    refused('415', 'InvalidMimeType', 'mime type image/png is not supported'),
  )
  expect(await upload(path(), Buffer.concat([jpeg, Buffer.alloc(photoRules.maxUploadBytes)]))).toEqual(
    refused('413', 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
  )
  expect(await upload(`${leadId}/photo.jpg`, jpeg)).toEqual(
    refused('403', 'AccessDenied', 'A photo must be named <request id>/<photo id>.jpg.'),
  )
  for (let i = 0; i < photoRules.maxCount; i++) expect((await upload(path(), jpeg)).status).toBe(200)
  expect(await upload(path(), jpeg)).toEqual(
    refused('403', 'AccessDenied', 'A quote request can have at most 5 photos.'),
  )
})
