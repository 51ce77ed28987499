// A quote request with photos, as the site sends it: Storage's answers to the uploads, which the site reads; the
// owner's e-mail links each real JPEG photo through a signed URL valid for 30 days, recorded once with the lead so
// a re-sent e-mail is the same e-mail; other bytes are deleted.
import { randomUUID } from 'node:crypto'
import { beforeAll, expect, test } from 'vitest'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { lead } from '../db/fixtures.ts'
import { image, useBackend } from './backend.ts'

const backend = useBackend()
const photos: Buffer[] = []

beforeAll(async () => photos.push(await image(64, 48, '#aa3300'), await image(64, 48, '#0033aa')))

/** A stored lead expecting these uploads, which each answer 200; the body of its send-lead-email call. */
async function leadWithPhotos(uploads: Buffer[]) {
  const row = await backend.insert('leads', { ...lead(), photo_count: uploads.length })
  for (const bytes of uploads) expect((await backend.upload(`${row.id}/${randomUUID()}.jpg`, bytes)).status).toBe(200)
  const { photo_count: _, ...emailBody } = row
  return { row, emailBody }
}

const refused = (statusCode: string, code: string, message: unknown) => ({
  status: 400,
  body: { statusCode, code, message },
})

test("an upload is kept once (a repeat is 409, which the site takes as sent); the trigger's sentence", async () => {
  const row = await backend.insert('leads', { ...lead(), photo_count: 2 })
  const [jpeg] = photos as [Buffer]
  const kept = `${row.id}/${randomUUID()}.jpg`
  expect(await backend.upload(kept, jpeg)).toMatchObject({
    status: 200,
    body: { Id: expect.any(String), Key: `${photoRules.bucket}/${kept}` },
  })
  expect(await backend.upload(kept, jpeg)).toMatchObject(refused('409', 'ResourceAlreadyExists', expect.any(String)))
  expect(await backend.upload(`${row.id}/photo.jpg`, jpeg)).toMatchObject(
    refused('403', 'AccessDenied', 'A photo must be named <request id>/<photo id>.jpg.'),
  )
})

const linksIn = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">Photo \d of \d<\/a>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

test('the e-mail links each photo; each link serves the uploaded bytes; the links work for 30 days', async () => {
  const { row, emailBody } = await leadWithPhotos(photos)
  expect(await backend.call('send-lead-email', emailBody)).toMatchObject({ status: 200, body: { ok: true } })

  const [email] = backend.emailsMentioning(row.name)
  const links = linksIn(email!.html!)
  expect(links).toHaveLength(2)
  const served = await Promise.all(links.map(async (url) => Buffer.from(await (await fetch(url)).arrayBuffer())))
  expect(served.map((bytes) => photos.findIndex((photo) => photo.equals(bytes))).sort()).toEqual([0, 1])
  for (const url of links) expect(email!.text).toContain(url)

  const stored = (await backend.row('leads', row.id))!
  const kept = stored.photo_links as { expires_at: string; photos: { url: string }[] }
  expect(kept.photos.map((photo) => photo.url)).toEqual(links)
  const days = (Date.parse(kept.expires_at) - (stored.notify_claimed_at as Date).getTime()) / 86_400_000
  expect(Math.round(days)).toBe(30)
  const token = new URL(links[0]!).searchParams.get('token')!
  const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
  expect(claims.exp - claims.iat).toBe(photoRules.linkSeconds)
  expect(email!.html).toContain('Private links, working until')
})

test('the links are made once and kept with the lead: a retry sends the ones recorded', async () => {
  const { row, emailBody } = await leadWithPhotos(photos.slice(0, 1))
  await backend.failSends({ status: 503, name: 'service_unavailable', match: row.name })
  expect((await backend.call('send-lead-email', emailBody)).status).toBe(502)
  const kept = (await backend.row('leads', row.id))!.photo_links as { photos: { name: string }[] }
  expect(kept.photos).toHaveLength(1)
  const recorded = { ...kept, photos: [{ name: kept.photos[0]!.name, url: 'https://photos.example/recorded' }] }
  await backend.query('update public.leads set photo_links = $2 where id = $1', [row.id, recorded])
  expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } })
  expect(backend.emailsMentioning(row.name)[0]!.html).toContain('https://photos.example/recorded')
})

test("bytes that are not a JPEG photo are deleted and left out of the owner's e-mail", async () => {
  const [photo] = photos
  const png = await image(40, 30, '#336699', 'png')
  const tooLarge = await image(photoRules.maxEdge + 1, 8, '#000')
  const cutShort = photo!.subarray(0, photo!.length - 40) // an upload that stopped: no end-of-image marker
  const { row, emailBody } = await leadWithPhotos([photo!, png, tooLarge, cutShort])

  expect((await backend.call('send-lead-email', emailBody)).body).toEqual({ ok: true })
  const [email] = backend.emailsMentioning(row.name)
  expect(email!.html).toContain('Photo 1 of 1')
  expect(email!.html).toContain('The visitor attached 4; 3 did not arrive.')
  const kept = await backend.query('select name from storage.objects where name like $1', [`${row.id}/%`])
  expect(kept.rows).toHaveLength(1)
})
