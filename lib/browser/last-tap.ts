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
  // `document` written out rather than remembering(): the inline script (after-paint.ts) is a function smaller.
  for (const type of ['pointerup', 'click'])
    addEventListener(type, (event) => ((document as Remembering).lastTap = event.target), true)
}

/** The element the latest tap fell on, if it is in `island`: a tap since then elsewhere means the visitor moved on. */
function tapIn(island: Element): Element | null {
  const target = remembering().lastTap
  return target instanceof Element && island.contains(target) ? target : null
}

/** Whether the latest tap fell in `island`: it was touched before its code arrived. */
export const wasTapped = (island: Element): boolean => tapIn(island) !== null

/** The button of `island` the latest tap fell on, once. */
export function tappedButtonIn(island: Element): HTMLElement | null {
  const button = tapIn(island)?.closest('button') ?? null
  if (button) remembering().lastTap = null
  return button
}

/**
 * Once `island` enables its fields (disabled until it has hydrated), focuses the one the latest tap fell on (or its
 * label's), tapped before the island's code arrived or while it hydrated, unless the visitor has tapped elsewhere
 * or scrolled it out of view since (focusing would pull the page back to it).
 */
export function focusTappedFieldOnceEnabled(island: Element) {
  if (!island.querySelector(':disabled')) return
  const enabled = new MutationObserver((changes) => {
    if (changes.every(({ target }) => (target as Element).hasAttribute('disabled'))) return
    enabled.disconnect()
    const tap = tapIn(island)
    const field = tap?.closest('label')?.control ?? tap?.closest('input, select, textarea')
    if (!(field instanceof HTMLElement)) return
    const { top, bottom } = field.getBoundingClientRect()
    if (bottom > 0 && top < innerHeight) field.focus()
  })
  enabled.observe(island, { attributeFilter: ['disabled'], subtree: true })
}
