/**
 * A responsive photo as plain data: its AVIF/WebP source sets and fallback image with intrinsic size. The
 * server makes it (lib/images.server.ts) and islands receive it as props, so it must stay serializable.
 */
export interface PictureData {
  sources: Record<string, string>
  img: { src: string; w: number; h: number }
}
