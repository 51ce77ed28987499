/**
 * Where a visit came from, for the owner's e-mail ("Found us via: Google Ads, campaign kitchen-fall"): the
 * first page a visitor opened in this tab, the referring site's host name, and the campaign parameters and ad
 * click ids of that first URL. The shared script records the first page of the visit (first-visit.ts: first
 * touch, sessionStorage, which the browser forgets when the tab closes; no cookie, no third-party script);
 * nothing is sent anywhere until the visitor sends a form (lib/submissions.ts), and then checked here.
 */
import {
  normalizeSource,
  SOURCE_PARAMETERS,
  type SourceColumn,
  type Sources,
} from '../../supabase/functions/_shared/rules.ts'
import { firstVisit } from './first-visit.ts'

/** What a landing URL and the referrer say, as stored: each value checked and cut to its column's limit. */
export function sourcesOf(landing: URL, referrer: string): Sources {
  const sources: Sources = {}
  const keep = (column: SourceColumn, value: string | null | undefined) => {
    const normalized = normalizeSource(column, value)
    if (normalized) sources[column] = normalized
  }
  keep('landing_page', landing.pathname)
  // An empty referrer is no URL; URL.canParse is too new for older Safari.
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

/**
 * The visit's sources, for a submission: those of the visit's first page (first-visit.ts), or of this page
 * when nothing was kept (storage off, or the shared script had not run yet on the first page).
 */
export function visitSource(): Sources {
  const { url, referrer } = firstVisit()
  let landing: URL
  try {
    landing = new URL(url, location.origin)
  } catch {
    landing = new URL(location.href)
  }
  return sourcesOf(landing, referrer)
}
