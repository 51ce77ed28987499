import { z } from 'zod'
import { describe, expect, it } from 'vitest'
import { Article, defineContent, Location } from '../../content/schema.ts'

describe('defineContent', () => {
  it('returns parsed data for a valid module', () => {
    expect(defineContent('numbers', z.array(z.number()), [1, 2])).toEqual([1, 2])
  })
  it('fails with the module name and the path of each bad field', () => {
    const bad = () =>
      defineContent('locations', z.array(Location), [
        { slug: 'Bad Slug', name: '', seo: { title: 'short', description: 'x' } } as never,
      ])
    expect(bad).toThrow(/Invalid content in content\/locations/)
    expect(bad).toThrow(/locations\[0\]\.slug/)
    expect(bad).toThrow(/locations\[0\]\.seo\.title/)
  })
  it('rejects an article in a category the blog does not have', () => {
    const result = Article.shape.category.safeParse('Gardening')
    expect(result.success).toBe(false)
  })
})
