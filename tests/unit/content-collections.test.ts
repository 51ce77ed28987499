import { describe, expect, it } from 'vitest'
import { defineCollection } from '../../content/collection.server.ts'
import { Article, Location, Testimonial } from '../../content/schema.ts'
import { breadcrumbsFor, linksToNoPage, routes } from '../../lib/routes.ts'

const review = (name: string, order?: number) => ({
  order,
  name,
  location: 'Vista',
  project: 'Kitchen Remodel',
  quote: 'They finished on the day they said.',
  rating: 5,
  avatar: { key: 'avatar-1', alt: 'Homeowner avatar' },
})

describe('a content collection', () => {
  it('names each entry by its file and orders the entries by `order`, then by file name', () => {
    const list = defineCollection('testimonials', Testimonial, {
      './testimonials/zoe-k.ts': review('Zoe K.'),
      './testimonials/amy-b.ts': review('Amy B.'),
      './testimonials/sam-p.ts': review('Sam P.', 1),
    })
    expect(list.map((entry) => entry.slug)).toEqual(['sam-p', 'amy-b', 'zoe-k'])
    expect(list[0]).toMatchObject({ name: 'Sam P.', rating: 5 })
  })

  it('fails the build with the file and the path of each bad field', () => {
    const bad = () =>
      defineCollection('locations', Location, {
        './locations/la-jolla.ts': { name: '', seo: { title: 'short', description: 'x' } },
      })
    expect(bad).toThrow(/^Invalid content in content\/locations\/la-jolla\.ts:\n/)
    expect(bad).toThrow(/\n {2}name: /)
    expect(bad).toThrow(/\n {2}seo\.title: /)
    expect(bad).toThrow(/\n {2}intro: /)
  })

  it('refuses a file name that is not a slug', () => {
    expect(() =>
      defineCollection('testimonials', Testimonial, { './testimonials/Zoe K.ts': review('Zoe K.') }),
    ).toThrow('content/testimonials/Zoe K.ts: a file name is')
  })

  it('holds the count to the bounds the layout needs', () => {
    const files = { './testimonials/a.ts': review('A'), './testimonials/b.ts': review('B') }
    expect(() => defineCollection('testimonials', Testimonial, files, { max: 1 })).toThrow(
      'content/testimonials/ has 2 entries; the site needs 0 to 1',
    )
    expect(() => defineCollection('testimonials', Testimonial, {}, { min: 1 })).toThrow(
      'content/testimonials/ has 0 entries; the site needs at least 1',
    )
  })

  it('rejects an article in a category the blog does not have', () => {
    expect(Article.shape.category.safeParse('Gardening').success).toBe(false)
  })

  it('rejects an article that does not open with a paragraph, which its page shows above the photo', () => {
    const paragraphs = Array.from({ length: 8 }, (_, i) => ({ type: 'p' as const, text: `Paragraph ${i + 1}.` }))
    expect(Article.shape.body.safeParse(paragraphs).success).toBe(true)
    const parsed = Article.shape.body.safeParse([{ type: 'h2', text: 'A heading first' }, ...paragraphs])
    expect(parsed.error?.issues[0]?.message).toMatch(/must open with a paragraph/)
  })

  it('names each link written by hand that leads to no page, and its file', () => {
    const links = linksToNoPage(
      [['content/navigation.ts', ['/about/', '/#contact', '/abuot/']]],
      new Set(routes.map((r) => r.path)),
    )
    expect(links).toEqual(['content/navigation.ts: /abuot/ is not a page of the site'])
  })

  it('leads the breadcrumbs from home down to the page', () => {
    const trail = (path: string) => breadcrumbsFor(path).map((route) => route.path)
    expect(trail('/')).toEqual(['/'])
    expect(trail('/services/kitchen-remodeling/')).toEqual(['/', '/services/', '/services/kitchen-remodeling/'])
  })
})
