/**
 * The before-and-after comparisons of a case study (components/BeforeAfter.tsx), in plain TypeScript: the CSS
 * lays the photos one over the other from the first paint; this reveals each range input and moves the divider
 * with it, and gives screen readers its position in words ("30% before, 70% after").
 */
export function startComparisons() {
  // Only where the CSS laid the photos one over the other (a browser that cannot tell keeps them side by side).
  if (!matchMedia('(scripting: enabled)').matches) return
  for (const root of document.querySelectorAll<HTMLElement>('[data-compare]')) {
    const control = root.querySelector<HTMLElement>('[data-compare-control]')
    const input = control?.querySelector('input')
    if (!control || !input) continue
    const update = () => {
      const share: Record<string, number> = { before: Number(input.value), after: 100 - Number(input.value) }
      root.style.setProperty('--split', String(share.before! / 100))
      // Its slots are {before} and {after}, which the content schema checks at build time.
      const template = root.dataset.valueText ?? ''
      input.setAttribute(
        'aria-valuetext',
        template.replace(/\{(\w+)\}/g, (_, slot: string) => String(share[slot])),
      )
    }
    input.addEventListener('input', update)
    update()
    control.hidden = false
  }
}
