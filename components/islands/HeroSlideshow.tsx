import { Pause, Play } from 'lucide-react'
import { useEffect, useState } from 'react'
import { nextIndex } from '../../lib/carousel.ts'
import type { PictureData } from '../../lib/picture.ts'
import { PictureView } from '../PictureView.tsx'

export interface HeroSlideshowProps {
  slides: { picture: PictureData; alt: string }[]
  intervalMs: number
}

/**
 * The hero's background slideshow (spec: advancing every 5 s, dots jump to a slide).
 * Accessible carousel: a pause control, no rotation while hovered or focused or under reduced motion.
 * Only the first slide is in the pre-rendered HTML (it is the LCP image); the others mount after hydration.
 */
export default function HeroSlideshow({ slides, intervalMs }: HeroSlideshowProps) {
  const [current, setCurrent] = useState(0)
  const [hydrated, setHydrated] = useState(false)
  const [paused, setPaused] = useState(false)
  const [held, setHeld] = useState(false)

  useEffect(() => {
    setHydrated(true)
    if (window.matchMedia('(prefers-reduced-motion: reduce)').matches) setPaused(true)
  }, [])

  // One timeout per shown slide, so a slide picked with a dot also gets its full interval.
  useEffect(() => {
    if (paused || held || slides.length < 2) return
    const timer = window.setTimeout(() => setCurrent((index) => nextIndex(index, slides.length)), intervalMs)
    return () => window.clearTimeout(timer)
  }, [current, paused, held, intervalMs, slides.length])

  return (
    <div
      className="absolute inset-0"
      role="region"
      aria-roledescription="carousel"
      aria-label="Project photos"
      onMouseEnter={() => setHeld(true)}
      onMouseLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={() => setHeld(false)}
    >
      {slides.map((slide, index) =>
        index === 0 || hydrated ? (
          <div
            key={slide.picture.img.src}
            role="group"
            aria-roledescription="slide"
            aria-label={`${index + 1} of ${slides.length}`}
            aria-hidden={index !== current}
            className={`absolute inset-0 transition-opacity duration-1000 ${index === current ? 'opacity-100' : 'opacity-0'}`}
          >
            <PictureView data={slide.picture} alt={slide.alt} sizes="100vw" className="size-full object-cover" priority={index === 0} />
          </div>
        ) : null,
      )}
      <div className="absolute inset-0 bg-gradient-to-b from-black/70 via-black/55 to-black/70" />
      {/* Above the hero copy (z-10), which would otherwise take the clicks meant for these controls. A single
          photo has nothing to control. */}
      {slides.length > 1 && (
        <div className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-3">
          <button
            type="button"
            onClick={() => setPaused((value) => !value)}
            className="flex size-11 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
            aria-label={paused ? 'Play slideshow' : 'Pause slideshow'}
          >
            {paused ? <Play className="size-5" aria-hidden="true" /> : <Pause className="size-5" aria-hidden="true" />}
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.picture.img.src}
              type="button"
              onClick={() => setCurrent(index)}
              className="flex size-11 items-center justify-center"
              aria-label={`Go to slide ${index + 1}`}
              aria-current={index === current ? 'true' : undefined}
            >
              <span className={`block size-3 rounded-full ring-2 ring-white ${index === current ? 'bg-white' : 'bg-white/30'}`} />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
