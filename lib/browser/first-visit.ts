/**
 * The first page a visitor opened in this tab and the site that sent them there, kept in sessionStorage
 * (forgotten when the tab closes; no cookie, sent nowhere) by the shared script on every page, first touch
 * only. Kept as found: attribution.ts reads the campaign parameters out of it and checks every value when a
 * form sends it, so the script every page loads carries none of the forms' rules.
 */
const KEY = 'visit-source'
/** A bound on what is kept; the columns' own limits apply when a form sends it. */
const KEPT_LENGTH = 2000

export interface FirstVisit {
  /** Path and query of the first page. */
  url: string
  /** The referring page's origin, or '' (typed address, bookmark, an app that hides it). */
  referrer: string
}

function originOf(referrer: string): string {
  // URL.canParse is too new for older Safari.
  try {
    return new URL(referrer).origin
  } catch {
    return ''
  }
}

/** Records this page as the visit's first, unless an earlier page of the visit was. */
export function rememberFirstVisit(): void {
  try {
    // Inside the try: where the visitor blocks site data, reading sessionStorage itself throws.
    const storage = sessionStorage
    if (storage.getItem(KEY) !== null) return
    const visit: FirstVisit = {
      url: (location.pathname + location.search).slice(0, KEPT_LENGTH),
      referrer: originOf(document.referrer),
    }
    storage.setItem(KEY, JSON.stringify(visit))
  } catch {
    // Storage switched off: a submission then names the page it was sent from.
  }
}

/** The visit's first page as kept, or this page when nothing readable was kept. */
export function firstVisit(): FirstVisit {
  try {
    const kept = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Partial<FirstVisit> | null
    if (typeof kept?.url === 'string' && typeof kept.referrer === 'string')
      return { url: kept.url, referrer: kept.referrer }
  } catch {
    // Unreadable: this page then.
  }
  return { url: location.pathname + location.search, referrer: originOf(document.referrer) }
}
