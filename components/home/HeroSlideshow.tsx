import { Pause, Play } from 'lucide-react'
import type { Home } from '../../content/schema.ts'
import { fill } from '../../lib/format.ts'
import { heroSlidePicture } from '../../lib/images.server.ts'
import { PictureView } from '../PictureView.tsx'

/**
 * The hero's background slideshow (photos advancing every few seconds, dots jump to a photo) as
 * static HTML: the first photo is the page's largest image and the only one it loads up front; the others
 * are hidden, so their lazy images wait. The photos come darkened for the white copy (lib/images.server.ts).
 * lib/browser/hero-slideshow.ts brings it to life once the page has painted (no React): it shows the other
 * photos (stacked, all but the current one transparent and aria-hidden) and the controls, which stay hidden
 * without JavaScript.
 */
export function HeroSlideshow({
  slides,
  names,
  intervalMs,
}: {
  slides: Home['hero']['slides']
  names: Home['hero']['names']
  intervalMs: number
}) {
  return (
    <div
      data-slideshow=""
      data-interval-ms={intervalMs}
      className="absolute inset-0"
      role="region"
      aria-roledescription={names.kind}
      aria-label={names.region}
    >
      {slides.map((slide, index) => (
        <div
          key={slide.key}
          data-slide=""
          hidden={index > 0}
          role="group"
          aria-roledescription={names.slideKind}
          aria-label={fill(names.slide, { number: index + 1, count: slides.length })}
          className="absolute inset-0 transition-opacity duration-1000 aria-hidden:opacity-0 motion-reduce:transition-none"
        >
          <PictureView
            data={heroSlidePicture(slide.key)}
            alt={slide.alt}
            sizes="100vw"
            className="size-full object-cover"
            priority={index === 0}
          />
        </div>
      ))}
      {/* Above the hero copy (z-10), which would otherwise take the clicks meant for these controls. A single
          photo has nothing to control. */}
      {slides.length > 1 && (
        <div
          data-slide-controls=""
          hidden
          className="absolute inset-x-0 bottom-6 z-20 flex items-center justify-center gap-3"
        >
          <button
            type="button"
            data-slide-pause=""
            className="group flex size-11 items-center justify-center rounded-full bg-black/40 text-white hover:bg-black/60"
            aria-label={names.pause}
            data-play-label={names.play}
          >
            <Pause className="size-5 group-data-paused:hidden" aria-hidden="true" />
            <Play className="hidden size-5 group-data-paused:block" aria-hidden="true" />
          </button>
          {slides.map((slide, index) => (
            <button
              key={slide.key}
              type="button"
              data-slide-dot=""
              className="group flex size-11 items-center justify-center"
              aria-label={fill(names.dot, { number: index + 1 })}
              aria-current={index === 0 ? 'true' : undefined}
            >
              <span className="block size-3 rounded-full bg-white/30 ring-2 ring-white group-aria-[current=true]:bg-white" />
            </button>
          ))}
        </div>
      )}
    </div>
  )
}
