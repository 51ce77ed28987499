/** Index arithmetic of the slideshow and the testimonial carousel: wraps at both ends. */
export function wrapIndex(index: number, length: number): number {
  if (length <= 0) return 0
  return ((index % length) + length) % length
}

export const nextIndex = (index: number, length: number) => wrapIndex(index + 1, length)
