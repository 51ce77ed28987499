/**
 * Page kinds, from the route registry: the pages made from one collection share a layout and are one kind
 * (every article is an Article); every other page is a kind of its own, named by its label. The build gives
 * each kind one stylesheet (scripts/inline-page-assets.ts), the bench measures one page of each kind, and the tests
 * hold every page to its kind's budget.
 */
import { errorRoutes, type Route, routeFor, routes } from '../lib/routes.ts'

const collectionKinds: Partial<Record<Route['kind'], string>> = {
  service: 'Service',
  project: 'Project',
  article: 'Article',
  location: 'Location',
  guide: 'Guide',
  error: 'Not found',
}

/**
 * The whole site stylesheet, which each kind's is cut from: written beside the site in the build's folder
 * (dist/), never deployed, for tests/e2e/inline-css.spec.ts.
 */
export const WHOLE_STYLESHEET = 'whole-stylesheet.css'

export function kindOf(route: Route): string {
  return collectionKinds[route.kind] ?? route.label
}

/**
 * The kinds whose largest paint on a phone is a photo, not words: the projects page and the case studies, whose
 * photos are the point of their first screen (tests/e2e/pages.spec.ts holds it).
 */
export const photoKinds: ReadonlySet<string> = new Set([kindOf(routeFor('/projects/')), collectionKinds.project!])

/**
 * Largest-paint goal as a multiple of the bare control page's (`npm run bench`): home 1.6x, a page whose largest
 * paint is a photo 1.4x (the photo is asked for only once the HTML has arrived), text pages 1.3x.
 */
export function lcpGoalOf(kind: string): number {
  return kind === kindOf(routeFor('/')) ? 1.6 : photoKinds.has(kind) ? 1.4 : 1.3
}

/** The route of a built HTML file: about/index.html is /about/; 404.html is the not-found page. */
export function routeOfHtmlFile(file: string): Route {
  if (file === '404.html') return errorRoutes.notFound
  if (!file.endsWith('index.html')) throw new Error(`${file} is no page of the route registry`)
  return routeFor(`/${file.slice(0, -'index.html'.length)}`)
}

/** Every registered route path, grouped by kind in the registry's order. */
export function pathsByKind(): Map<string, string[]> {
  const grouped = new Map<string, string[]>()
  for (const route of routes) grouped.set(kindOf(route), [...(grouped.get(kindOf(route)) ?? []), route.path])
  return grouped
}
