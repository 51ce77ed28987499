/**
 * A tap on an island's button before its code has arrived (on a slow phone the code loads after the tap) is
 * repeated once it has: the inline script (after-paint.ts) keeps the page's latest tap from the start, and
 * lib/islands/hydrate.ts asks whether it fell in the island it hydrates.
 */
type Remembering = Document & { lastTap?: EventTarget | null }

export function rememberTaps() {
  addEventListener('click', (event) => ((document as Remembering).lastTap = event.target), true)
}

/** The button of `island` the latest tap fell on, once: a tap since then elsewhere means the visitor moved on. */
export function tappedButtonIn(island: Element): HTMLElement | null {
  const target = (document as Remembering).lastTap
  if (!(target instanceof Element) || !island.contains(target)) return null
  ;(document as Remembering).lastTap = null
  return target.closest('button')
}
