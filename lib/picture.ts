/**
 * A responsive photo as plain data: its AVIF/WebP source sets and fallback image with intrinsic size. The
 * server makes it (lib/images.server.ts) and islands receive it as props, so it must stay serializable.
 */
export interface PictureData {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
  /**
   * The same photo cropped for the screens `media` matches: taller for a full-screen photo on a phone held upright,
   * square where a phone shows it as a thumbnail.
   */
  crop?: PictureData & { media: string }
}

/**
 * Screens that get a full-screen photo's portrait crop: phones held upright. Up to 2:3 a cover-fitted 1:2 crop is
 * sharper than the landscape photo; a tablet upright (3:4) keeps the landscape one, shown closer to its size.
 */
export const PORTRAIT_SCREEN = '(max-aspect-ratio: 2/3)'

/** Screens below Tailwind's `sm` breakpoint (40rem), where the blog's articles are rows with a square thumbnail. */
export const NARROW_SCREEN = '(width < 40rem)'
