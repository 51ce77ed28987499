/**
 * Brings the home hero's static slideshow (components/home/HeroSlideshow.tsx) to life, in plain TypeScript so
 * that no React runs while the page loads. An accessible carousel: a pause control, and no rotation while
 * the pointer is over it, while one of its controls has focus, or when the visitor prefers reduced motion.
 * One timer per shown slide, so a slide picked with a dot also gets its full interval.
 */
import { nextIndex } from '../carousel.ts'

export function startHeroSlideshow(root: HTMLElement) {
  const slides = [...root.querySelectorAll<HTMLElement>('[data-slide]')]
  const dots = [...root.querySelectorAll<HTMLButtonElement>('[data-slide-dot]')]
  const pauseButton = root.querySelector<HTMLButtonElement>('[data-slide-pause]')
  const controls = root.querySelector<HTMLElement>('[data-slide-controls]')
  const intervalMs = Number(root.dataset.intervalMs)
  root.dataset.started = ''
  // A single photo has nothing to rotate and no controls.
  if (slides.length < 2 || !pauseButton || !controls || !(intervalMs > 0)) return

  // The button's two names come with it from the page (content/home.ts): the one it has, and the one it takes.
  const names = { pause: pauseButton.getAttribute('aria-label') ?? '', play: pauseButton.dataset.playLabel ?? '' }
  let current = 0
  let paused = window.matchMedia('(prefers-reduced-motion: reduce)').matches
  // Held apart: a mouse leaving must not restart it while a control keeps the keyboard's focus, nor the reverse.
  let hovered = false
  let focused = false
  let timer: number | undefined

  const schedule = () => {
    window.clearTimeout(timer)
    if (!paused && !hovered && !focused)
      timer = window.setTimeout(() => show(nextIndex(current, slides.length)), intervalMs)
  }
  const render = () => {
    slides.forEach((slide, i) => {
      slide.setAttribute('aria-hidden', String(i !== current))
    })
    dots.forEach((dot, i) => {
      if (i === current) dot.setAttribute('aria-current', 'true')
      else dot.removeAttribute('aria-current')
    })
  }
  const show = (index: number) => {
    current = index
    render()
    schedule()
  }
  const setPaused = (value: boolean) => {
    paused = value
    pauseButton.toggleAttribute('data-paused', paused)
    pauseButton.setAttribute('aria-label', paused ? names.play : names.pause)
    schedule()
  }
  // A mouse only: a tap's pointer leaves nothing resting on the photo.
  const hover = (value: boolean) => (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return
    hovered = value
    schedule()
  }
  const focus = (event: FocusEvent) => {
    focused = event.type === 'focusin' || root.contains(event.relatedTarget as Node | null)
    schedule()
  }

  pauseButton.addEventListener('click', () => setPaused(!paused))
  dots.forEach((dot, index) => {
    dot.addEventListener('click', () => show(index))
  })
  root.addEventListener('pointerenter', hover(true))
  root.addEventListener('pointerleave', hover(false))
  root.addEventListener('focusin', focus)
  root.addEventListener('focusout', focus)

  // The other photos start loading now (lazily, after the page's own paint) and the controls appear.
  render()
  for (const slide of slides) slide.hidden = false
  controls.hidden = false
  setPaused(paused)
}
