/**
 * Browser side of the islands: finds each `[data-island]` rendered by <Island>, and when it nears the viewport
 * (or is touched) loads React, the component and its props and hydrates it.
 * React is imported dynamically, so it is one shared chunk loaded only by pages that have islands.
 *
 * On a slow phone an island's hydration must not hold up a tap elsewhere, nor lose a tap on itself: it
 * hydrates as a React transition (React's scheduler works in slices of about 5 ms and yields to input
 * between them; a tap inside the island hydrates it at once), and a tap on one of its buttons before its code
 * has arrived is repeated once it has (on one of its fields, disabled until then, the field takes the focus).
 */
import type { ComponentType } from 'react'
import { whenActivated } from '../browser/activation.ts'
import { focusTappedFieldOnceEnabled, tappedButtonIn, wasTapped } from '../browser/last-tap.ts'

// Props are whatever the server serialized for this component (see IslandRoot.tsx).
type IslandModule = { default: ComponentType<Record<string, unknown>> }

/**
 * A page's islands and how to load each, checked against a registry of island components: a name the
 * registry does not have, or a module whose component is not the registry's, fails to compile.
 */
export type IslandLoaders<Registry extends Record<string, ComponentType<never>>> = {
  [Name in keyof Registry]?: () => Promise<{ default: Registry[Name] }>
}

/**
 * The props <Island> serialized: the build moves them out of the page into a file of their own
 * (`data-props-src`, scripts/inline-page-assets.ts) so they do not weigh on the first paint; the dev server keeps
 * them inline (`data-props`).
 */
async function propsOf(element: HTMLElement): Promise<Record<string, unknown>> {
  const src = element.dataset.propsSrc
  if (!src) return JSON.parse(element.dataset.props ?? '{}') as Record<string, unknown>
  const response = await fetch(src, { priority: 'low' })
  if (!response.ok) throw new Error(`${src} answered ${response.status}`)
  return (await response.json()) as Record<string, unknown>
}

/** How long to wait before each new try of an island's code or props that did not arrive (a dropped connection). */
const RETRY_AFTER_MS = [1000, 3000]

/**
 * `load()`, tried again after each wait if it fails: browsers fetch a module afresh after a network error (Chromium
 * keeps a module's HTTP error until the page reloads, whatwg/html#10327: then the island asks for a reload).
 */
async function retried<T>(load: () => Promise<T>): Promise<T> {
  for (const wait of RETRY_AFTER_MS) {
    try {
      return await load()
    } catch (error) {
      console.warn('Trying again:', error)
      await new Promise((resolve) => setTimeout(resolve, wait))
    }
  }
  return load()
}

async function hydrateIsland(element: HTMLElement, load: () => Promise<unknown>) {
  const [{ createElement, startTransition, useEffect }, { hydrateRoot }, module, props] = await retried(() =>
    Promise.all([import('react'), import('react-dom/client'), load() as Promise<IslandModule>, propsOf(element)]),
  )
  const name = element.dataset.island ?? ''
  // Marked once React has committed the hydration: a transition can finish well after it starts.
  // biome-ignore lint/correctness/noComponentHookFactories: made once, as the root of its own island; nothing re-renders it from above.
  const Hydrated = () => {
    useEffect(() => {
      element.dataset.hydrated = ''
    }, [])
    return createElement(module.default, props)
  }
  const tapped = tappedButtonIn(element)
  focusTappedFieldOnceEnabled(element)
  startTransition(() => {
    hydrateRoot(element, createElement(Hydrated), { identifierPrefix: `${name}-` })
  })
  // A click on a root still hydrating makes React hydrate it at once, then handle the click.
  tapped?.click()
}

function whenVisible(element: HTMLElement, start: () => void) {
  const observer = new IntersectionObserver(
    (entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        observer.disconnect()
        start()
      }
    },
    { rootMargin: '400px 0px' },
  )
  observer.observe(element)
}

export function hydrateIslands<Registry extends Record<string, ComponentType<never>>>(
  loaders: IslandLoaders<Registry>,
) {
  for (const element of document.querySelectorAll<HTMLElement>('[data-island]')) {
    const name = element.dataset.island ?? ''
    const load = (loaders as Record<string, (() => Promise<unknown>) | undefined>)[name]
    if (!load) {
      console.error(`Island "${name}" has no loader in this page's +client.ts`)
      continue
    }
    // What the island says if its code never arrives (a form asks for a reload); hidden while it tries.
    const unhydrated = element.querySelector<HTMLElement>('[data-unhydrated]')
    let started = false
    const start = () => {
      if (started) return
      started = true
      unhydrated?.setAttribute('hidden', '')
      hydrateIsland(element, load).then(
        () => {
          element.removeEventListener('pointerdown', start)
          element.removeEventListener('focusin', start)
        },
        (error: unknown) => {
          console.error(`Island "${name}" failed to hydrate`, error)
          unhydrated?.removeAttribute('hidden')
          started = false // every try failed (no connection): the next touch tries again
        },
      )
    }
    // Any interaction hydrates at once, so a fast tap on a not-yet-hydrated control is not lost for long; so does
    // a tap before this code arrived, even if the visitor has scrolled the island away since.
    element.addEventListener('pointerdown', start)
    element.addEventListener('focusin', start)
    if (wasTapped(element)) start()
    // A prerendered page renders no frame until shown, so its islands come into view as the tap's frame is drawn:
    // their code loads after that frame rather than competing with it.
    whenVisible(element, () => whenActivated(start))
  }
}
