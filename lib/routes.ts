/**
 * The route registry: every pre-rendered page with its search snippet, label and place in the site.
 * One list feeds the page heads, the footer, the HTML site map, sitemap.xml, the pre-render list and the tests.
 */
import { about } from '../content/about.ts'
import { articles } from '../content/articles.ts'
import { guides } from '../content/guides.ts'
import { home } from '../content/home.ts'
import { privacyPolicy, termsOfService } from '../content/legal.ts'
import { locations } from '../content/locations.ts'
import { pages } from '../content/pages.ts'
import { renderings } from '../content/renderings.ts'
import type { ImageKey } from '../content/images.ts'
import type { Seo } from '../content/schema.ts'
import { services } from '../content/services.ts'
import { thankYou } from '../content/thank-you.ts'

export type RouteGroup = 'Company' | 'Services' | 'Resources' | 'Locations' | 'Blog' | 'Legal'

export interface Route {
  path: string
  /** Short name for links, breadcrumbs and the site map. */
  label: string
  group: RouteGroup
  seo: Seo
  /** Image shown when the page is shared; defaults to the first hero slide. */
  ogImage?: ImageKey
  /** Kept out of sitemap.xml (e.g. the thank-you page, which only makes sense after a submission). */
  noindex?: boolean
}

function page(name: keyof typeof pages & string) {
  const entry = pages[name]
  if (!entry) throw new Error(`content/pages.ts has no entry "${name}"`)
  return entry
}

export const routes: readonly Route[] = [
  { path: '/', label: 'Home', group: 'Company', seo: home.seo },
  { path: '/about/', label: 'About Us', group: 'Company', seo: about.seo },
  { path: '/services/', label: 'Services', group: 'Services', seo: page('services').seo },
  ...services.map((s): Route => ({ path: `/services/${s.slug}/`, label: s.title, group: 'Services', seo: s.seo, ogImage: s.image.key })),
  { path: '/3d-renderings/', label: '3D Design Visualization', group: 'Services', seo: renderings.seo, ogImage: 'rendering-kitchen' },
  { path: '/projects/', label: 'Projects', group: 'Company', seo: page('projects').seo },
  { path: '/blog/', label: 'Blog', group: 'Blog', seo: page('blog').seo },
  ...articles.map((a): Route => ({ path: `/blog/${a.slug}/`, label: a.title, group: 'Blog', seo: a.seo, ogImage: a.image.key })),
  ...locations.map((l): Route => ({ path: `/locations/${l.slug}/`, label: l.name, group: 'Locations', seo: l.seo, ogImage: l.images[0]?.key })),
  ...guides.map((g): Route => ({ path: `/resources/${g.slug}/`, label: g.heading, group: 'Resources', seo: g.seo })),
  { path: '/subcontractor-signup/', label: 'Become a Subcontractor', group: 'Company', seo: page('subcontractorSignup').seo },
  { path: '/thank-you/', label: 'Thank You', group: 'Company', seo: thankYou.seo, noindex: true },
  { path: '/privacy-policy/', label: 'Privacy Policy', group: 'Legal', seo: privacyPolicy.seo },
  { path: '/terms-of-service/', label: 'Terms of Service', group: 'Legal', seo: termsOfService.seo },
  { path: '/sitemap/', label: 'Site Map', group: 'Legal', seo: page('sitemap').seo },
]

const byPath = new Map(routes.map((r) => [r.path, r]))

export function findRoute(path: string): Route | undefined {
  return byPath.get(path)
}

/** The route for a path, or an error naming the path: every page must be registered here, in its one URL form. */
export function routeFor(path: string): Route {
  const route = findRoute(path)
  if (!route) throw new Error(`No route registered for ${path} in lib/routes.ts${path.endsWith('/') ? '' : ' (page paths end in "/")'}`)
  return route
}

export function routesIn(group: RouteGroup): Route[] {
  return routes.filter((r) => r.group === group)
}

/** Breadcrumb trail from home through every registered parent path: "/services/painting/" -> Home > Services > Painting. */
export function breadcrumbsFor(path: string): Route[] {
  const trail: Route[] = [routeFor('/')]
  if (path === '/') return trail
  const parts = path.split('/').filter(Boolean)
  for (let i = 1; i <= parts.length; i++) {
    const parent = findRoute(`/${parts.slice(0, i).join('/')}/`)
    if (parent) trail.push(parent)
  }
  return trail
}
