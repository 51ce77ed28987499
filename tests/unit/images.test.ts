import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { imageKeys } from '../../content/images.ts'
import { Image } from '../../content/schema.ts'

describe('the photo catalogue', () => {
  const files = readdirSync('assets/images').map((name) => name.replace(/\.jpg$/, ''))

  it('has a file in assets/images for every key, and a key for every file (the build encodes every file)', () => {
    expect([...files].sort()).toEqual([...imageKeys].sort())
  })

  // The build publishes identical files once, under one name: a copy would show another photo's name and alt.
  it('has no two files with the same bytes (a new photo copied from another: use its key, or a placeholder)', () => {
    const byHash = new Map<string, string[]>()
    for (const name of files) {
      const hash = createHash('sha256')
        .update(readFileSync(`assets/images/${name}.jpg`))
        .digest('hex')
      byHash.set(hash, [...(byHash.get(hash) ?? []), name])
    }
    expect([...byHash.values()].filter((names) => names.length > 1)).toEqual([])
  })

  it('refuses content that names a photo not in the catalogue', () => {
    expect(Image.safeParse({ key: 'kitchen-coastal', alt: 'A kitchen' }).success).toBe(true)
    expect(Image.safeParse({ key: 'kitchen-typo', alt: 'A kitchen' }).error?.issues[0]?.message).toMatch(
      /add its key there and its file as assets\/images\/<key>\.jpg/,
    )
  })
})
