/**
 * Whether bytes are a whole JPEG of sensible size: Storage checks only the type an upload declares, so the
 * owner's links are made only for photos that start as a JPEG (SOI), whose frame header (SOFn) gives
 * dimensions within the limit, and that end as one (EOI). Returns the dimensions, or undefined.
 */
const START_OF_FRAME = new Set([0xc0, 0xc1, 0xc2, 0xc3, 0xc5, 0xc6, 0xc7, 0xc9, 0xca, 0xcb, 0xcd, 0xce, 0xcf])

export function jpegSize(bytes: Uint8Array, maxEdge: number): { width: number; height: number } | undefined {
  const n = bytes.length
  if (n < 4 || bytes[0] !== 0xff || bytes[1] !== 0xd8 || bytes[n - 2] !== 0xff || bytes[n - 1] !== 0xd9)
    return undefined
  let at = 2
  while (at + 3 < n) {
    if (bytes[at] !== 0xff) return undefined
    const marker = bytes[at + 1]!
    if (marker === 0xff) {
      at += 1 // fill byte
      continue
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2 // markers without a segment
      continue
    }
    if (marker === 0xd9 || marker === 0xda) return undefined // image data or the end before any frame header
    const length = (bytes[at + 2]! << 8) | bytes[at + 3]!
    if (START_OF_FRAME.has(marker)) {
      if (at + 8 >= n) return undefined
      const height = (bytes[at + 5]! << 8) | bytes[at + 6]!
      const width = (bytes[at + 7]! << 8) | bytes[at + 8]!
      const fits = (edge: number) => edge >= 1 && edge <= maxEdge
      return fits(width) && fits(height) ? { width, height } : undefined
    }
    if (length < 2) return undefined
    at += 2 + length
  }
  return undefined
}
