/**
 * Responsive variants of every photo in assets/images, made at build time by vite-imagetools (sharp):
 * AVIF and WebP at a few widths, with the intrinsic size so the browser reserves space (no layout shift).
 * Server-only: the browser receives plain <picture> markup, or a picture's data as an island's props.
 *
 * Widths are the ones a photo is shown at: content photos are drawn at most about 800 CSS px wide (a
 * column on a desktop, the full width of a phone), so 480, 800 and 1200 px cover every screen up to twice
 * its density; only the full-bleed hero slides (hero-*.jpg) also need 1600 px for wide screens. The encoders
 * run at effort 2 (of 9 for AVIF, 6 for WebP): measured on our photos, AVIF's default effort 4 takes six to
 * seven times as long for files 5-15% smaller, which a fresh clone's first build would pay for every photo
 * (docs/performance.md). AVIF keeps colour at half resolution (`chroma`, vite.config.ts), as the JPEGs do.
 * vite-imagetools caches the variants (see vite.config.ts), so each is encoded once.
 */
import type { Picture } from 'vite-imagetools'
import { NARROW_SCREEN, type PictureData, PORTRAIT_SCREEN } from './picture.ts'

// Vite reads these queries statically: each must be written out in full (no shared object or spread).
const photos = import.meta.glob<Picture>(
  ['/assets/images/*.jpg', '!/assets/images/avatar-*.jpg', '!/assets/images/hero-*.jpg'],
  {
    query: { w: '480;800;1200', format: 'avif;webp', effort: '2', chroma: '420', as: 'picture' },
    import: 'default',
    eager: true,
  },
)

/** The hero's photos, with its darkening drawn into them for the white copy (`shade`, vite.config.ts). */
const heroSlides = import.meta.glob<Picture>('/assets/images/hero-*.jpg', {
  query: { w: '480;800;1200;1600', format: 'avif;webp', effort: '2', chroma: '420', shade: 'hero', as: 'picture' },
  import: 'default',
  eager: true,
})

/**
 * The hero slides cropped to 1:2 for phones held upright: a 3:2 photo covering a 412 x 856 px hero shows a
 * third of its width, so the 800 px variant a phone picks was drawn nearly three times its size. 640 px is
 * as wide as a 1:2 crop of a 1920 x 1280 photo gets.
 */
const heroPortraits = import.meta.glob<Picture>('/assets/images/hero-*.jpg', {
  query: { w: '480;640', aspect: '1:2', format: 'avif;webp', effort: '2', chroma: '420', shade: 'hero', as: 'picture' },
  import: 'default',
  eager: true,
})

/**
 * The photos cropped square for the blog's rows on a phone, where each is a 6rem (96 px) thumbnail: 192 and 288 px
 * for screens of twice and three times its density. The smallest landscape variant (480 px) was four times the
 * pixels and twice the bytes, fetched as a prerendered blog page loads and decoded in the frame that shows it.
 */
const thumbnails = import.meta.glob<Picture>(
  ['/assets/images/*.jpg', '!/assets/images/avatar-*.jpg', '!/assets/images/hero-*.jpg'],
  {
    query: { w: '192;288', aspect: '1:1', format: 'avif;webp', effort: '2', chroma: '420', as: 'picture' },
    import: 'default',
    eager: true,
  },
)

const avatars = import.meta.glob<Picture>('/assets/images/avatar-*.jpg', {
  query: { w: '96;192', format: 'avif;webp', effort: '2', chroma: '420', as: 'picture' },
  import: 'default',
  eager: true,
})

/**
 * The hero's avatars as data: URLs (96 px AVIF, twice their 48 px), written into the page. They sit on the
 * first screen, so as files they were three requests a phone made right after its first layout, each a
 * round trip for well under 1 KB. Inline they arrive with the words, as Vite inlines any asset under 4 KB.
 */
const inlineAvatars = import.meta.glob<string>('/assets/images/avatar-*.jpg', {
  query: { w: '96', format: 'avif', effort: '2', chroma: '420', inline: '' },
  import: 'default',
  eager: true,
})

function keyOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1, -'.jpg'.length)
}

const byKey = new Map<string, Picture>()
for (const [path, picture] of Object.entries({ ...photos, ...heroSlides, ...avatars })) byKey.set(keyOf(path), picture)

export function picture(key: string): PictureData {
  const found = byKey.get(key)
  if (!found)
    throw new Error(`No image assets/images/${key}.jpg: add the file, or run \`npm run placeholders\` for a stand-in`)
  return found
}

/** What one of the globs above made of assets/images/<key>.jpg; `missing` says why a key may have none. */
function fromGlob<T>(glob: Record<string, T>, key: string, missing: string): T {
  const found = glob[`/assets/images/${key}.jpg`]
  if (found === undefined) throw new Error(missing)
  return found
}

/** An avatar as a data: URL for the first screen (see inlineAvatars). */
export function inlineAvatar(key: string): string {
  return fromGlob(inlineAvatars, key, `No avatar assets/images/${key}.jpg: avatars are named avatar-<n>.jpg`)
}

/**
 * A photo drawn full-bleed in the home hero: only hero-*.jpg photos have the 1600 px variant and the portrait crop
 * it needs, and all of their variants come darkened for the hero's copy.
 */
export function heroSlidePicture(key: string): PictureData {
  const missing = `The hero slide "${key}" needs wide variants: name its photo assets/images/hero-<name>.jpg (lib/images.server.ts)`
  return {
    ...fromGlob(heroSlides, key, missing),
    crop: { ...fromGlob(heroPortraits, key, missing), media: PORTRAIT_SCREEN },
  }
}

/** A photo shown as a square thumbnail on a phone and whole on wider screens (the blog's articles). */
export function thumbnailPicture(key: string): PictureData {
  const missing = `No thumbnail for assets/images/${key}.jpg: hero and avatar photos have none`
  return { ...picture(key), crop: { ...fromGlob(thumbnails, key, missing), media: NARROW_SCREEN } }
}

const shareImages = import.meta.glob<string>(['/assets/images/*.jpg', '!/assets/images/avatar-*.jpg'], {
  query: { w: '1200', format: 'jpg', quality: '80' },
  import: 'default',
  eager: true,
})

/** A 1200 px JPEG for link previews (Open Graph), which not every consumer reads as AVIF or WebP. */
export function shareImage(key: string): { src: string; width: number; height: number } {
  const src = fromGlob(shareImages, key, `No image assets/images/${key}.jpg for sharing`)
  const { img } = picture(key)
  return { src, width: 1200, height: Math.round((img.h / img.w) * 1200) }
}

/**
 * A <link rel=preload> for the LCP image, matching the AVIF source the <picture> will pick: for a hero slide, one
 * for each crop, each for the screens that show it.
 */
export function lcpPreload(key: string): string {
  const link = (srcset: string | undefined, media = '') =>
    srcset
      ? `<link rel="preload" as="image" type="image/avif"${media && ` media="${media}"`} imagesrcset="${srcset}" imagesizes="100vw" fetchpriority="high">`
      : ''
  const landscape = picture(key).sources.avif
  const portrait = heroPortraits[`/assets/images/${key}.jpg`]?.sources.avif
  return portrait
    ? link(portrait, PORTRAIT_SCREEN) + link(landscape, `not all and ${PORTRAIT_SCREEN}`)
    : link(landscape)
}
