import { describe, expect, it } from 'vitest'
import { nextIndex, wrapIndex } from '../../lib/carousel.ts'

describe('carousel index', () => {
  it('cycles 0, 1, 2, 0 forward', () => {
    const seen = [0]
    for (let i = 0; i < 3; i++) seen.push(nextIndex(seen.at(-1)!, 3))
    expect(seen).toEqual([0, 1, 2, 0])
  })
  it('wraps from first to last going back', () => {
    expect(wrapIndex(0 - 1, 3)).toBe(2)
  })
  it('normalises any integer into range', () => {
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
  })
})
