/**
 * `npm run placeholders`: draws a labelled flat room for each key of content/images.ts without a file in assets/images
 * (never overwriting one); its EXIF description marks it, so `npm run check:launch` lists it.
 */
import { existsSync, mkdirSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { imageKeys } from '../content/images.ts'

const DIR = 'assets/images'

export const PLACEHOLDER_MARK = 'Placeholder drawn by scripts/make-placeholders.ts: replace with a real photo'

/** Whether a JPEG is one of these drawings (its EXIF description is the mark) rather than a real photo. */
export async function isPlaceholderPhoto(file: string): Promise<boolean> {
  const { exif } = await sharp(file).metadata()
  return exif?.includes(PLACEHOLDER_MARK) ?? false
}

/** Wall and floor colours in the site's palette, picked by key; a "before" photo gets the tired ones it replaced. */
const ROOMS = [
  ['#e9e4da', '#9c7b5a'],
  ['#e4e9ea', '#8a6d52'],
  ['#efe9e1', '#7d6148'],
  ['#e8e6e3', '#a5835f'],
]
const DATED = ['#d8cca6', '#6e675a']

export async function drawPlaceholder(key: string, file: string): Promise<void> {
  // The sizes the site needs: photos at least 1600 px wide, hero slides 1920 px, avatars square.
  const [w, h] = key.startsWith('avatar') ? [384, 384] : key.startsWith('hero') ? [1920, 1280] : [1600, 1067]
  const [wall, floor] = key.endsWith('-before') ? DATED : ROOMS[key.length % ROOMS.length]!
  const font = Math.round(w / 40)
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
    <rect width="${w}" height="${h}" fill="${wall}"/>
    <rect y="${h * 0.75}" width="${w}" height="${h * 0.25}" fill="${floor}"/>
    <rect x="${w * 0.35}" y="${h * 0.15}" width="${w * 0.3}" height="${h * 0.4}" fill="#bcd7e6" stroke="#fff" stroke-width="${font / 2}"/>
    <text x="50%" y="${h * 0.9}" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-size="${font}" fill="#fff">Placeholder photo: ${key}</text>
  </svg>`
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 78, mozjpeg: true })
    .withExif({ IFD0: { ImageDescription: PLACEHOLDER_MARK } })
    .toFile(file)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(DIR, { recursive: true })
  const missing = imageKeys.filter((key) => !existsSync(join(DIR, `${key}.jpg`)))
  for (const key of missing) await drawPlaceholder(key, join(DIR, `${key}.jpg`))
  console.log(
    `placeholders: drew ${missing.length} new image(s) in ${DIR}; ${imageKeys.length - missing.length} already existed`,
  )
}
