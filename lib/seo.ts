/** Everything a page puts in <head> for search engines and link previews, plus the JSON-LD builders. */
import { business, licenseLookupHref, type Weekday } from '../content/business.ts'
import type { ImageKey } from '../content/images.ts'
import type { Project } from '../content/projects.ts'
import { services } from '../content/services.ts'
import { siteOrigin } from './config.server.ts'
import { shareImage } from './images.server.ts'
import { pathTo, type Route, routeFor } from './routes.ts'
import { absoluteUrl, canonicalUrl } from './urls.ts'

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')

export interface HeadOptions {
  route: Route
  /** The path the page is served at (the 404 page is served at any unknown path). */
  path: string
}

/** The <head> tags of a page, as an HTML string (values escaped). */
export function headTags({ route, path }: HeadOptions): string {
  const {
    seo: { title, description },
    ogType,
    noindex,
  } = route
  const image = shareImage(route.shareImage)
  const url = canonicalUrl(path)
  const meta: [string, string][] = [
    ['description', description],
    ['og:type', ogType],
    ['og:site_name', business.name],
    ['og:title', title],
    ['og:description', description],
    ['og:url', url],
    ['og:image', absoluteUrl(image.src)],
    ['og:image:width', String(image.width)],
    ['og:image:height', String(image.height)],
    ['og:locale', 'en_US'],
    // X reads the title, description and image from the og: tags when its own are absent
    // (developer.x.com/cards/markup); only the card type has no Open Graph equivalent.
    ['twitter:card', 'summary_large_image'],
  ]
  if (noindex) meta.push(['robots', 'noindex'])
  const tags = [
    `<title>${escapeAttribute(title)}</title>`,
    ...meta.map(([name, content]) => {
      const key = name.startsWith('og:') ? 'property' : 'name'
      return `<meta ${key}="${name}" content="${escapeAttribute(content)}">`
    }),
  ]
  if (!noindex) tags.push(`<link rel="canonical" href="${escapeAttribute(url)}">`)
  return tags.join('')
}

/** Serializes JSON-LD safely inside a <script> element ("</script>" in a value cannot close it). */
export function jsonLdScript(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c')
}

const businessId = `${siteOrigin}/#business`
const websiteId = `${siteOrigin}/#website`
const context = 'https://schema.org'

const dayCodes: Record<Weekday, string> = {
  Monday: 'Mo',
  Tuesday: 'Tu',
  Wednesday: 'We',
  Thursday: 'Th',
  Friday: 'Fr',
  Saturday: 'Sa',
  Sunday: 'Su',
}

/**
 * The business as a GeneralContractor (a LocalBusiness, so Google's required name and address are there). No
 * aggregateRating: search engines ignore self-serving ratings on a business's own site.
 */
function businessNode(areaServed: string[] = [business.serviceArea.region]) {
  return {
    '@type': 'GeneralContractor',
    '@id': businessId,
    name: business.name,
    legalName: business.legalName,
    url: absoluteUrl('/'),
    image: absoluteUrl(shareImage(routeFor('/').shareImage).src),
    telephone: business.phone.e164,
    email: business.email,
    foundingDate: String(business.foundingYear),
    address: {
      '@type': 'PostalAddress',
      addressLocality: business.serviceArea.city,
      addressRegion: business.serviceArea.state,
      addressCountry: 'US',
    },
    areaServed: areaServed.map((name) => ({ '@type': 'AdministrativeArea', name })),
    openingHoursSpecification: [
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: business.hours.days.map((day) => `https://schema.org/${day}`),
        opens: business.hours.opens,
        closes: business.hours.closes,
      },
    ],
    openingHours: `${business.hours.days.map((d) => dayCodes[d]).join(',')} ${business.hours.opens}-${business.hours.closes}`,
    hasCredential: {
      '@type': 'EducationalOccupationalCredential',
      credentialCategory: 'license',
      name: `${business.licenseClass} #${business.licenseNumber}`,
      // The license's public record, where anyone (a search engine too) can check it.
      url: licenseLookupHref,
      recognizedBy: { '@type': 'GovernmentOrganization', name: 'Contractors State License Board (CSLB)' },
    },
    sameAs: Object.values(business.social),
  }
}

export function businessJsonLd(areaServed?: string[]) {
  return { '@context': context, ...businessNode(areaServed) }
}

/** The site itself (Google reads its name for the site name in results): on the home page, beside the business. */
export function websiteJsonLd() {
  return {
    '@context': context,
    '@type': 'WebSite',
    '@id': websiteId,
    name: business.name,
    alternateName: business.shortName,
    url: absoluteUrl('/'),
    publisher: { '@id': businessId },
  }
}

/** A service the business provides; the business node comes with it, so its @id resolves on the page. */
export function serviceJsonLd(service: { title: string; summary: string; path: string }) {
  return {
    '@context': context,
    '@graph': [
      {
        '@type': 'Service',
        name: service.title,
        serviceType: service.title,
        description: service.summary,
        url: canonicalUrl(service.path),
        provider: { '@id': businessId },
        areaServed: { '@type': 'AdministrativeArea', name: business.serviceArea.region },
      },
      businessNode(),
    ],
  }
}

/** The business as an article's author and publisher: named inline (see articleJsonLd). */
const organization = { '@type': 'Organization', name: business.name, url: absoluteUrl('/') }

/**
 * An article by the business. Author and publisher are named inline (name and url, what Google's Article
 * documentation asks for) rather than by the business node's @id, which would have to come with it: the whole
 * GeneralContractor node is 0.4 KB gzipped, the difference between an article's HTML arriving in one round
 * trip or two (docs/performance.md). The business itself is described on the home and about pages.
 */
export function articleJsonLd(article: {
  title: string
  description: string
  path: string
  date: string
  image: ImageKey
}) {
  return {
    '@context': context,
    '@type': 'BlogPosting',
    headline: article.title,
    description: article.description,
    datePublished: article.date,
    dateModified: article.date,
    image: absoluteUrl(shareImage(article.image).src),
    url: canonicalUrl(article.path),
    mainEntityOfPage: canonicalUrl(article.path),
    author: organization,
    publisher: organization,
  }
}

/**
 * A case study, as Google's Article (no required properties; headline, image, dates and author recommended),
 * about the services it used and the place it was built, named inline like an article's author.
 */
export function projectJsonLd(project: Project, path: string) {
  return {
    ...articleJsonLd({
      title: project.title,
      description: project.seo.description,
      path,
      date: project.published,
      image: project.image.key,
    }),
    '@type': 'Article',
    about: project.services.map((slug) => ({
      '@type': 'Service',
      name: services.find((service) => service.slug === slug)!.title,
      url: canonicalUrl(pathTo.service(slug)),
    })),
    contentLocation: { '@type': 'Place', name: `${project.location}, ${business.serviceArea.state}` },
  }
}

export function breadcrumbJsonLd(trail: { label: string; path: string }[]) {
  return {
    '@context': context,
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.label,
      item: canonicalUrl(item.path),
    })),
  }
}
