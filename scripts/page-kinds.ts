/**
 * Page kinds, from the route registry: a collection's pages are one kind (every article is an Article), any other
 * page a kind of its own, named by its label. Each kind gets one stylesheet, one bench page and one budget.
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

/** The whole-site stylesheet each kind's is cut from, kept in dist/, never deployed (tests/e2e/inline-css.spec.ts). */
export const WHOLE_STYLESHEET = 'whole-stylesheet.css'

export function kindOf(route: Route): string {
  return collectionKinds[route.kind] ?? route.label
}

/** Kinds whose largest paint on a phone is a photo, the point of their first screen (tests/e2e/pages.spec.ts). */
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
