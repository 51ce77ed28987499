/**
 * A tap in an island before its code has arrived (on a slow phone the code loads after the tap) is not lost: the
 * inline script (after-paint.ts) keeps the page's latest tap from the start, and lib/islands/hydrate.ts asks
 * whether it fell in the island it hydrates, to press the button again or focus the field once it works.
 */
type Remembering = Document & { lastTap?: EventTarget | null }
// Read when called: the module is also imported where there is no document (the island registry's tests).
const remembering = () => document as Remembering

export function rememberTaps() {
  // A disabled field gets the pointer's events but no click; a key that presses a button, a click alone.
  for (const type of ['pointerup', 'click'])
    addEventListener(type, (event) => (remembering().lastTap = event.target), true)
}

/** What the latest tap fell on, once, if in `island`: a tap since then elsewhere means the visitor moved on. */
export function tapIn(island: Element): Element | null {
  const target = remembering().lastTap
  if (!(target instanceof Element) || !island.contains(target)) return null
  remembering().lastTap = null
  return target
}

/**
 * Focuses the field `tap` fell on (or its label's), still disabled when the island started to hydrate, once the
 * island enables it, unless the visitor has tapped elsewhere meanwhile.
 */
export function focusWhenEnabled(tap: Element, island: Element) {
  const field = tap.closest('label')?.control ?? tap.closest('input, select, textarea')
  if (!(field instanceof HTMLElement) || !field.matches(':disabled')) return
  const enabled = new MutationObserver(() => {
    if (field.matches(':disabled')) return
    enabled.disconnect()
    const since = remembering().lastTap
    if (!since || since === tap) field.focus()
  })
  enabled.observe(island, { attributeFilter: ['disabled'], subtree: true })
}
