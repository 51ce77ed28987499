/**
 * A quote request with photos, as the site sends it (store the lead, upload each photo under its id with the
 * anon key, call send-lead-email): the owner's e-mail links each photo through a signed URL the function made
 * with the service role, valid for 30 days, recorded once with the lead so a re-sent e-mail is the same e-mail
 * under the same idempotency key.
 */
import { beforeAll, describe, expect, test } from 'vitest'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { lead } from '../db/fixtures.ts'
import { image, useBackend } from './backend.ts'

const backend = useBackend()
const photos: Buffer[] = []

beforeAll(async () => {
  for (const background of ['#aa3300', '#0033aa']) photos.push(await image(64, 48, background))
})

async function leadWithPhotos(count: number) {
  const row = { ...lead(), photo_count: count }
  await backend.insert('leads', row)
  const { photo_count: _, ...emailBody } = row
  for (const bytes of photos.slice(0, count)) expect((await backend.uploadPhoto(row.id, bytes)).status).toBe(200)
  return { row, emailBody }
}

const linksIn = (html: string) =>
  [...html.matchAll(/<a href="([^"]+)">Photo \d of \d<\/a>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

describe("the owner's e-mail about a lead with photos", () => {
  test('links each photo; each link serves the uploaded bytes; the links work for 30 days', async () => {
    const { row, emailBody } = await leadWithPhotos(2)
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
    const days = (Date.parse(kept.expires_at) - Date.parse(String(stored.notify_claimed_at))) / 86_400_000
    expect(Math.round(days)).toBe(30)
    const token = new URL(links[0]!).searchParams.get('token')!
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString()) as { iat: number; exp: number }
    expect(claims.exp - claims.iat).toBe(photoRules.linkSeconds)
    expect(email!.html).toContain('Private links, working until')
  })

  test('the links are made once and kept with the lead: a retry sends the ones recorded', async () => {
    const { row, emailBody } = await leadWithPhotos(1)
    await backend.failSends({ status: 503, name: 'service_unavailable', match: row.name })
    expect((await backend.call('send-lead-email', emailBody)).status).toBe(502)
    const kept = (await backend.row('leads', row.id))!.photo_links as { photos: { name: string }[] }
    expect(kept.photos).toHaveLength(1)
    const recorded = { ...kept, photos: [{ name: kept.photos[0]!.name, url: 'https://photos.example/recorded' }] }
    await backend.query('update public.leads set photo_links = $2 where id = $1', [row.id, recorded])
    expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 1, failed: 0 } })
    expect(backend.emailsMentioning(row.name)[0]!.html).toContain('https://photos.example/recorded')
  })

  test('a lead without photos has no Photos row', async () => {
    const { row, emailBody } = await leadWithPhotos(0)
    expect((await backend.call('send-lead-email', emailBody)).status).toBe(200)
    expect(backend.emailsMentioning(row.name)[0]!.html).not.toContain('Photos')
  })
})
