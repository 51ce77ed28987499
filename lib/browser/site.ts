/**
 * The small behaviours every page shares, in plain TypeScript (no React): header scrolled state,
 * mobile menu, reveal-on-scroll, scroll-to-top and the footer's current year; and, on a page with islands,
 * loading the island code once the page has painted. Thresholds are the spec's.
 *
 * The build inlines this module into every page (scripts/first-paint.ts), so it costs no request, and the
 * deploy headers allow it by its hash; the dev server loads it as a module. It must stay small and import
 * nothing that would make it large: every page carries it.
 */
const HEADER_SCROLLED_AT = 10
const SCROLL_TOP_VISIBLE_AT = 300
const REVEAL_THRESHOLD = 0.1

function onScroll(update: () => void) {
  let queued = false
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return
      queued = true
      requestAnimationFrame(() => {
        queued = false
        update()
      })
    },
    { passive: true },
  )
  update()
}

function headerScrolledState() {
  const header = document.querySelector<HTMLElement>('[data-site-header]')
  if (!header || !header.hasAttribute('data-transparent')) return
  onScroll(() => header.toggleAttribute('data-scrolled', window.scrollY > HEADER_SCROLLED_AT))
}

function scrollToTopButton() {
  const button = document.querySelector<HTMLButtonElement>('[data-scroll-top]')
  if (!button) return
  onScroll(() => {
    button.hidden = window.scrollY <= SCROLL_TOP_VISIBLE_AT
  })
  button.addEventListener('click', () => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    window.scrollTo({ top: 0, behavior: smooth ? 'smooth' : 'auto' })
    document.querySelector<HTMLElement>('[data-site-header] a')?.focus({ preventScroll: true })
  })
}

function mobileMenu() {
  const menu = document.querySelector<HTMLDetailsElement>('[data-mobile-menu]')
  if (!menu) return
  const close = () => {
    menu.open = false
  }
  document.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && menu.open) {
      close()
      menu.querySelector('summary')?.focus()
    }
  })
  document.addEventListener('click', (event) => {
    if (menu.open && !menu.contains(event.target as Node)) close()
  })
  // In-page links (e.g. /#contact on the home page) do not reload the page, so close the menu ourselves.
  menu.querySelectorAll('a').forEach((link) => link.addEventListener('click', close))
}

function revealOnScroll() {
  const elements = document.querySelectorAll<HTMLElement>('[data-reveal]')
  if (!elements.length) return
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue
        entry.target.setAttribute('data-revealed', '')
        observer.unobserve(entry.target)
      }
    },
    { threshold: REVEAL_THRESHOLD },
  )
  elements.forEach((element) => observer.observe(element))
}

function currentYear() {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('[data-current-year]').forEach((element) => {
    element.textContent = year
  })
}

/**
 * On a page with islands the build names the page's island entry in `data-islands` on this script. Its
 * code (and React, which it loads for each island when its moment comes) never competes with the first
 * paint or the largest image: it starts after the load event, in an idle moment, or at once when the
 * visitor reaches for something.
 */
function islandsAfterFirstPaint() {
  const entry = document.querySelector<HTMLElement>('script[data-islands]')?.dataset.islands
  if (!entry) return
  const triggers = ['pointerdown', 'keydown', 'focusin'] as const
  let started = false
  const start = () => {
    if (started) return
    started = true
    triggers.forEach((type) => removeEventListener(type, start, true))
    import(/* @vite-ignore */ entry).catch((error: unknown) => console.error('Island code failed to load', error))
  }
  triggers.forEach((type) => addEventListener(type, start, { capture: true, passive: true }))
  const whenIdle = () => ('requestIdleCallback' in window ? requestIdleCallback(start, { timeout: 2000 }) : setTimeout(start, 1))
  if (document.readyState === 'complete') whenIdle()
  else addEventListener('load', whenIdle, { once: true })
}

headerScrolledState()
scrollToTopButton()
mobileMenu()
revealOnScroll()
currentYear()
islandsAfterFirstPaint()
