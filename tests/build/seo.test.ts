import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { business } from '../../content/business.ts'
import { pages } from '../../content/pages.ts'
import { siteOrigin } from '../../lib/config.server.ts'
import { breadcrumbsFor, routes, routesOf } from '../../lib/routes.ts'
import { DIST, dom, jsonLd, sitemapUrls } from './dist.ts'

const meta = (path: string, key: string) =>
  dom(path).querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? ''

describe('page heads', () => {
  it('every page has a unique title and description', () => {
    const titles = routes.map((r) => dom(r.path).querySelector('title')?.textContent ?? '')
    const descriptions = routes.map((r) => meta(r.path, 'description'))
    expect(new Set(titles).size).toBe(routes.length)
    expect(new Set(descriptions).size).toBe(routes.length)
    for (const d of descriptions) expect(d.length).toBeGreaterThanOrEqual(70)
  })

  for (const route of routes) {
    it(`${route.path}: lang, canonical, Open Graph and Twitter tags`, () => {
      const root = dom(route.path)
      expect(root.querySelector('html')?.getAttribute('lang')).toBe('en')
      const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href')
      if (route.noindex) {
        expect(meta(route.path, 'robots')).toBe('noindex')
        expect(canonical).toBeUndefined()
      } else {
        expect(canonical).toBe(siteOrigin + route.path)
      }
      expect(meta(route.path, 'og:title')).toBe(route.seo.title)
      expect(meta(route.path, 'og:description')).toBe(route.seo.description)
      expect(meta(route.path, 'og:type')).toBe(route.ogType)
      expect(meta(route.path, 'og:image')).toMatch(new RegExp(`^${siteOrigin}/assets/.+/${route.shareImage}\\.[\\w-]+\\.jpg$`))
      const preload = root.querySelector('link[rel="preload"][as="image"]')
      if (route.lcpImage) expect(preload?.getAttribute('imagesrcset')).toContain(`/${route.lcpImage}.`)
      else expect(preload).toBeNull()
      expect(meta(route.path, 'twitter:card')).toBe('summary_large_image')
      expect(root.querySelectorAll('h1')).toHaveLength(1)
    })
  }
})

describe('sitemap.xml and robots.txt', () => {
  it('lists every indexable page once, and nothing else', () => {
    const expected = routes.filter((r) => !r.noindex).map((r) => siteOrigin + r.path)
    expect(sitemapUrls().sort()).toEqual(expected.sort())
  })
  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readFileSync(join(DIST, 'robots.txt'), 'utf8')
    expect(robots).toContain('Allow: /')
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
  })
  it('has a real 404 page that links home and is not indexed', () => {
    const root = parse(readFileSync(join(DIST, '404.html'), 'utf8'))
    expect(root.querySelector('h1')?.textContent).toBe(pages.notFound.heading)
    expect(root.querySelector('main a[href="/"]')).not.toBeNull()
    expect(root.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe('noindex')
  })
})

describe('structured data', () => {
  const types = (path: string) => jsonLd(path).map((d) => d['@type'])

  it('describes the business as a GeneralContractor with phone, area, hours and license, and no self-rating', () => {
    const [data] = jsonLd('/').filter((d) => d['@type'] === 'GeneralContractor')
    expect(data).toBeDefined()
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      name: business.name,
      telephone: business.phone.e164,
      areaServed: [{ '@type': 'AdministrativeArea', name: business.serviceArea.region }],
      hasCredential: { credentialCategory: 'license', name: expect.stringContaining(business.licenseNumber) },
      openingHoursSpecification: [{ opens: business.hours.opens, closes: business.hours.closes }],
    })
    expect(data).not.toHaveProperty('aggregateRating')
  })

  it('never publishes FAQPage or a rating anywhere', () => {
    for (const route of routes) {
      const json = JSON.stringify(jsonLd(route.path))
      expect(json, route.path).not.toContain('FAQPage')
      expect(json, route.path).not.toContain('aggregateRating')
    }
  })

  it('marks service pages as Services provided by the business', () => {
    for (const route of routesOf('service')) {
      const service = jsonLd(route.path).find((d) => d['@type'] === 'Service')
      expect(service, route.path).toMatchObject({ name: expect.any(String), provider: { '@id': `${siteOrigin}/#business` } })
    }
  })

  it('marks articles as BlogPosting with headline, date, image and publisher', () => {
    for (const route of routesOf('article')) {
      const post = jsonLd(route.path).find((d) => d['@type'] === 'BlogPosting')
      expect(post, route.path).toMatchObject({
        headline: route.label,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        image: expect.stringMatching(/^https?:\/\//),
        publisher: { '@id': `${siteOrigin}/#business` },
      })
    }
  })

  it('gives every page below the home page a BreadcrumbList from home down its registered parents', () => {
    for (const route of routes.filter((r) => r.parent !== undefined)) {
      const list = jsonLd(route.path).find((d) => d['@type'] === 'BreadcrumbList') as { itemListElement: { position: number; item: string }[] }
      expect(list, route.path).toBeDefined()
      expect(list.itemListElement.map((i) => i.item), route.path).toEqual(breadcrumbsFor(route.path).map((r) => siteOrigin + r.path))
      expect(list.itemListElement.at(-1)!.item).toBe(siteOrigin + route.path)
      expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1))
    }
    for (const route of routes.filter((r) => r.parent === undefined)) expect(types(route.path), route.path).not.toContain('BreadcrumbList')
  })
})
