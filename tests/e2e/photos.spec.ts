// Photos of the space on the quote form, against the local backend's Storage paths: their code loads on the first
// pick; they are shrunk, stored and mailed, refused with a message, retried or removed, or never arrive.
import { readdirSync, readFileSync, truncateSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from '@playwright/test'
import sharp from 'sharp'
import { quotePhotos } from '../../content/quote-photos.ts'
import { fill } from '../../lib/format.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { axeViolations } from './audit.ts'
import { emailsMentioning, rows, storedPhotos } from './backend.ts'
import { expect, holdBack, SITE, test, unique } from './fixtures.ts'
import { fillQuote } from './quote-form.ts'

const DIST_CHUNKS = join(SITE, 'assets/chunks')
/** The built chunk holding the photo code (the build test proves there is exactly one). */
const photoChunk = () =>
  readdirSync(DIST_CHUNKS).find((file) => readFileSync(join(DIST_CHUNKS, file), 'utf8').includes('createImageBitmap'))!

type Upload = { name: string; mimeType: string; buffer: Buffer }
/** A picked file of this size and format; `orientation`: its EXIF orientation (6: taken with the phone upright). */
async function image(
  name: string,
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp',
  orientation = 1,
): Promise<Upload> {
  const buffer = await sharp({ create: { width, height, channels: 3, background: '#7a5c3e' } })
    [format]()
    .withMetadata({ orientation })
    .toBuffer()
  return { name, mimeType: `image/${format}`, buffer }
}

const photoInput = (form: Locator) => form.getByLabel(/Photos of the space/)
const status = (form: Locator) => form.getByRole('status')
const photoRow = (form: Locator, name: string) => form.getByRole('listitem').filter({ hasText: name })
const submit = (form: Locator) => form.getByRole('button', { name: 'Get My Free Quote' }).click()
const pick = (form: Locator, files: Upload[]) => photoInput(form).setInputFiles(files)

async function leadOf(name: string) {
  const [lead] = await rows('leads', { name })
  expect(lead).toBeDefined()
  return lead!
}

/**
 * Fills the form, picks one photo whose upload fails this way, and presses the button: the request is stored, the
 * photo not. Refused: sent under a name the bucket's trigger refuses, which the local Storage answers as Storage does.
 */
async function sendWithPhotoThatFails(page: Page, name: string, photo: string, failure: 'timedout' | 'refused') {
  const form = await fillQuote(page, name)
  await pick(form, [await image(photo, 80, 60, 'jpeg')])
  await expect(photoRow(form, photo)).toContainText(quotePhotos.states.ready)
  await page.route('**/storage/v1/object/lead-photos/**', (route) =>
    failure === 'refused'
      ? route.fallback({
          url: route
            .request()
            .url()
            .replace(/[^/]+\.jpg$/, 'photo.jpg'),
        })
      : route.abort(failure),
  )
  await submit(form)
  await expect(form.getByRole('alert')).toHaveText(
    failure === 'refused' ? quotePhotos.oneRefused : quotePhotos.oneNotSent,
  )
  return form
}

const linksOf = (html = '') =>
  [...html.matchAll(/<a href="([^"]+)">Photo \d of \d<\/a>/g)].map((match) => match[1]!.replaceAll('&amp;', '&'))

test.describe('photos of the space', () => {
  test("the photo code loads on the first pick; photos are shrunk to 2000 px, turned upright, stored as JPEG under the lead, and linked in the owner's e-mail", async ({
    page,
  }) => {
    const requested: string[] = []
    page.on('request', (request) => requested.push(new URL(request.url()).pathname))
    const name = `Photos ${unique()}`
    const form = await fillQuote(page, name)
    expect(requested.filter((path) => path.endsWith(photoChunk()))).toEqual([])
    await pick(form, [
      await image('kitchen-wide.png', 3000, 2000, 'png'),
      await image('counter.webp', 900, 1200, 'webp'),
      await image('upright.jpg', 120, 90, 'jpeg', 6),
    ])
    await expect(status(form)).toContainText(
      fill(quotePhotos.added, { name: 'upright.jpg', count: 3, max: photoRules.maxCount }),
    )
    await expect(photoRow(form, 'kitchen-wide.png')).toContainText(quotePhotos.states.ready)
    await expect(photoRow(form, 'counter.webp')).toContainText(quotePhotos.states.ready)
    expect(await axeViolations(page, { include: '[data-island="QuoteForm"]' })).toEqual([])
    expect(requested.filter((path) => path.endsWith(photoChunk()))).toHaveLength(1)

    await submit(form)
    await expect(page).toHaveURL(/\/thank-you\/$/)

    const lead = await leadOf(name)
    expect(lead.photo_count).toBe(3)
    const stored = await Promise.all((await storedPhotos(String(lead.id))).map((bytes) => sharp(bytes).metadata()))
    const sizes = stored.map(({ format, width, height }) => `${format} ${width} x ${height}`)
    expect(sizes.sort()).toEqual(['jpeg 2000 x 1333', 'jpeg 90 x 120', 'jpeg 900 x 1200'])

    const links = linksOf(emailsMentioning(name)[0]!.html)
    expect(links).toHaveLength(3)
    for (const link of links) {
      const response = await fetch(link)
      expect(response.headers.get('content-type')).toBe('image/jpeg')
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('jpeg')
    }
  })

  test('a photo picked just before the button, its code still on the way, goes with the request', async ({ page }) => {
    const name = `Quick ${unique()}`
    const form = await fillQuote(page, name)
    const release = await holdBack(page, `**/assets/chunks/${photoChunk()}`)
    await pick(form, [await image('quick.jpg', 80, 60, 'jpeg')])
    await submit(form)
    release()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    const lead = await leadOf(name)
    expect(lead.photo_count).toBe(1)
    expect(await storedPhotos(String(lead.id))).toHaveLength(1)
  })

  test('a wrong type, an oversize file, an HEIC this browser cannot open and a sixth photo are refused with a message', async ({
    page,
  }) => {
    const form = await fillQuote(page, `Refusals ${unique()}`)
    await pick(form, [{ name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') }])
    await expect(status(form)).toHaveText(fill(quotePhotos.refusals.type, { name: 'plan.pdf' }))

    // A file on disk, which the browser reads itself: 25 MB is slow to send through the protocol on a busy machine.
    const huge = test.info().outputPath('huge.jpg')
    writeFileSync(huge, '')
    truncateSync(huge, photoRules.maxPickedBytes + 1)
    await photoInput(form).setInputFiles(huge)
    await expect(status(form)).toHaveText(
      fill(quotePhotos.refusals.size, { name: 'huge.jpg', size: photoRules.maxPickedBytes / 1024 / 1024 }),
    )

    await pick(form, [
      { name: 'IMG_0001.HEIC', mimeType: 'image/heic', buffer: Buffer.from('not really an heic file') },
    ])
    await expect(status(form)).toHaveText(fill(quotePhotos.refusals.heic, { name: 'IMG_0001.HEIC' }))
    await expect(form.getByRole('listitem')).toHaveCount(0)

    const six = await Promise.all(Array.from({ length: 6 }, (_, i) => image(`room-${i + 1}.jpg`, 60, 40, 'jpeg')))
    await pick(form, six)
    await expect(status(form)).toContainText(fill(quotePhotos.tooMany, { max: photoRules.maxCount }))
    await expect(form.getByRole('listitem')).toHaveCount(photoRules.maxCount)
    await expect(photoRow(form, 'room-6.jpg')).toHaveCount(0)

    await pick(form, [await image('room-7.jpg', 60, 40, 'jpeg')])
    await expect(status(form)).toHaveText(fill(quotePhotos.tooMany, { max: photoRules.maxCount }))
    await form.getByRole('button', { name: 'Remove room-1.jpg' }).click()
    await expect(status(form)).toHaveText(fill(quotePhotos.removed, { name: 'room-1.jpg' }))
    await expect(photoInput(form)).toBeFocused()
    // A refused file picked with it takes no place.
    await pick(form, [
      { name: 'plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') },
      await image('room-7.jpg', 60, 40, 'jpeg'),
    ])
    await expect(photoRow(form, 'room-7.jpg')).toContainText(quotePhotos.states.ready)
    await expect(status(form)).toContainText(fill(quotePhotos.refusals.type, { name: 'plan.pdf' }))
  })

  test('a failed upload keeps the form and the stored request; Retry sends it, and the lead is mailed once with its photos', async ({
    page,
  }) => {
    const name = `Retry ${unique()}`
    const form = await fillQuote(page, name)
    await pick(form, [await image('before.jpg', 200, 100, 'jpeg'), await image('after.jpg', 100, 200, 'jpeg')])
    await expect(photoRow(form, 'after.jpg')).toContainText(quotePhotos.states.ready)

    // The photos go one at a time, in the order picked: the connection drops while the second is sent.
    let uploads = 0
    await page.route('**/storage/v1/object/lead-photos/**', (route) =>
      ++uploads === 2 ? route.abort('connectionreset') : route.fallback(),
    )
    const functionCalls: string[] = []
    page.on('request', (request) => request.url().includes('/functions/v1/') && functionCalls.push(request.url()))
    await submit(form)
    await expect(form.getByRole('alert')).toHaveText(quotePhotos.oneNotSent)
    await expect(photoRow(form, 'before.jpg')).toContainText(quotePhotos.states.sent)
    await expect(form.getByRole('button', { name: 'Remove before.jpg' })).toHaveCount(0) // sent: part of the stored request
    await expect(photoRow(form, 'after.jpg')).toContainText(quotePhotos.states.failed)
    await expect(form.getByLabel('Full name')).toHaveValue(name)
    expect(functionCalls).toEqual([])
    expect(await leadOf(name)).toMatchObject({ photo_count: 2, notified_at: null })
    expect(await axeViolations(page, { include: '[data-island="QuoteForm"]' })).toEqual([])

    await page.unroute('**/storage/v1/object/lead-photos/**')
    const release = await holdBack(page, '**/storage/v1/object/lead-photos/**')
    await form.getByRole('button', { name: 'Retry after.jpg' }).focus()
    await page.keyboard.press('Enter')
    await expect(photoRow(form, 'after.jpg')).toBeFocused() // the button went: its row keeps the focus
    release()
    await expect(page).toHaveURL(/\/thank-you\/$/)
    const lead = await leadOf(name)
    expect(await storedPhotos(String(lead.id))).toHaveLength(2)
    expect(emailsMentioning(name)).toHaveLength(1)
    expect(linksOf(emailsMentioning(name)[0]!.html)).toHaveLength(2)
  })

  test('a photo Storage refuses can only be removed, and the request sent without it', async ({ page }) => {
    const name = `Remove ${unique()}`
    const form = await sendWithPhotoThatFails(page, name, 'blurry.jpg', 'refused')
    await expect(photoRow(form, 'blurry.jpg')).toContainText(quotePhotos.states.refused)
    await expect(form.getByRole('button', { name: 'Retry blurry.jpg' })).toHaveCount(0)
    await form.getByRole('button', { name: 'Remove blurry.jpg' }).click()
    await submit(form)
    await expect(page).toHaveURL(/\/thank-you\/$/)
    expect(emailsMentioning(name)).toHaveLength(1)
    expect(linksOf(emailsMentioning(name)[0]!.html)).toEqual([])
  })

  test('a visitor who gives up on the photos still has the request stored, waiting for them', async ({ page }) => {
    const name = `Gave up ${unique()}`
    await sendWithPhotoThatFails(page, name, 'garage.jpg', 'timedout')
    await page.close()
    // The sweep mails it once photo_wait_minutes have passed: tests/db/photos.test.ts, tests/functions.
    expect(await leadOf(name)).toMatchObject({ photo_count: 1, notified_at: null })
    expect(emailsMentioning(name)).toEqual([])
  })
})
