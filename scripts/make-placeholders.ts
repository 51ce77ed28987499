/**
 * `npm run placeholders`: draws a flat illustration, in the site's palette and labelled with its key, for every
 * key of content/images.ts without a file in assets/images; existing files are never overwritten. The EXIF
 * description marks each drawing, so `npm run check:launch` lists the photos that are still placeholders.
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

type Scene = (p: Palette, w: number, h: number) => string

interface Palette {
  wall: string
  wallDark: string
  accent: string
  wood: string
  floor: string
  light: string
}

const palettes: Palette[] = [
  { wall: '#e9e4da', wallDark: '#d6cfc2', accent: '#2f5d73', wood: '#b98b5e', floor: '#9c7b5a', light: '#fff8e8' },
  { wall: '#e4e9ea', wallDark: '#cbd5d8', accent: '#1f3b57', wood: '#c29a6b', floor: '#8a6d52', light: '#ffffff' },
  { wall: '#efe9e1', wallDark: '#ddd3c6', accent: '#5b7f6b', wood: '#a8794f', floor: '#7d6148', light: '#fffaf0' },
  { wall: '#e8e6e3', wallDark: '#d2cec8', accent: '#3d4f63', wood: '#d0ad82', floor: '#a5835f', light: '#fdfcf8' },
]

/** A "before" photo (<key>-before) is the same kind of room in the tired colours of the finish it replaced. */
const dated: Palette = {
  wall: '#d8cca6',
  wallDark: '#b3a47c',
  accent: '#7b5b3a',
  wood: '#8c6b45',
  floor: '#6e675a',
  light: '#eee3c2',
}

/** Stable per-key variation, so re-running the script draws the same picture. */
function hash(text: string): number {
  let value = 2166136261
  for (const char of text) value = Math.imul(value ^ char.charCodeAt(0), 16777619)
  return value >>> 0
}

const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${w.toFixed(1)}" height="${h.toFixed(1)}" fill="${fill}" ${extra}/>`

const backdrop = (p: Palette, w: number, h: number, horizon: number) =>
  `<defs><linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="1" stop-color="${p.wall}"/></linearGradient>
   <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.floor}"/><stop offset="1" stop-color="${p.wood}"/></linearGradient></defs>
   ${rect(0, 0, w, h * horizon, 'url(#wall)')}${rect(0, h * horizon, w, h * (1 - horizon), 'url(#floor)')}`

const windowPane = (x: number, y: number, w: number, h: number, p: Palette) =>
  rect(x, y, w, h, '#bcd7e6', `stroke="${p.light}" stroke-width="${w * 0.04}"`) +
  rect(x + w / 2 - w * 0.015, y, w * 0.03, h, p.light) +
  rect(x, y + h * 0.55, w, h * 0.03, p.light)

const kitchen: Scene = (p, w, h) => {
  const counter = h * 0.62
  let svg = backdrop(p, w, h, 0.8)
  svg += windowPane(w * 0.4, h * 0.12, w * 0.2, h * 0.3, p)
  const cabinet = (i: number, y: number, height: number, fill: string, stroke: string, width: number) =>
    rect(w * 0.05 + i * w * 0.15, y, w * 0.14, height, fill, `stroke="${stroke}" stroke-width="${width}"`)
  // Wall cabinets either side of the window, base cabinets under the counter.
  for (const i of [0, 1, 4, 5]) svg += cabinet(i, h * 0.1, h * 0.22, p.light, p.wallDark, 3)
  svg += rect(w * 0.05, counter, w * 0.9, h * 0.03, p.wallDark)
  for (let i = 0; i < 6; i++) svg += cabinet(i, counter + h * 0.03, h * 0.15, p.accent, p.light, 2)
  svg += rect(w * 0.25, h * 0.74, w * 0.5, h * 0.04, '#f4f1ec')
  svg += rect(w * 0.27, h * 0.78, w * 0.46, h * 0.16, p.wood)
  for (const x of [0.35, 0.5, 0.65]) {
    svg += rect(w * x - 1, 0, 2, h * 0.38, '#444')
    svg += `<ellipse cx="${w * x}" cy="${h * 0.4}" rx="${w * 0.03}" ry="${h * 0.025}" fill="#2b2b2b"/>`
  }
  return svg
}

const bathroom: Scene = (p, w, h) => {
  let svg = backdrop(p, w, h, 0.82)
  for (let x = 0; x < w * 0.45; x += w * 0.05)
    for (let y = h * 0.08; y < h * 0.82; y += h * 0.07)
      svg += rect(w * 0.52 + x, y, w * 0.048, h * 0.068, '#f3f3f1', `stroke="${p.wallDark}" stroke-width="1.5"`)
  svg += rect(w * 0.52, h * 0.08, w * 0.015, h * 0.74, '#cfe3ea', 'opacity="0.7"')
  svg += `<circle cx="${w * 0.8}" cy="${h * 0.16}" r="${w * 0.04}" fill="#b7b7b7"/>`
  svg += rect(w * 0.12, h * 0.14, w * 0.26, h * 0.3, '#dfe9ee', `stroke="${p.wood}" stroke-width="8" rx="${w * 0.02}"`)
  svg += rect(w * 0.08, h * 0.55, w * 0.34, h * 0.04, '#f7f6f3')
  svg += rect(w * 0.09, h * 0.59, w * 0.32, h * 0.14, p.wood)
  svg += rect(w * 0.245 - 3, h * 0.5, 6, h * 0.05, '#9a9a9a')
  return svg
}

const livingRoom: Scene = (p, w, h) => {
  let svg = backdrop(p, w, h, 0.72)
  svg += windowPane(w * 0.12, h * 0.12, w * 0.22, h * 0.42, p)
  svg += windowPane(w * 0.66, h * 0.12, w * 0.22, h * 0.42, p)
  svg += rect(w * 0.3, h * 0.52, w * 0.4, h * 0.16, p.accent, `rx="${h * 0.03}"`)
  svg += rect(w * 0.27, h * 0.47, w * 0.46, h * 0.08, p.accent, `rx="${h * 0.03}" opacity="0.85"`)
  svg += rect(w * 0.38, h * 0.8, w * 0.24, h * 0.03, p.wood)
  svg += rect(w * 0.2, h * 0.86, w * 0.6, h * 0.1, p.wallDark, 'opacity="0.35"')
  return svg
}

const flooring: Scene = (p, w, h) => {
  let svg = backdrop(p, w, h, 0.45)
  svg += rect(0, h * 0.43, w, h * 0.02, '#f5f3ef')
  const vanishX = w / 2
  for (let i = -12; i <= 12; i++) {
    const x = vanishX + i * w * 0.11
    svg += `<line x1="${vanishX + i * w * 0.02}" y1="${h * 0.45}" x2="${x}" y2="${h}" stroke="${p.floor}" stroke-width="3"/>`
  }
  for (let y = h * 0.5; y < h; y += (y - h * 0.4) * 0.35)
    svg += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="${p.floor}" stroke-width="1.5" opacity="0.5"/>`
  svg += windowPane(w * 0.4, h * 0.08, w * 0.2, h * 0.28, p)
  return svg
}

const rendering: Scene = (_p, w, h) => {
  let svg = `<defs><linearGradient id="bp" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#17324d"/><stop offset="1" stop-color="#0e2136"/></linearGradient></defs>${rect(0, 0, w, h, 'url(#bp)')}`
  for (let x = 0; x < w; x += w / 32)
    svg += `<line x1="${x}" y1="0" x2="${x}" y2="${h}" stroke="#2c4d6e" stroke-width="1"/>`
  for (let y = 0; y < h; y += w / 32)
    svg += `<line x1="0" y1="${y}" x2="${w}" y2="${y}" stroke="#2c4d6e" stroke-width="1"/>`
  const cx = w / 2
  const cy = h * 0.55
  const s = w * 0.22
  const iso = (x: number, y: number, z: number) => `${cx + (x - y) * s * 0.87},${cy + (x + y) * s * 0.5 - z * s}`
  const box = (x: number, y: number, z: number, dx: number, dy: number, dz: number) =>
    `<polygon points="${iso(x, y, z + dz)} ${iso(x + dx, y, z + dz)} ${iso(x + dx, y + dy, z + dz)} ${iso(x, y + dy, z + dz)}" fill="#9fd3f5" fill-opacity="0.18" stroke="#9fd3f5" stroke-width="3"/>
     <polygon points="${iso(x + dx, y, z)} ${iso(x + dx, y + dy, z)} ${iso(x + dx, y + dy, z + dz)} ${iso(x + dx, y, z + dz)}" fill="#9fd3f5" fill-opacity="0.08" stroke="#9fd3f5" stroke-width="3"/>
     <polygon points="${iso(x, y + dy, z)} ${iso(x + dx, y + dy, z)} ${iso(x + dx, y + dy, z + dz)} ${iso(x, y + dy, z + dz)}" fill="#9fd3f5" fill-opacity="0.12" stroke="#9fd3f5" stroke-width="3"/>`
  svg += `<polygon points="${iso(-1, -1, 0)} ${iso(1, -1, 0)} ${iso(1, 1, 0)} ${iso(-1, 1, 0)}" fill="none" stroke="#e8f4fc" stroke-width="4"/>`
  svg += box(-1, -1, 0, 2, 0.35, 0.45) + box(-1, -0.65, 0, 0.35, 1.3, 0.45) + box(-0.2, 0.1, 0, 0.8, 0.4, 0.4)
  return svg
}

const house: Scene = (p, w, h) => {
  let svg = `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#9cc9e3"/><stop offset="1" stop-color="#e9f2f4"/></linearGradient></defs>`
  svg += rect(0, 0, w, h, 'url(#sky)') + rect(0, h * 0.78, w, h * 0.22, '#7e9a6a')
  svg += rect(w * 0.22, h * 0.42, w * 0.56, h * 0.38, p.light, `stroke="${p.wallDark}" stroke-width="4"`)
  svg += `<polygon points="${w * 0.18},${h * 0.44} ${w * 0.5},${h * 0.2} ${w * 0.82},${h * 0.44}" fill="${p.accent}"/>`
  svg += rect(w * 0.46, h * 0.6, w * 0.08, h * 0.2, p.wood)
  svg += windowPane(w * 0.28, h * 0.5, w * 0.12, h * 0.14, p) + windowPane(w * 0.6, h * 0.5, w * 0.12, h * 0.14, p)
  svg += rect(w * 0.88, h * 0.3, w * 0.012, h * 0.5, '#6b5540')
  for (let i = 0; i < 6; i++) {
    const angle = (i / 6) * Math.PI * 2
    svg += `<ellipse cx="${w * 0.886 + Math.cos(angle) * w * 0.04}" cy="${h * 0.3 + Math.sin(angle) * h * 0.03}" rx="${w * 0.045}" ry="${h * 0.012}" transform="rotate(${(angle * 180) / Math.PI} ${w * 0.886 + Math.cos(angle) * w * 0.04} ${h * 0.3 + Math.sin(angle) * h * 0.03})" fill="#4f7a3a"/>`
  }
  return svg
}

const avatar: Scene = (p, w, h) =>
  `${rect(0, 0, w, h, p.accent)}<circle cx="${w / 2}" cy="${h * 0.4}" r="${w * 0.18}" fill="${p.light}" opacity="0.9"/>
   <ellipse cx="${w / 2}" cy="${h * 0.95}" rx="${w * 0.34}" ry="${h * 0.3}" fill="${p.light}" opacity="0.9"/>`

/** Which drawing suits a key: by the words in its name; anything unrecognised gets a living room. */
function sceneFor(key: string): Scene {
  const rules: [RegExp, Scene][] = [
    [/avatar/, avatar],
    [/rendering/, rendering],
    [/bath|vanity|shower/, bathroom],
    [/kitchen|cabinet|pantry/, kitchen],
    [/floor/, flooring],
    [/exterior|home|house|cottage|bungalow|estate|ranch|revival|street|villa|craftsman/, house],
  ]
  return rules.find(([pattern]) => pattern.test(key))?.[1] ?? livingRoom
}

function sizeFor(key: string): [number, number] {
  if (key.startsWith('avatar')) return [384, 384]
  if (key.startsWith('hero')) return [1920, 1280]
  return [1600, 1067]
}

function label(key: string, w: number, h: number): string {
  if (key.startsWith('avatar')) return ''
  const text = `Placeholder photo: ${key}`
  const size = Math.round(w / 64)
  const width = text.length * size * 0.6 + size * 2
  return `<g opacity="0.75"><rect x="${size}" y="${h - size * 3}" width="${width}" height="${size * 2}" rx="${size / 2}" fill="#1c2530"/>
    <text x="${size * 2}" y="${h - size * 1.6}" font-family="DejaVu Sans, sans-serif" font-size="${size}" fill="#ffffff">${text}</text></g>`
}

export async function drawPlaceholder(key: string, file: string): Promise<void> {
  const [w, h] = sizeFor(key)
  const palette = key.endsWith('-before') ? dated : palettes[hash(key) % palettes.length]!
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">${sceneFor(key)(palette, w, h)}${label(key, w, h)}</svg>`
  await sharp(Buffer.from(svg))
    .jpeg({ quality: 78, mozjpeg: true })
    .withExif({ IFD0: { ImageDescription: PLACEHOLDER_MARK } })
    .toFile(file)
}

if (import.meta.url === `file://${process.argv[1]}`) {
  mkdirSync(DIR, { recursive: true })
  let made = 0
  for (const key of imageKeys) {
    const file = join(DIR, `${key}.jpg`)
    if (existsSync(file)) continue
    await drawPlaceholder(key, file)
    made++
  }
  console.log(`placeholders: drew ${made} new image(s) in ${DIR}; ${imageKeys.length - made} already existed`)
}
