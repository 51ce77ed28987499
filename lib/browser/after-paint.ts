/**
 * The one script inside every page (scripts/inline-page-assets.ts inlines it; the CSP allows it by its hash): it
 * loads the page's code once the page has painted and its images have arrived, so that no script competes
 * with the first paint. That is the shared behaviours (`data-site`, lib/browser/site.ts) and the page's own
 * entry, if it has one (`data-entry`: its islands, or other code of its own). They start after the load event
 * once a frame has been painted (a small page can finish loading before its first paint), in an idle moment;
 * or at once when the visitor reaches for the page (a tap, a key, a scroll). A page Chromium prerenders
 * (lib/browser/activation.ts) loads its code once it has been shown and its first frame presented.
 */
import { isPrerendering } from './activation.ts'
import { rememberTaps } from './last-tap.ts'

// This very script: a module script has no `document.currentScript`.
const { site, entry } = document.querySelector<HTMLScriptElement>('script[data-site]')?.dataset ?? {}
const triggers = ['pointerdown', 'keydown', 'focusin', 'scroll'] as const

/**
 * A page Chromium prerenders is not laid out until it is shown unless asked, and gets no lazy image, not even one
 * in view. Done as it loads, so that a tap finds only painting left: the page laid out, sections that render only
 * near the viewport (`content-visibility`) too, and the first screen's photos fetched, as a visit fetches them.
 * Its code waits for the tap's frame to be presented (the first paint entry; a prerendered page paints nothing
 * before it is shown): loaded as the page loaded, it was still running when a quick tap came, and Home's tap took
 * 20-30 ms longer in the median (docs/performance.md).
 */
function layOutAndWait() {
  for (const block of document.querySelectorAll('main > * > *')) block.getBoundingClientRect()
  for (const image of document.querySelectorAll<HTMLImageElement>('img[loading=lazy]')) {
    const { top, width } = image.getBoundingClientRect()
    if (width && top < innerHeight) image.loading = 'eager'
  }
  new PerformanceObserver(start).observe({ type: 'paint', buffered: true })
}

/**
 * Imports `src`, and once more after 2 s if that fails (a dropped connection on a phone): browsers fetch a module
 * that failed afresh. If that fails too, the visitor's next tap, key or scroll asks again (a loaded module is not
 * fetched twice). A twin of `retried()` in lib/islands/hydrate.ts, written apart because this script is small.
 */
const load = (src: string, retry = true): unknown =>
  import(/* @vite-ignore */ src).catch((error) => {
    if (retry) return setTimeout(load, 2000, src, false)
    started = false
    throw error // left unhandled, so the console (and any error reporting) shows it
  })

let started = false
function start() {
  if (started) return
  started = true
  for (const src of [site, entry]) if (src) load(src)
}

// Left in place once the code is asked for, as each then returns at once: the bytes go to `load`'s second try.
for (const type of triggers) addEventListener(type, start, true)
rememberTaps()
const whenIdle = () =>
  'requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start)
// A timeout set in an animation frame runs once that frame has been painted.
const whenLoaded = isPrerendering() ? layOutAndWait : () => requestAnimationFrame(() => setTimeout(whenIdle))
if (document.readyState === 'complete') whenLoaded()
else addEventListener('load', whenLoaded, { once: true })
