/**
 * The small behaviours every page shares, in plain TypeScript (no React): header scrolled state,
 * mobile menu, reveal-on-scroll, scroll-to-top, the footer's current year, the phone bar stepping aside
 * while the visitor types, and noting the visit's first page (first-visit.ts).
 *
 * None of them is needed for the first paint, so the build makes this module a file of its own that every
 * page loads after it has painted (lib/browser/after-paint.ts; one request, then cached); the dev server
 * loads it at once.
 */
import { whenActivated } from './activation.ts'
import { rememberFirstVisit } from './first-visit.ts'

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
  if (!header?.classList.contains('over-hero')) return
  onScroll(() => {
    header.dataset.scrolled = String(window.scrollY > HEADER_SCROLLED_AT)
  })
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
  for (const link of menu.querySelectorAll('a')) link.addEventListener('click', close)
}

/**
 * Sections below the screen when this code arrives wait there hidden (`data-reveal="below"`) and fade in as they are
 * scrolled to; one already on the screen or above it stays as it was painted.
 */
function revealOnScroll() {
  const observer = new IntersectionObserver(
    (entries) => {
      for (const { isIntersecting, target } of entries) {
        if (!isIntersecting) continue
        target.setAttribute('data-reveal', 'shown')
        observer.unobserve(target)
      }
    },
    { threshold: REVEAL_THRESHOLD },
  )
  for (const element of document.querySelectorAll<HTMLElement>('[data-reveal]')) {
    const below = element.getBoundingClientRect().top >= innerHeight
    element.dataset.reveal = below ? 'below' : 'shown'
    if (below) observer.observe(element)
  }
}

function currentYear() {
  const year = String(new Date().getFullYear())
  document.querySelectorAll('[data-current-year]').forEach((element) => {
    element.textContent = year
  })
}

/** Fields that bring up the on-screen keyboard (or a picker) on a phone. */
const TYPING_FIELD =
  'textarea, select, input:not([type=checkbox], [type=radio], [type=button], [type=submit], [type=reset], [type=file], [type=image], [type=range], [type=color])'

/**
 * The phone bar hides while a field that takes typing has focus: the on-screen keyboard is then open, and the bar
 * would sit on it or on the field. Focus is the signal every phone browser gives (a viewport-size guess would
 * also fire on pinch zoom). focusout and the next focusin run in one task, so moving between fields never flashes.
 * Anything else that takes focus stays clear of the bar by CSS alone (scroll-padding-bottom in styles.css).
 */
function actionBarStepsAsideWhileTyping() {
  const bar = document.querySelector<HTMLElement>('[data-action-bar]')
  if (!bar) return
  const update = () => {
    bar.hidden = document.activeElement?.matches(TYPING_FIELD) ?? false
  }
  document.addEventListener('focusin', update)
  document.addEventListener('focusout', update)
}

headerScrolledState()
scrollToTopButton()
mobileMenu()
revealOnScroll()
currentYear()
// A prerendered page (lib/speculation-rules.ts) is not yet a visit: it may never be shown.
whenActivated(() => {
  rememberFirstVisit()
  actionBarStepsAsideWhileTyping()
})
// Says the behaviours are in place (they arrive after the first paint), for whoever needs to wait for them.
document.documentElement.toggleAttribute('data-site-ready', true)
