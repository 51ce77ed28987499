/**
 * A page Chromium prerenders (lib/speculation-rules.ts) runs its scripts before the visitor has chosen to open
 * it, and may never be shown. What only a real visit should do (note where the visit came from, start the
 * slideshow's timers, listen for typing) waits until the page is shown.
 */
export const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true

/** A page that was prerendered, shown or not: only such a page has an `activationStart`. */
function wasPrerendered() {
  const [navigation] = performance.getEntriesByType('navigation') as (PerformanceNavigationTiming & {
    activationStart?: number
  })[]
  return isPrerendering() || (navigation?.activationStart ?? 0) > 0
}

/**
 * Runs `work` now, or, on a page that was prerendered, once it has been shown and its first frame presented (the
 * first paint entry: a prerendered page paints nothing before it is shown): that frame is what the visitor who
 * tapped is waiting for, so nothing competes with it. Observing from the start leaves nothing to run when the page
 * is shown; code that arrives after the tap finds the entry buffered, or waits for it. Only Chromium prerenders,
 * and it reports paint entries.
 */
export function whenActivated(work: () => void): void {
  if (!wasPrerendered()) {
    work()
    return
  }
  const painted = new PerformanceObserver(() => {
    painted.disconnect()
    setTimeout(work)
  })
  painted.observe({ type: 'paint', buffered: true })
}
