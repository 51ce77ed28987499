/**
 * A page Chromium prerenders (lib/speculation-rules.ts) runs its scripts before the visitor has chosen to open
 * it, and may never be shown. What only a real visit should do (note where the visit came from, start the
 * slideshow's timers, listen for typing) waits until the page is shown.
 */
export const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true

/**
 * Runs `work` now, or once a prerendered page has been shown and its first frame presented (the first paint entry:
 * a prerendered page paints nothing before it is shown): that frame is what the visitor who tapped is waiting for,
 * so nothing competes with it. Observing from the start leaves nothing to run when the page is shown, and so
 * nothing between the tap and that frame. Only Chromium prerenders, and it reports paint entries.
 */
export function whenActivated(work: () => void): void {
  if (!isPrerendering()) {
    work()
    return
  }
  const painted = new PerformanceObserver(() => {
    painted.disconnect()
    setTimeout(work)
  })
  painted.observe({ type: 'paint' })
}
