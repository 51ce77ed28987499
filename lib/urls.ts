import { siteOrigin } from './config.ts'

export function absoluteUrl(path: string): string {
  return new URL(path, siteOrigin + '/').href
}

/** The canonical form of a page URL: the site origin plus the path without a trailing slash. */
export function canonicalUrl(path: string): string {
  return siteOrigin + (path === '/' ? '/' : path.replace(/\/$/, ''))
}
