import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { business, licenseLookupHref } from '../../content/business.ts'
import { pages } from '../../content/pages.ts'
import { siteOrigin } from '../../lib/config.server.ts'
import { breadcrumbsFor, routes, routesOf } from '../../lib/routes.ts'
import { DIST, dom, htmlFile, jsonLd, jsonLdBlocks, sitemapUrls } from './dist.ts'

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
      expect(meta(route.path, 'og:image')).toMatch(
        new RegExp(`^${siteOrigin}/assets/.+/${route.shareImage}\\.[\\w-]+\\.jpg$`),
      )
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
  it('the /sitemap page links every indexable page once, and nothing that is kept out of search', () => {
    const links = dom('/sitemap/')
      .querySelectorAll('section[aria-labelledby^="sitemap-"] a')
      .map((a) => a.getAttribute('href'))
    expect(links.sort()).toEqual(
      routes
        .filter((r) => !r.noindex)
        .map((r) => r.path)
        .sort(),
    )
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
      hasCredential: {
        credentialCategory: 'license',
        name: expect.stringContaining(business.licenseNumber),
        url: licenseLookupHref,
      },
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
      expect(service, route.path).toMatchObject({
        name: expect.any(String),
        provider: { '@id': `${siteOrigin}/#business` },
      })
    }
  })

  it('marks articles as BlogPosting with headline, date, image and publisher', () => {
    for (const route of routesOf('article')) {
      const post = jsonLd(route.path).find((d) => d['@type'] === 'BlogPosting')
      expect(post, route.path).toMatchObject({
        headline: route.label,
        datePublished: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
        image: expect.stringMatching(/^https?:\/\//),
        publisher: { '@type': 'Organization', name: expect.any(String), url: `${siteOrigin}/` },
      })
    }
  })

  it('gives every page below the home page a BreadcrumbList from home down its registered parents', () => {
    for (const route of routes.filter((r) => r.parent !== undefined)) {
      const list = jsonLd(route.path).find((d) => d['@type'] === 'BreadcrumbList') as {
        itemListElement: { position: number; item: string }[]
      }
      expect(list, route.path).toBeDefined()
      expect(
        list.itemListElement.map((i) => i.item),
        route.path,
      ).toEqual(breadcrumbsFor(route.path).map((r) => siteOrigin + r.path))
      expect(list.itemListElement.at(-1)!.item).toBe(siteOrigin + route.path)
      expect(list.itemListElement.map((i) => i.position)).toEqual(list.itemListElement.map((_, i) => i + 1))
    }
    for (const route of routes.filter((r) => r.parent === undefined))
      expect(types(route.path), route.path).not.toContain('BreadcrumbList')
  })

  type Json = Record<string, unknown>
  /** Every object in a JSON-LD value, nested ones included. */
  const objects = (value: unknown): Json[] =>
    Array.isArray(value)
      ? value.flatMap(objects)
      : value && typeof value === 'object'
        ? [value as Json, ...Object.values(value).flatMap(objects)]
        : []

  it("resolves every @id a page references within that page's own graph", () => {
    const unresolved: string[] = []
    for (const route of routes) {
      const all = jsonLdBlocks(route.path).flatMap(objects)
      const isReference = (o: Json) => typeof o['@id'] === 'string' && Object.keys(o).length === 1
      const defined = new Set(all.filter((o) => typeof o['@id'] === 'string' && !isReference(o)).map((o) => o['@id']))
      for (const o of all.filter(isReference))
        if (!defined.has(o['@id'])) unresolved.push(`${route.path}: ${String(o['@id'])}`)
    }
    expect(unresolved).toEqual([])
  })

  it('names only pages and files of this site that the build wrote, in their one URL form', () => {
    const broken: string[] = []
    for (const route of routes) {
      const urls = jsonLdBlocks(route.path)
        .flatMap(objects)
        .flatMap((o) => ['url', 'item', 'mainEntityOfPage', 'image'].map((key) => o[key]))
      for (const url of urls.filter((u): u is string => typeof u === 'string' && u.startsWith(siteOrigin))) {
        const path = new URL(url).pathname
        const built = path.startsWith('/assets/')
          ? existsSync(join(DIST, path))
          : path.endsWith('/') && existsSync(htmlFile(path))
        if (!built) broken.push(`${route.path}: ${url}`)
      }
    }
    expect(broken).toEqual([])
  })

  /** What Google documents for each type we publish (schema.org's own vocabulary for Service, which Google has no feature for). */
  const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
  const isSiteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${siteOrigin}/`)
  const requirements: Record<string, (node: Json, path: string) => string[]> = {
    // LocalBusiness: name and address required; telephone, url, openingHoursSpecification recommended.
    GeneralContractor: (node) => {
      const address = (node.address ?? {}) as Json
      return [
        !node.name && 'name',
        address['@type'] !== 'PostalAddress' && 'address (a PostalAddress)',
        ...['addressLocality', 'addressRegion', 'addressCountry']
          .filter((key) => !address[key])
          .map((key) => `address.${key}`),
        !/^\+\d{11}$/.test(String(node.telephone)) && 'telephone (E.164)',
        node.url !== `${siteOrigin}/` && 'url (the home page)',
        !isSiteUrl(node.image) && 'image',
        !(node.openingHoursSpecification as Json[] | undefined)?.every(
          (spec) => spec.opens && spec.closes && spec.dayOfWeek,
        ) && 'openingHoursSpecification',
      ].filter((problem): problem is string => Boolean(problem))
    },
    // Article: no required properties; headline, image, datePublished, dateModified and author (name, url) recommended.
    BlogPosting: (node, path) => {
      const author = (node.author ?? {}) as Json
      return [
        !(typeof node.headline === 'string' && node.headline.length > 0 && node.headline.length <= 110) &&
          'headline (1-110 characters)',
        !isSiteUrl(node.image) && 'image',
        !isDate(node.datePublished) && 'datePublished (ISO 8601)',
        !isDate(node.dateModified) && 'dateModified (ISO 8601)',
        !(author.name && isSiteUrl(author.url)) && 'author with name and url',
        node.mainEntityOfPage !== siteOrigin + path && 'mainEntityOfPage (this page)',
      ].filter((problem): problem is string => Boolean(problem))
    },
    // A case study is an Article, which Google documents with BlogPosting.
    Article: (node, path) => requirements.BlogPosting!(node, path),
    // BreadcrumbList: itemListElement of ListItems with position, name and item.
    BreadcrumbList: (node) => {
      const items = (node.itemListElement ?? []) as Json[]
      return [
        items.length < 2 && 'at least two itemListElement entries',
        items.some(
          (item, i) => item['@type'] !== 'ListItem' || item.position !== i + 1 || !item.name || !isSiteUrl(item.item),
        ) && 'ListItems with position 1..n, name and item',
      ].filter((problem): problem is string => Boolean(problem))
    },
    Service: (node, path) =>
      [
        !node.name && 'name',
        node.url !== siteOrigin + path && 'url (this page)',
        !(node.provider as Json | undefined)?.['@id'] && 'provider',
        !node.areaServed && 'areaServed',
      ].filter((problem): problem is string => Boolean(problem)),
    // Site names: WebSite with name and url on the home page.
    WebSite: (node, path) =>
      [
        !node.name && 'name',
        node.url !== `${siteOrigin}/` && 'url (the home page)',
        path !== '/' && 'only on the home page',
      ].filter((problem): problem is string => Boolean(problem)),
  }

  it('gives each block what Google documents for its type, and uses no type without such a rule', () => {
    const problems: string[] = []
    for (const route of routes) {
      for (const block of jsonLdBlocks(route.path))
        if (block['@context'] !== 'https://schema.org') problems.push(`${route.path}: @context`)
      for (const node of jsonLd(route.path)) {
        const check = requirements[String(node['@type'])]
        if (!check) problems.push(`${route.path}: unexpected type ${String(node['@type'])}`)
        else
          problems.push(
            ...check(node, route.path).map((problem) => `${route.path}: ${String(node['@type'])} lacks ${problem}`),
          )
      }
    }
    expect(problems).toEqual([])
    expect(types('/')).toEqual(expect.arrayContaining(['GeneralContractor', 'WebSite']))
  })
})
