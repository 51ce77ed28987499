import { useEffect, useRef, useState } from 'react'
import type { Home } from '../../content/schema.ts'
import { wrapIndex } from '../../lib/carousel.ts'
import { fill } from '../../lib/format.ts'
import type { PictureData } from '../../lib/picture.ts'
import { PictureView } from '../PictureView.tsx'
import { ChevronLeft, ChevronRight } from './icons.tsx'
import { ReviewWidget } from './ReviewWidget.tsx'

export interface Testimonial {
  id: string
  name: string
  location: string
  quote: string
  project: string
  rating: number
  avatar: PictureData
}

export interface TestimonialCarouselProps {
  items: Testimonial[]
  widgets: { src: string; label: string }[]
  /** What screen readers call the carousel, its controls and a quote's stars (content/home.ts). */
  names: Home['testimonials']['names']
}

function Quote({ item, ratingName }: { item: Testimonial; ratingName: string }) {
  return (
    <figure className="w-full rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5 sm:p-10">
      <p
        className="flex justify-center gap-1 text-amber-500"
        role="img"
        aria-label={fill(ratingName, { rating: item.rating })}
      >
        {Array.from({ length: item.rating }, (_, i) => (
          <svg key={i} viewBox="0 0 24 24" className="size-5 fill-current" aria-hidden="true">
            <path d="M12 2l3 6.9 7.5.7-5.7 5 1.7 7.4-6.5-4-6.5 4 1.7-7.4-5.7-5 7.5-.7z" />
          </svg>
        ))}
      </p>
      <blockquote className="mt-5 text-lg leading-relaxed sm:text-xl">
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center justify-center gap-3">
        {/* Kept whole: a long caption beside it squeezed the circle into an oval on a phone. */}
        <span className="shrink-0">
          <PictureView data={item.avatar} alt="" sizes="48px" className="size-12 rounded-full object-cover" />
        </span>
        <span className="text-left">
          <span className="block font-semibold">{item.name}</span>
          <span className="block text-sm text-slate-600">
            {item.project} · {item.location}
          </span>
        </span>
      </figcaption>
    </figure>
  )
}

const arrow =
  'flex size-11 shrink-0 items-center justify-center rounded-full bg-white ring-1 ring-slate-300 hover:ring-ink'

/**
 * Testimonials: every quote is in the page, side by side in a row that scrolls sideways one quote at a time
 * (so it reads completely without JavaScript, and for crawlers); the island adds previous/next arrows that
 * wrap at both ends and a dot per quote. The controls keep their place, invisible, until they work: nothing
 * moves when the island starts.
 */
export default function TestimonialCarousel({ items, widgets, names }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0)
  const [ready, setReady] = useState(false)
  const row = useRef<HTMLUListElement>(null)
  useEffect(() => setReady(true), [])

  // A button moves the row at once: a smooth scroll still under way would meet the next press.
  const show = (index: number) => {
    const next = wrapIndex(index, items.length)
    setCurrent(next)
    row.current?.scrollTo({ left: next * row.current.clientWidth })
  }
  const several = items.length > 1
  const Frame = several ? 'section' : 'div'

  return (
    <div>
      <Frame
        aria-roledescription={several ? names.kind : undefined}
        aria-label={several ? names.region : undefined}
        className="mx-auto max-w-3xl"
      >
        <ul
          ref={row}
          onScroll={({ currentTarget: list }) => setCurrent(Math.round(list.scrollLeft / list.clientWidth))}
          className="flex snap-x snap-mandatory overflow-x-auto"
          tabIndex={several ? 0 : undefined}
        >
          {items.map((item) => (
            <li key={item.id} className="flex w-full shrink-0 snap-center p-px">
              <Quote item={item} ratingName={names.rating} />
            </li>
          ))}
        </ul>
        {several && (
          <div className={`mt-6 flex items-center justify-center gap-2${ready ? '' : ' invisible'}`}>
            <p role="status" className="sr-only">
              {fill(names.status, { number: current + 1, count: items.length })}
            </p>
            <button type="button" onClick={() => show(current - 1)} aria-label={names.previous} className={arrow}>
              <ChevronLeft className="size-5" />
            </button>
            <div className="flex flex-wrap justify-center">
              {items.map((testimonial, index) => (
                <button
                  key={testimonial.id}
                  type="button"
                  onClick={() => show(index)}
                  aria-label={fill(names.show, { number: index + 1 })}
                  aria-current={index === current ? 'true' : undefined}
                  className="flex size-11 items-center justify-center"
                >
                  <span className={`block size-3 rounded-full ${index === current ? 'bg-brand' : 'bg-slate-300'}`} />
                </button>
              ))}
            </div>
            <button type="button" onClick={() => show(current + 1)} aria-label={names.next} className={arrow}>
              <ChevronRight className="size-5" />
            </button>
          </div>
        )}
      </Frame>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {widgets.map((widget) => (
          <ReviewWidget key={widget.label} src={widget.src} label={widget.label} />
        ))}
      </div>
    </div>
  )
}
