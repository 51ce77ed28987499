/**
 * A page Chromium prerenders (lib/speculation-rules.ts) runs its scripts before the visitor has chosen to open
 * it, and may never be shown. What only a real visit should do (note where the visit came from, start the
 * slideshow's timers, listen for typing) waits until the page is shown.
 */
export const isPrerendering = () => (document as Document & { prerendering?: boolean }).prerendering === true

/** Runs `work` now, or when the prerendered page is shown (`prerenderingchange`); never while it is hidden. */
export function whenActivated(work: () => void): void {
  if (isPrerendering()) document.addEventListener('prerenderingchange', () => work(), { once: true })
  else work()
}
