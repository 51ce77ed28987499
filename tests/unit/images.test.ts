import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { imageKeys } from '../../content/images.ts'
import { Image } from '../../content/schema.ts'

describe('the photo catalogue', () => {
  const files = readdirSync('assets/images').map((name) => name.replace(/\.jpg$/, ''))

  it('has a file in assets/images for every key, and a key for every file (the build encodes every file)', () => {
    expect([...files].sort()).toEqual([...imageKeys].sort())
  })

  it('refuses content that names a photo not in the catalogue', () => {
    expect(Image.safeParse({ key: 'kitchen-coastal', alt: 'A kitchen' }).success).toBe(true)
    expect(Image.safeParse({ key: 'kitchen-typo', alt: 'A kitchen' }).success).toBe(false)
  })
})
