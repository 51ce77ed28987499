import { ChevronLeft, ChevronRight, Star } from 'lucide-react'
import { useState } from 'react'
import { nextIndex, previousIndex } from '../../lib/carousel.ts'
import type { PictureData } from '../../lib/picture.ts'
import { PictureView } from '../PictureView.tsx'
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
}

function Quote({ item }: { item: Testimonial }) {
  return (
    <figure className="rounded-2xl bg-white p-8 text-center shadow-sm ring-1 ring-black/5 sm:p-10">
      <p className="flex justify-center gap-1 text-amber-500" role="img" aria-label={`Rated ${item.rating} out of 5`}>
        {Array.from({ length: item.rating }, (_, i) => (
          <Star key={i} className="size-5 fill-current" aria-hidden="true" />
        ))}
      </p>
      <blockquote className="mt-5 text-lg leading-relaxed sm:text-xl">
        <p>“{item.quote}”</p>
      </blockquote>
      <figcaption className="mt-6 flex items-center justify-center gap-3">
        <PictureView data={item.avatar} alt="" sizes="48px" className="size-12 rounded-full object-cover" />
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
 * Testimonials carousel: previous/next arrows and a dot per quote, wrapping at both ends.
 * One quote is shown on its own; many dots wrap onto more rows between the arrows.
 */
export default function TestimonialCarousel({ items, widgets }: TestimonialCarouselProps) {
  const [current, setCurrent] = useState(0)
  const item = items[current]
  if (!item) return null
  return (
    <div>
      {items.length === 1 ? (
        <div className="mx-auto max-w-3xl">
          <Quote item={item} />
        </div>
      ) : (
        <div role="region" aria-roledescription="carousel" aria-label="Testimonials" className="mx-auto max-w-3xl">
          <div
            role="group"
            aria-roledescription="slide"
            aria-label={`${current + 1} of ${items.length}`}
            aria-live="polite"
          >
            <Quote item={item} />
          </div>
          <div className="mt-6 flex items-center justify-center gap-2">
            <button
              type="button"
              onClick={() => setCurrent((i) => previousIndex(i, items.length))}
              aria-label="Previous testimonial"
              className={arrow}
            >
              <ChevronLeft className="size-5" aria-hidden="true" />
            </button>
            <div className="flex flex-wrap justify-center">
              {items.map((testimonial, index) => (
                <button
                  key={testimonial.id}
                  type="button"
                  onClick={() => setCurrent(index)}
                  aria-label={`Show testimonial ${index + 1}`}
                  aria-current={index === current ? 'true' : undefined}
                  className="flex size-11 items-center justify-center"
                >
                  <span className={`block size-3 rounded-full ${index === current ? 'bg-brand' : 'bg-slate-300'}`} />
                </button>
              ))}
            </div>
            <button
              type="button"
              onClick={() => setCurrent((i) => nextIndex(i, items.length))}
              aria-label="Next testimonial"
              className={arrow}
            >
              <ChevronRight className="size-5" aria-hidden="true" />
            </button>
          </div>
        </div>
      )}
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        {widgets.map((widget) => (
          <ReviewWidget key={widget.label} src={widget.src} label={widget.label} />
        ))}
      </div>
    </div>
  )
}
