import { pages } from '../content/pages.ts'
import type { Image } from '../content/schema.ts'
import { Picture } from './Picture.tsx'

type Photo = Image & { caption: string }

interface BeforeAfterProps {
  before: Photo
  after: Photo
  /** How wide the photos are drawn, one over the other: the after photo is the page's lead photo, so the same. */
  sizes: string
}

/**
 * A before-and-after comparison with no React: both photos with their captions, side by side (stacked on a
 * phone) when scripts cannot run; one over the other from the first paint when they can, split by a divider
 * that a native range input moves (pages/styles.css lays it out, lib/browser/before-after.ts reveals the input
 * and follows it). The photos load lazily: the comparison sits below the first screen.
 */
export function BeforeAfter({ sizes, ...photos }: BeforeAfterProps) {
  const copy = pages.project.beforeAfter
  // Side by side (where scripts are off), each photo is drawn at about half the column.
  const photoSizes = `(scripting: none) and (min-width: 896px) 416px, (scripting: none) and (min-width: 640px) 50vw, ${sizes}`
  return (
    <div data-compare="" data-value-text={copy.valueText} className="compare">
      {(['before', 'after'] as const).map((when) => (
        <figure key={when} className={`compare-${when}`}>
          <Picture image={photos[when]} sizes={photoSizes} className="aspect-[3/2] h-auto w-full object-cover" />
          <figcaption className="mt-2 text-sm text-slate-600">
            <strong className="text-ink">{copy[when]}:</strong> {photos[when].caption}
          </figcaption>
        </figure>
      ))}
      <label data-compare-control="" hidden className="compare-control">
        <span className="sr-only">{copy.label}</span>
        <input type="range" min={0} max={100} step={1} defaultValue={50} />
        <span className="compare-line" aria-hidden="true" />
      </label>
    </div>
  )
}
