import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { business, licenseLookupHref } from '../../content/business.ts'
import { siteOrigin } from '../../lib/config.server.ts'
import { breadcrumbsFor, type Route, routes } from '../../lib/routes.ts'
import { jsonLdScript } from '../../lib/seo.ts'
import { DIST, dom, everyPage, hrefs, htmlFile, jsonLd, jsonLdBlocks, readFile, sitemapUrls } from './dist.ts'

const meta = (path: string, key: string) =>
  dom(path).querySelector(`meta[name="${key}"], meta[property="${key}"]`)?.getAttribute('content') ?? ''

describe('page heads', () => {
  it('every page has a unique title and description', () => {
    const titles = routes.map((r) => dom(r.path).querySelector('title')?.textContent ?? '')
    const descriptions = routes.map((r) => meta(r.path, 'description'))
    expect(new Set(titles).size).toBe(routes.length)
    expect(new Set(descriptions).size).toBe(routes.length)
  })

  it.each(everyPage)('$path: lang, canonical, Open Graph and Twitter tags', (route) => {
    const root = dom(route.path)
    expect(root.querySelector('html')?.getAttribute('lang')).toBe('en')
    const canonical = root.querySelector('link[rel="canonical"]')?.getAttribute('href')
    expect(canonical).toBe(route.noindex ? undefined : siteOrigin + route.path)
    if (route.noindex) expect(meta(route.path, 'robots')).toBe('noindex')
    expect(meta(route.path, 'og:title')).toBe(route.seo.title)
    expect(meta(route.path, 'og:description')).toBe(route.seo.description)
    expect(meta(route.path, 'og:type')).toBe(route.ogType)
    expect(meta(route.path, 'og:image')).toMatch(
      new RegExp(`^${siteOrigin}/assets/.+/${route.shareImage}\\.[\\w-]+\\.jpg$`),
    )
    expect(meta(route.path, 'twitter:card')).toBe('summary_large_image')
  })
})

describe('sitemap.xml and robots.txt', () => {
  it('sitemap.xml and the /sitemap page list every indexable page once, and nothing else', () => {
    const indexed = routes.filter((r) => !r.noindex).map((r) => r.path)
    expect(sitemapUrls().sort()).toEqual(indexed.map((path) => siteOrigin + path).sort())
    expect(hrefs('/sitemap/', 'section[aria-labelledby^="sitemap-"] a').sort()).toEqual(indexed.sort())
  })
  it('robots.txt allows crawling and points at the sitemap', () => {
    const robots = readFile('robots.txt')
    expect(robots).toContain('Allow: /')
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`)
  })
})

describe('structured data', () => {
  it('describes the business as a GeneralContractor with phone, area, hours and license', () => {
    expect(jsonLd('/').find((d) => d['@type'] === 'GeneralContractor')).toMatchObject({
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
  })

  type Json = Record<string, unknown>
  /** Every object in a JSON-LD value, nested ones included. */
  const objects = (value: unknown): Json[] =>
    Array.isArray(value)
      ? value.flatMap(objects)
      : value && typeof value === 'object'
        ? [value as Json, ...Object.values(value).flatMap(objects)]
        : []

  it("resolves each @id in the page's own graph, and names only pages and files built, in their one URL form", () => {
    const broken: string[] = []
    const isReference = (o: Json) => typeof o['@id'] === 'string' && Object.keys(o).length === 1
    for (const route of routes) {
      const all = jsonLdBlocks(route.path).flatMap(objects)
      const defined = new Set(all.filter((o) => typeof o['@id'] === 'string' && !isReference(o)).map((o) => o['@id']))
      for (const o of all.filter(isReference))
        if (!defined.has(o['@id'])) broken.push(`${route.path}: ${String(o['@id'])} is not in the graph`)
      const urls = all.flatMap((o) => ['url', 'item', 'mainEntityOfPage', 'image'].map((key) => o[key]))
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

  // What Google documents for each type we publish (schema.org's vocabulary for Service, which Google has no feature
  // for). No FAQPage and no rating: search engines no longer show either, so neither has a rule.
  const isDate = (value: unknown) => typeof value === 'string' && /^\d{4}-\d{2}-\d{2}/.test(value)
  const isSiteUrl = (value: unknown) => typeof value === 'string' && value.startsWith(`${siteOrigin}/`)
  const requirements: Record<string, (node: Json, route: Route) => (string | false)[]> = {
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
      ]
    },
    // Article: no required properties; headline, image, datePublished, dateModified and author (name, url) recommended.
    BlogPosting: (node, route) => {
      const author = (node.author ?? {}) as Json
      const publisher = (node.publisher ?? {}) as Json
      return [
        !(node.headline === route.label && route.label.length <= 110) && 'headline (the title, at most 110 characters)',
        !isSiteUrl(node.image) && 'image',
        !isDate(node.datePublished) && 'datePublished (ISO 8601)',
        !isDate(node.dateModified) && 'dateModified (ISO 8601)',
        !(author.name && isSiteUrl(author.url)) && 'author with name and url',
        !(publisher['@type'] === 'Organization' && publisher.name && publisher.url === `${siteOrigin}/`) &&
          'publisher (the business)',
        node.mainEntityOfPage !== siteOrigin + route.path && 'mainEntityOfPage (this page)',
      ]
    },
    // A case study is an Article, which Google documents with BlogPosting.
    Article: (node, route) => requirements.BlogPosting!(node, route),
    // BreadcrumbList: ListItems with position, name and item, here from home down the page's registered parents.
    BreadcrumbList: (node, route) => {
      const items = (node.itemListElement ?? []) as Json[]
      const trail = breadcrumbsFor(route.path).map((r) => siteOrigin + r.path)
      return [
        items.some((item, i) => item['@type'] !== 'ListItem' || item.position !== i + 1 || !item.name) &&
          'ListItems with position 1..n and name',
        items.map((item) => item.item).join() !== trail.join() && 'items from home down to this page',
      ]
    },
    Service: (node, route) => [
      !node.name && 'name',
      node.url !== siteOrigin + route.path && 'url (this page)',
      (node.provider as Json | undefined)?.['@id'] !== `${siteOrigin}/#business` && 'provider (the business)',
      !node.areaServed && 'areaServed',
    ],
    // Site names: WebSite with name and url on the home page.
    WebSite: (node, route) => [
      !node.name && 'name',
      node.url !== `${siteOrigin}/` && 'url (the home page)',
      route.path !== '/' && 'only on the home page',
    ],
  }
  /** The types each page must carry: breadcrumbs below the home page, and what its kind is. */
  const kindType: { [K in Route['kind']]?: string } = { service: 'Service', article: 'BlogPosting', project: 'Article' }
  const requiredTypes = (route: Route) => [
    ...(route.path === '/' ? ['GeneralContractor', 'WebSite'] : []),
    ...(route.parent === undefined ? [] : ['BreadcrumbList']),
    ...(kindType[route.kind] ? [kindType[route.kind]!] : []),
  ]

  it('gives each page the types it calls for, each with what Google documents, and uses no type without such a rule', () => {
    const problems: string[] = []
    for (const route of routes) {
      for (const block of jsonLdBlocks(route.path))
        if (block['@context'] !== 'https://schema.org') problems.push(`${route.path}: @context`)
      const nodes = jsonLd(route.path)
      const types = nodes.map((node) => String(node['@type']))
      for (const type of requiredTypes(route)) if (!types.includes(type)) problems.push(`${route.path}: no ${type}`)
      if (route.parent === undefined && types.includes('BreadcrumbList')) problems.push(`${route.path}: breadcrumbs`)
      if (JSON.stringify(nodes).includes('aggregateRating')) problems.push(`${route.path}: a rating`)
      for (const node of nodes) {
        const check = requirements[String(node['@type'])]
        if (!check) problems.push(`${route.path}: unexpected type ${String(node['@type'])}`)
        else
          for (const problem of check(node, route))
            if (problem) problems.push(`${route.path}: ${String(node['@type'])} lacks ${problem}`)
      }
    }
    expect(problems).toEqual([])
  })

  it('writes "<" in structured data as \\u003c, so a value cannot close its script element', () => {
    expect(jsonLdScript({ name: 'A </script><script>x()</script>' })).not.toContain('<')
  })
})
