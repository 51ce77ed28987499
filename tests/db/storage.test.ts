/**
 * The local backend's `/storage/v1/object` paths, the way the quote form uploads a photo (a raw POST with the
 * anon key) and the e-mail function signs it (supabase-js with the service role): the bucket's limits, the
 * lead-photos policy and trigger through the same SQL as on Supabase, and Storage's statuses and error bodies
 * (HTTP 400 with the real status in the body).
 */
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { StorageClient } from '@supabase/storage-js'
import sharp from 'sharp'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { type LocalBackend, startLocalBackend } from '../../scripts/local-backend/index.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { uniqueAddress } from './database.ts'
import { lead } from './fixtures.ts'

const outboxDir = '.local/test-outbox-db-storage'
let backend: LocalBackend
let jpeg: Buffer

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir, sweepIntervalMs: 0, trustForwardedFor: true })
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#336699' } })
    .jpeg()
    .toBuffer()
})
afterAll(async () => {
  await backend?.stop()
  rmSync(outboxDir, { recursive: true, force: true })
})

const keyHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'X-Forwarded-For': uniqueAddress(),
})

async function storedLead(photos = 1) {
  const row = { ...lead(), photo_count: photos }
  const response = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...keyHeaders(LOCAL_ANON_KEY), 'Content-Type': 'application/json' },
    body: JSON.stringify(row),
  })
  expect(response.status).toBe(201)
  return row.id
}

const photoPath = (leadId: string) => `${leadId}/${randomUUID()}.jpg`

/** An upload as the quote form makes it: the bytes as the body, their type in Content-Type. */
async function upload(
  path: string,
  body: Buffer,
  { key = LOCAL_ANON_KEY, type = 'image/jpeg', headers = {} as Record<string, string> } = {},
) {
  const response = await fetch(`${backend.url}/storage/v1/object/${photoRules.bucket}/${path}`, {
    method: 'POST',
    headers: { ...keyHeaders(key), 'Content-Type': type, ...headers },
    body: new Uint8Array(body),
  })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

const refused = (statusCode: string, code: string, error: string, message: string) => ({
  status: 400,
  body: { statusCode, code, error, message },
})
/** supabase-js's storage client (what createClient(...).storage is), with a key. */
const storageAs = (key: string) =>
  new StorageClient(`${backend.url}/storage/v1`, keyHeaders(key)).from(photoRules.bucket)
const service = () => storageAs(LOCAL_SERVICE_ROLE_KEY)

describe('uploads with the anon key', () => {
  test('a JPEG for a lead just stored is kept: 200 { Id, Key }', async () => {
    const path = photoPath(await storedLead())
    expect(await upload(path, jpeg)).toEqual({
      status: 200,
      body: { Id: expect.any(String), Key: `${photoRules.bucket}/${path}` },
    })
  })

  test('another type is refused by the bucket: 415 invalid_mime_type', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#fff' } })
      .png()
      .toBuffer()
    expect(await upload(photoPath(await storedLead()), png, { type: 'image/png' })).toEqual(
      refused('415', 'InvalidMimeType', 'invalid_mime_type', 'mime type image/png is not supported'),
    )
  })

  test("over the bucket's 5 MB: 413 Payload too large, nothing kept", async () => {
    const leadId = await storedLead()
    const big = Buffer.concat([jpeg, Buffer.alloc(photoRules.maxUploadBytes)])
    expect(await upload(photoPath(leadId), big)).toEqual(
      refused('413', 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
    )
    const { data } = await service().list(leadId)
    expect(data).toEqual([])
  })

  test('the policy: no lead, a badly named object, a sixth photo, a replacement (x-upsert) are refused with 403', async () => {
    expect(await upload(photoPath(randomUUID()), jpeg)).toEqual(
      refused('403', 'AccessDenied', 'Unauthorized', 'Photos can only be added to a quote request that was just sent.'),
    )
    const leadId = await storedLead(5)
    expect(await upload(`${leadId}/photo.jpg`, jpeg)).toEqual(
      refused('403', 'AccessDenied', 'Unauthorized', 'A photo must be named <request id>/<photo id>.jpg.'),
    )
    const paths = Array.from({ length: photoRules.maxCount }, () => photoPath(leadId))
    for (const path of paths) expect((await upload(path, jpeg)).status).toBe(200)
    expect(await upload(photoPath(leadId), jpeg)).toEqual(
      refused('403', 'AccessDenied', 'Unauthorized', 'A quote request can have at most 5 photos.'),
    )
    expect(await upload(paths[0]!, jpeg, { headers: { 'x-upsert': 'true' } })).toEqual(
      refused('403', 'AccessDenied', 'Unauthorized', 'new row violates row-level security policy'),
    )
  })

  test('a project key is required, and anon can neither sign, list nor delete', async () => {
    const path = photoPath(await storedLead())
    expect((await upload(path, jpeg, { key: 'not-a-key' })).body).toMatchObject({
      statusCode: '400',
      code: 'InvalidJWT',
    })
    expect((await upload(path, jpeg)).status).toBe(200)
    const anon = storageAs(LOCAL_ANON_KEY)
    expect((await anon.createSignedUrl(path, 60)).error?.message).toBe('Object not found')
    expect((await anon.list(path.split('/')[0])).data).toEqual([])
    expect((await anon.remove([path])).data).toEqual([])
    expect((await service().list(path.split('/')[0])).data).toHaveLength(1)
  })
})

describe('signed links with the service role (as the e-mail function makes them)', () => {
  test('each link serves the stored bytes as image/jpeg to anyone holding it; a changed token is refused', async () => {
    const path = photoPath(await storedLead())
    await upload(path, jpeg)
    const { data, error } = await service().createSignedUrls([path], 3600)
    expect(error).toBeNull()
    const url = data![0]!.signedUrl!
    expect(url).toMatch(new RegExp(`^${backend.url}/storage/v1/object/sign/${photoRules.bucket}/${path}\\?token=`))
    const response = await fetch(url)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/jpeg')
    expect(Buffer.from(await response.arrayBuffer()).equals(jpeg)).toBe(true)

    const tampered = await fetch(url.replace(/token=(.)/, (_, first: string) => `token=${first === 'a' ? 'b' : 'a'}`))
    expect(tampered.status).toBe(400)
    expect(await tampered.json()).toMatchObject({ statusCode: '400', code: 'InvalidJWT' })
    const otherObject = await fetch(url.replace(path, photoPath(path.split('/')[0]!)))
    expect(await otherObject.json()).toMatchObject({ statusCode: '400', code: 'InvalidSignature' })
  })

  test('an expired link is refused with ExpiredToken', async () => {
    const path = photoPath(await storedLead())
    await upload(path, jpeg)
    const { data } = await service().createSignedUrl(path, 1)
    await new Promise((resolve) => setTimeout(resolve, 2100))
    const response = await fetch(data!.signedUrl)
    expect(await response.json()).toEqual({
      statusCode: '400',
      code: 'ExpiredToken',
      error: 'ExpiredToken',
      message: 'The provided token has expired.',
    })
  })
})
