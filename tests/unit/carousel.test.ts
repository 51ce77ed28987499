import { describe, expect, it } from 'vitest'
import { nextIndex, wrapIndex } from '../../lib/carousel.ts'

describe('carousel index', () => {
  it('cycles 0, 1, 2, 0 forward', () => {
    const seen = [0]
    for (let i = 0; i < 3; i++) seen.push(nextIndex(seen.at(-1)!, 3))
    expect(seen).toEqual([0, 1, 2, 0])
  })
  it('wraps any integer into range: back from the first is the last', () => {
    expect(wrapIndex(-1, 3)).toBe(2)
    expect(wrapIndex(-4, 3)).toBe(2)
    expect(wrapIndex(7, 3)).toBe(1)
    expect(wrapIndex(5, 0)).toBe(0)
  })
})
