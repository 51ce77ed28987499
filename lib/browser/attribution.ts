/**
 * Where a visit came from, for the owner's e-mail ("Found us via: Google Ads, campaign kitchen-fall"): the
 * first page a visitor opened in this tab, the referring site's host name, and the campaign parameters and ad
 * click ids of that first URL. The shared script (site.ts) records it on every page, but only the first of a
 * visit counts (first touch); it is kept in sessionStorage, which the browser forgets when the tab closes: no
 * cookie, nothing sent anywhere until the visitor sends a form (lib/submissions.ts), no third-party script.
 */
import { normalizeSource, SOURCE_PARAMETERS, sourceLimits, type SourceColumn, type Sources } from '../../supabase/functions/_shared/rules.ts'

const KEY = 'visit-source'

/** What a landing URL and the referrer say, as stored. The referrer counts only when it is another site. */
export function sourcesOf(landing: URL, referrer: string): Sources {
  const sources: Sources = {}
  const keep = (column: SourceColumn, value: string | null | undefined) => {
    const normalized = normalizeSource(column, value)
    if (normalized) sources[column] = normalized
  }
  keep('landing_page', landing.pathname)
  // An empty referrer (typed address, bookmark, an app that hides it) is no URL; URL.canParse is too new for older Safari.
  let host: string | undefined
  try {
    host = new URL(referrer).hostname
  } catch {
    host = undefined
  }
  if (host !== landing.hostname) keep('referrer_host', host)
  for (const parameter of SOURCE_PARAMETERS) keep(parameter, landing.searchParams.get(parameter))
  return sources
}

/** Records this page as the visit's first, unless an earlier page of the visit was. */
export function rememberVisitSource(storage: Storage = sessionStorage): void {
  try {
    if (storage.getItem(KEY) === null) storage.setItem(KEY, JSON.stringify(sourcesOf(new URL(location.href), document.referrer)))
  } catch {
    // Storage switched off: a submission then names the page it was sent from.
  }
}

/**
 * The visit's sources, for a submission: those kept for the visit, checked again, or else this page's (with
 * storage off, or before the shared script ran on the visit's first page, this page is the first).
 */
export function visitSource(storage: Storage = sessionStorage): Sources {
  try {
    const kept = JSON.parse(storage.getItem(KEY) ?? 'null') as Record<string, unknown> | null
    if (kept && typeof kept === 'object') {
      const columns = Object.keys(sourceLimits) as SourceColumn[]
      const checked = columns.map((column) => [column, normalizeSource(column, typeof kept[column] === 'string' ? kept[column] : undefined)])
      return Object.fromEntries(checked.filter(([, value]) => value !== undefined))
    }
  } catch {
    // Unreadable: fall through to this page.
  }
  return sourcesOf(new URL(location.href), document.referrer)
}
