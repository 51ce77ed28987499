import { siteOrigin } from './config.server.ts'

/** The tab icon (public/favicon.svg): every page links it, and the deploy headers treat it as a file, not a page. */
export const FAVICON_PATH = '/favicon.svg'

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin}/`).href
}

/** A page's canonical URL: the site origin plus the page path, which ends in "/" (see lib/routes.ts). */
export function canonicalUrl(path: string): string {
  if (!path.startsWith('/') || !path.endsWith('/')) throw new Error(`Page paths start and end with "/": ${path}`)
  return siteOrigin + path
}
