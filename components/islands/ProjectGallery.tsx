import { memo, type RefObject, useEffect, useRef, useState } from 'react'
import type { Home } from '../../content/schema.ts'
import { fill } from '../../lib/format.ts'
import { ALL_PROJECTS, filterProjects, GALLERY_SCROLL_STEP, type GalleryFilter } from '../../lib/gallery.ts'
import type { PictureData } from '../../lib/picture.ts'
import { PictureView } from '../PictureView.tsx'
import { ChevronLeft, ChevronRight, ExternalLink, MapPin } from './icons.tsx'
import { ReviewWidget } from './ReviewWidget.tsx'

export interface GalleryProject {
  id: string
  category: string
  categoryLabel: string
  picture: PictureData
  alt: string
  title: string
  /** The project's own page. */
  href: string
  description: string
  location: string
}

export interface ProjectGalleryProps {
  projects: GalleryProject[]
  /** The filter tabs (lib/gallery.ts); none when every project is in one category. */
  filters: GalleryFilter[]
  instagramUrl: string
  widgetSrc: string
  /** Its words (content/home.ts): the links', and the names screen readers give the rest. */
  words: Pick<Home['gallery'], 'instagramLink' | 'moreOnInstagram' | 'names'>
}

/** Whether the list is wider than its box: the arrows are only useful (and only shown) then. */
function useOverflowing(list: RefObject<HTMLElement | null>, itemCount: number) {
  const [overflowing, setOverflowing] = useState(true)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new count of cards changes the width without a resize.
  useEffect(() => {
    const element = list.current
    if (!element) return
    const update = () => setOverflowing(element.scrollWidth > element.clientWidth)
    update()
    const observer = new ResizeObserver(update)
    observer.observe(element)
    return () => observer.disconnect()
  }, [list, itemCount])
  return overflowing
}

/** One card's contents: the same for every filter, so a tab only flips the cards' `hidden` and skips these. */
const GalleryCard = memo(function GalleryCard({
  project,
  instagramUrl,
  instagramLink,
}: {
  project: GalleryProject
  instagramUrl: string
  instagramLink: string
}) {
  return (
    <>
      <PictureView
        data={project.picture}
        alt={project.alt}
        sizes="(min-width: 768px) 400px, 300px"
        className="aspect-[3/2] h-auto w-full object-cover"
      />
      <div className="p-5">
        <p className="flex items-center justify-between text-sm">
          <span className="font-semibold text-brand">{project.categoryLabel}</span>
          <span className="flex items-center gap-1 text-slate-600">
            <MapPin className="size-4" />
            {project.location}
          </span>
        </p>
        <h3 className="mt-2 text-lg font-semibold">
          <a href={project.href} className="hover:text-brand hover:underline">
            {project.title}
          </a>
        </h3>
        <p className="mt-2 text-slate-700">{project.description}</p>
        <a
          href={instagramUrl}
          rel="noopener"
          className="mt-3 inline-flex items-center gap-1 text-sm font-semibold text-brand hover:underline"
        >
          {instagramLink} <ExternalLink className="size-4" />
        </a>
      </div>
    </>
  )
})

/** Home gallery: filter tabs over a horizontally scrolling card list with arrow buttons. */
export default function ProjectGallery({ projects, filters, instagramUrl, widgetSrc, words }: ProjectGalleryProps) {
  const { names } = words
  const [filter, setFilter] = useState(ALL_PROJECTS)
  const list = useRef<HTMLUListElement>(null)
  const visible = filterProjects(projects, filter)
  const overflowing = useOverflowing(list, visible.length)

  const scrollBy = (direction: 1 | -1) => {
    const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches
    list.current?.scrollBy({ left: direction * GALLERY_SCROLL_STEP, behavior: smooth ? 'smooth' : 'auto' })
  }

  return (
    <div>
      <div className="flex min-h-11 flex-wrap items-center justify-between gap-4">
        {filters.length > 0 && (
          <div role="group" aria-label={names.filters} className="flex flex-wrap gap-2">
            {filters.map((option) => (
              <button
                key={option.id}
                type="button"
                aria-pressed={filter === option.id}
                onClick={() => {
                  setFilter(option.id)
                  list.current?.scrollTo({ left: 0 })
                }}
                className={`rounded-full px-4 py-2 text-sm font-semibold ring-1 ring-inset ${
                  filter === option.id
                    ? 'bg-ink text-white ring-ink'
                    : 'bg-white text-ink ring-slate-300 hover:ring-ink'
                }`}
              >
                {option.label}
              </button>
            ))}
          </div>
        )}
        {/* Hidden rather than removed when the cards fit, so the row keeps its place (no layout shift). */}
        <div className={`ml-auto flex gap-2${overflowing ? '' : ' invisible'}`}>
          <button
            type="button"
            onClick={() => scrollBy(-1)}
            aria-label={names.scrollLeft}
            className="flex size-11 items-center justify-center rounded-full bg-white ring-1 ring-slate-300 hover:ring-ink"
          >
            <ChevronLeft className="size-5" />
          </button>
          <button
            type="button"
            onClick={() => scrollBy(1)}
            aria-label={names.scrollRight}
            className="flex size-11 items-center justify-center rounded-full bg-white ring-1 ring-slate-300 hover:ring-ink"
          >
            <ChevronRight className="size-5" />
          </button>
        </div>
      </div>
      <p className="sr-only" aria-live="polite">
        {visible.length === 1 ? names.showingOne : fill(names.showing, { count: visible.length })}
      </p>
      <ul
        ref={list}
        data-gallery-list=""
        className="mt-6 flex gap-6 overflow-x-auto pb-4"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable list needs focus to scroll by keyboard.
        tabIndex={0}
        aria-label={names.list}
      >
        {projects.map((project) => (
          <li
            key={project.id}
            hidden={!visible.includes(project)}
            data-category={project.category}
            className="relative w-[300px] shrink-0 overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5 md:w-[400px]"
          >
            <GalleryCard project={project} instagramUrl={instagramUrl} instagramLink={words.instagramLink} />
          </li>
        ))}
      </ul>
      <div className="mt-8 text-center">
        <a href={instagramUrl} rel="noopener" className="btn btn-outline px-5 py-3">
          {words.moreOnInstagram}
        </a>
      </div>
      <ReviewWidget src={widgetSrc} label={names.reviews} />
    </div>
  )
}
