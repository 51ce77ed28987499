/**
 * Every pre-rendered page belongs to one page kind (all its pages share a layout and a budget). The bench
 * measures one page of each kind, the tests hold every page to its kind's critical-path budget.
 */
import { routes } from '../lib/routes.ts'

export interface PageKind {
  name: string
  /** Paths of this kind: an exact path, or a prefix ending in "*" for every page below it. */
  paths: string[]
  /** Largest-paint goal as a multiple of the bare control page's, measured by `npm run bench`. */
  lcpGoal: number
}

const TEXT_PAGE_GOAL = 1.3

export const pageKinds: PageKind[] = [
  { name: 'Home', paths: ['/'], lcpGoal: 1.6 },
  { name: 'Services index', paths: ['/services/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Service', paths: ['/services/*'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Location', paths: ['/locations/*'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Blog index', paths: ['/blog/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Article', paths: ['/blog/*'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Guide', paths: ['/resources/*'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'About', paths: ['/about/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Projects', paths: ['/projects/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: '3D renderings', paths: ['/3d-renderings/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Subcontractor signup', paths: ['/subcontractor-signup/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Thank you', paths: ['/thank-you/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Legal', paths: ['/privacy-policy/', '/terms-of-service/'], lcpGoal: TEXT_PAGE_GOAL },
  { name: 'Site map', paths: ['/sitemap/'], lcpGoal: TEXT_PAGE_GOAL },
  // The page a static host serves for unknown paths (with status 404, so Lighthouse does not measure it).
  { name: 'Not found', paths: ['/404.html'], lcpGoal: TEXT_PAGE_GOAL },
]

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) && path !== pattern.slice(0, -1) : pattern === path
}

/** The kind of a page: exact paths win over prefixes, so "/services/" is the index, not a service. */
export function kindOf(path: string): PageKind {
  const kind =
    pageKinds.find((k) => k.paths.some((p) => !p.endsWith('*') && matches(p, path))) ??
    pageKinds.find((k) => k.paths.some((p) => matches(p, path)))
  if (!kind) throw new Error(`No page kind for ${path}: add it to scripts/page-kinds.ts`)
  return kind
}

/** The page path a built HTML file answers: about/index.html is /about/; 404.html stays itself. */
export function pathOfHtmlFile(file: string): string {
  return file.endsWith('index.html') ? `/${file.slice(0, -'index.html'.length)}` : `/${file}`
}

/** Every registered route path, grouped by kind in the order above. */
export function pathsByKind(): Map<PageKind, string[]> {
  const grouped = new Map(pageKinds.map((kind) => [kind, [] as string[]]))
  for (const route of routes) grouped.get(kindOf(route.path))!.push(route.path)
  return grouped
}
