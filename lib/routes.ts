/**
 * The route registry: every page the build writes, with everything the page shell needs to know about it
 * (search snippet, Open Graph type and image, the image to preload, noindex, its breadcrumb parent) and
 * where it is listed. It feeds the page heads, breadcrumbs, the footer, the HTML site map, sitemap.xml, the
 * pre-render list and the tests; nothing else derives these facts.
 */
import { about } from '../content/about.ts'
import { articles } from '../content/articles.ts'
import { guides } from '../content/guides.ts'
import { home } from '../content/home.ts'
import type { ImageKey } from '../content/images.ts'
import { formConsent, privacyPolicy, termsOfService } from '../content/legal.ts'
import { locations } from '../content/locations.ts'
import { navigation } from '../content/navigation.ts'
import { pages } from '../content/pages.ts'
import { projects, projectsPageProjects } from '../content/projects.ts'
import { renderings } from '../content/renderings.ts'
import type { Seo } from '../content/schema.ts'
import { services } from '../content/services.ts'
import { thankYou } from '../content/thank-you.ts'

/** Where the footer and the HTML site map list a page. */
export type RouteGroup = 'Company' | 'Services' | 'Projects' | 'Resources' | 'Locations' | 'Blog' | 'Legal'

/** What a page is: the pages made from a collection entry are one kind each. */
export type RouteKind = 'page' | 'service' | 'project' | 'article' | 'location' | 'guide' | 'error'

export interface Route {
  path: string
  kind: RouteKind
  /** Short name for links, breadcrumbs and the site map. */
  label: string
  group: RouteGroup
  seo: Seo
  ogType: 'website' | 'article'
  /** The photo shown when the page is shared (Open Graph, Twitter). */
  shareImage: ImageKey
  /** The photo that paints largest first, preloaded with high priority. */
  lcpImage?: ImageKey
  /** Kept out of search results and sitemap.xml (e.g. the thank-you page, which only makes sense after a submission). */
  noindex: boolean
  /** The path of the page above this one in the breadcrumb trail; none for the home page, and for a page without breadcrumbs. */
  parent?: string
}

/** The quote form's section on the home page, and a link to it: a same-page anchor on the home page itself. */
export const QUOTE_FORM_ID = 'contact'
export const quoteFormHref = (onHome = false) => `${onHome ? '' : '/'}#${QUOTE_FORM_ID}`

/** The path of each page made from a collection entry: the one place these URL forms are written. */
export const pathTo = {
  service: (slug: string) => `/services/${slug}/`,
  project: (slug: string) => `/projects/${slug}/`,
  article: (slug: string) => `/blog/${slug}/`,
  location: (slug: string) => `/locations/${slug}/`,
  guide: (slug: string) => `/resources/${slug}/`,
}

/** The home page's first slide: its largest paint, and the picture of the business when shared. */
const heroImage = home.hero.slides[0]!.key

type RouteFacts = Pick<Route, 'path' | 'label' | 'group' | 'seo'> &
  Partial<Omit<Route, 'path' | 'label' | 'group' | 'seo'>>

function route({
  kind = 'page',
  ogType = 'website',
  shareImage = heroImage,
  noindex = false,
  ...facts
}: RouteFacts): Route {
  return { kind, ogType, shareImage, noindex, parent: facts.path === '/' ? undefined : '/', ...facts }
}

const { labels } = navigation

export const routes: readonly Route[] = [
  route({ path: '/', label: labels.home, group: 'Company', seo: home.seo, lcpImage: heroImage }),
  route({ path: '/about/', label: labels.about, group: 'Company', seo: about.seo }),
  route({ path: '/services/', label: labels.services, group: 'Services', seo: pages.services.seo }),
  ...services.map((s) =>
    route({
      kind: 'service',
      path: pathTo.service(s.slug),
      label: s.title,
      group: 'Services',
      seo: s.seo,
      shareImage: s.image.key,
      parent: '/services/',
    }),
  ),
  route({
    path: '/3d-renderings/',
    label: labels.renderings,
    group: 'Services',
    seo: renderings.seo,
    shareImage: renderings.gallery[0]!.image.key,
    parent: '/services/',
  }),
  route({
    path: '/projects/',
    label: labels.projects,
    group: 'Company',
    seo: pages.projects.seo,
    shareImage: projectsPageProjects[0]!.image.key,
  }),
  ...projects.map((p) =>
    route({
      kind: 'project',
      path: pathTo.project(p.slug),
      label: p.title,
      group: 'Projects',
      seo: p.seo,
      ogType: 'article',
      shareImage: p.image.key,
      parent: '/projects/',
    }),
  ),
  route({ path: '/blog/', label: labels.blog, group: 'Blog', seo: pages.blog.seo }),
  ...articles.map((a) =>
    route({
      kind: 'article',
      path: pathTo.article(a.slug),
      label: a.title,
      group: 'Blog',
      seo: a.seo,
      ogType: 'article',
      shareImage: a.image.key,
      parent: '/blog/',
    }),
  ),
  ...locations.map((l) =>
    route({
      kind: 'location',
      path: pathTo.location(l.slug),
      label: l.name,
      group: 'Locations',
      seo: l.seo,
      shareImage: l.images[0]!.key,
    }),
  ),
  ...guides.map((g) =>
    route({ kind: 'guide', path: pathTo.guide(g.slug), label: g.heading, group: 'Resources', seo: g.seo }),
  ),
  route({
    path: '/subcontractor-signup/',
    label: labels.subcontractorSignup,
    group: 'Company',
    seo: pages.subcontractorSignup.seo,
  }),
  // Reached only by sending the quote form: a confirmation, not a place in the site's hierarchy.
  route({
    path: '/thank-you/',
    label: labels.thankYou,
    group: 'Company',
    seo: thankYou.seo,
    noindex: true,
    parent: undefined,
  }),
  route({ path: '/privacy-policy/', label: labels.privacyPolicy, group: 'Legal', seo: privacyPolicy.seo }),
  route({ path: '/terms-of-service/', label: labels.termsOfService, group: 'Legal', seo: termsOfService.seo }),
  route({ path: '/sitemap/', label: labels.sitemap, group: 'Legal', seo: pages.sitemap.seo }),
]

/**
 * The error pages: the 404 page (the build writes it as 404.html) and the screen for an error while
 * rendering. Neither is a page of the site map, and neither is indexed.
 */
export const errorRoutes = {
  notFound: route({
    kind: 'error',
    path: '/404/',
    label: pages.notFound.heading,
    group: 'Company',
    seo: pages.notFound.seo,
    noindex: true,
  }),
  error: route({
    kind: 'error',
    path: '/error/',
    label: pages.error.heading,
    group: 'Company',
    seo: pages.error.seo,
    noindex: true,
  }),
}

const byPath = new Map(routes.map((r) => [r.path, r]))

/** Links written by hand in content, by the file that writes them. */
export type WrittenLinks = [file: string, hrefs: string[]][]

/** A message for each link that names no page (its #anchor aside: tests/build/links-images.test.ts checks those). */
export function linksToNoPage(links: WrittenLinks, paths: ReadonlySet<string>): string[] {
  return links.flatMap(([file, hrefs]) =>
    hrefs.filter((href) => !paths.has(href.split('#')[0]!)).map((href) => `${file}: ${href} is not a page of the site`),
  )
}

// A mistyped link fails the build, naming its file, rather than going live as a 404.
const unknownLinks = linksToNoPage(
  [
    ['content/navigation.ts', navigation.menu.map((link) => link.href)],
    ['content/thank-you.ts', thankYou.links.items.map((link) => link.href)],
    ['content/legal.ts', Object.values(formConsent).map((consent) => consent.privacyLink.href)],
    ...locations.map(({ slug, services }): WrittenLinks[number] => [
      `content/locations/${slug}.ts`,
      services.map((service) => service.href),
    ]),
  ],
  new Set(byPath.keys()),
)
if (unknownLinks.length > 0) throw new Error(`Links to no page:\n${unknownLinks.join('\n')}`)

/** The route for a path, or an error naming the path: every page must be registered here, in its one URL form. */
export function routeFor(path: string): Route {
  const found = byPath.get(path)
  if (!found)
    throw new Error(
      `No route registered for ${path} in lib/routes.ts${path.endsWith('/') ? '' : ' (page paths end in "/")'}`,
    )
  return found
}

export function routesIn(group: RouteGroup): Route[] {
  return routes.filter((r) => r.group === group)
}

export function routesOf(kind: RouteKind): Route[] {
  return routes.filter((r) => r.kind === kind)
}

/** The breadcrumb trail from the home page down to the page: "/services/painting/" -> Home > Services > Painting. */
export function breadcrumbsFor(path: string): Route[] {
  const trail: Route[] = []
  for (let r: Route | undefined = routeFor(path); r; r = r.parent === undefined ? undefined : routeFor(r.parent))
    trail.unshift(r)
  return trail
}
