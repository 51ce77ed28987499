/**
 * The local backend's HTTP paths as the site reaches them with the anon key, where they decide more than the
 * SQL the other files prove: the edge's client address reaching the limits, and Storage's answers to an upload
 * (HTTP 400 with the real status in the body; a 409 the site takes as sent) with the bucket's limits and policy.
 */
import { randomUUID } from 'node:crypto'
import { PostgrestClient } from '@supabase/postgrest-js'
import { expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../lib/local-backend.server.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { auth, image, useBackend } from '../functions/backend.ts'
import { lead } from './fixtures.ts'

const backend = useBackend()

test('the client address reaches the limits as on Supabase: the sixth lead from one address in 10 minutes is refused, a spoofed x-forwarded-for does not help', async () => {
  const site = (address: string) =>
    new PostgrestClient(`${backend.url}/rest/v1`, { headers: { ...auth(LOCAL_ANON_KEY), 'X-Forwarded-For': address } })
  for (let i = 0; i < 5; i++) expect((await site('198.51.100.77').from('leads').insert(lead())).status).toBe(201)
  for (const address of ['198.51.100.77', '192.0.2.1, 198.51.100.77']) {
    const { status, error } = await site(address).from('leads').insert(lead())
    expect(status).toBe(400)
    expect(error?.message).toMatch(/^Too many submissions from your connection in the last 10 minutes\./)
  }
})

async function upload(path: string, body: Buffer, type = 'image/jpeg', bucket: string = photoRules.bucket) {
  const response = await fetch(`${backend.url}/storage/v1/object/${bucket}/${path}`, {
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

test("a photo for a lead just stored is kept, once; the bucket's type and size limits, the trigger, the policy", async () => {
  const row = { ...lead(), photo_count: 2 }
  await backend.insert('leads', row)
  const jpeg = await image(40, 30)
  const path = () => `${row.id}/${randomUUID()}.jpg`
  const kept = path()
  expect(await upload(kept, jpeg)).toEqual({
    status: 200,
    body: { Id: expect.any(String), Key: `${photoRules.bucket}/${kept}` },
  })
  expect(await upload(kept, jpeg)).toEqual(refused('409', 'ResourceAlreadyExists', expect.any(String)))
  expect(await upload(path(), jpeg, 'image/png')).toEqual(
    refused('415', 'InvalidMimeType', 'mime type image/png is not supported'),
  )
  expect(await upload(path(), Buffer.concat([jpeg, Buffer.alloc(photoRules.maxUploadBytes)]))).toEqual(
    refused('413', 'EntityTooLarge', 'The object exceeded the maximum allowed size'),
  )
  expect(await upload(`${row.id}/photo.jpg`, jpeg)).toEqual(
    refused('403', 'AccessDenied', 'A photo must be named <request id>/<photo id>.jpg.'),
  )
  // The policy is the caller's: no other bucket takes anon's photos, though the trigger lets any through.
  await backend.query("insert into storage.buckets (id, name) values ('elsewhere', 'elsewhere') on conflict do nothing")
  expect(await upload(path(), jpeg, 'image/jpeg', 'elsewhere')).toEqual(
    refused('403', 'AccessDenied', 'new row violates row-level security policy'),
  )
})
