import { useRef } from 'react'
import type { QuotePhotosCopy } from '../../content/quote-photos.ts'
import { fill } from '../../lib/format.ts'
import { photoRules } from '../../supabase/functions/_shared/photo-rules.ts'
import { Optional } from './fields.tsx'
import type { usePhotos } from './usePhotos.ts'

const ID = 'photos'
const accept = [...photoRules.pickedTypes, '.heic', '.heif'].join(',')

/**
 * "Photos of the space" (optional): a labelled file input, the list of picked photos (from the photo chunk,
 * once there is one), and one polite live region under them for what happened, tall enough for two lines so
 * a message does not move what follows.
 */
export function PhotoField({
  copy,
  photos,
  busy,
  className = '',
}: {
  copy: QuotePhotosCopy
  photos: ReturnType<typeof usePhotos>
  busy: boolean
  className?: string
}) {
  const input = useRef<HTMLInputElement>(null)
  const { PhotoList } = photos
  return (
    <div className={className}>
      <label htmlFor={ID} className="block text-sm font-semibold">
        {copy.label}
        <Optional />
      </label>
      <p id={`${ID}-hint`} className="mt-0.5 text-sm text-slate-600">
        {fill(copy.hint, { max: photoRules.maxCount })}
      </p>
      <input
        ref={input}
        id={ID}
        type="file"
        multiple
        accept={accept}
        disabled={busy}
        aria-describedby={`${ID}-hint ${ID}-status`}
        // The browser's "No file chosen" is hidden: the picked photos are listed below instead.
        onChange={(event) => {
          photos.pick([...(event.target.files ?? [])])
          // Cleared, so the same file can be picked again after it was removed.
          event.target.value = ''
        }}
        className="mt-1 block w-full text-sm text-transparent file:rounded-lg file:border-0 file:bg-ink file:px-4 file:py-2 file:font-semibold file:text-white"
      />
      {PhotoList && photos.photos.length > 0 && (
        <PhotoList
          context={photos.context}
          photos={photos.photos}
          busy={busy}
          onRemoved={() => input.current?.focus()}
        />
      )}
      <p id={`${ID}-status`} role="status" className="mt-2 min-h-10 text-sm text-slate-700">
        {photos.notice}
      </p>
    </div>
  )
}
