import { siteOrigin } from './config.server.ts'

/**
 * The tab icon (public/favicon.png): every page links it, and the deploy headers treat it as a file, not a page. A
 * PNG, not an SVG: Chromium parses an SVG icon as a document on the page's main thread (9-33 ms at 4x slowdown as
 * a prerendered page was shown, docs/performance.md; again after every load), and decodes a 48 px PNG in about 1 ms.
 */
export const FAVICON_PATH = '/favicon.png'

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteOrigin}/`).href
}

/** A page's canonical URL: the site origin plus the page path, which ends in "/" (see lib/routes.ts). */
export function canonicalUrl(path: string): string {
  if (!path.startsWith('/') || !path.endsWith('/')) throw new Error(`Page paths start and end with "/": ${path}`)
  return siteOrigin + path
}
