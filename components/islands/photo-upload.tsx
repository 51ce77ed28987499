/**
 * The quote form's photo code, loaded when a visitor first picks a photo (components/islands/usePhotos.ts):
 * each picked file checked, shrunk and re-encoded (lib/browser/photos.ts), the list of photos with each one's
 * state, progress, Retry and Remove, and the uploads once the request is stored.
 */
import type { QuotePhotosCopy } from '../../content/quote-photos.ts'
import { type PhotoRefusal, photoPath, preparePhoto, refusalOf, uploadPhoto } from '../../lib/browser/photos.ts'
import { fill } from '../../lib/format.ts'
import { randomUuid } from '../../lib/random-uuid.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import { photoRules } from '../../supabase/functions/_shared/photo-rules.ts'

export type PhotoStage = 'preparing' | 'ready' | 'uploading' | 'sent' | 'failed' | 'refused'

export interface Photo {
  /** Also the photo's name in the bucket (<lead id>/<key>.jpg), so a retry after a lost answer is recognised. */
  key: string
  name: string
  stage: PhotoStage
  /** Share sent while uploading, 0 to 1. */
  progress: number
  blob?: Blob
  /** The lead it was uploaded under: a changed request (a new id) sends it again. */
  sentTo?: string
}

/** What the form's hook keeps: the photos as they are now (read between awaits), and how to change them. */
export interface PhotoContext {
  backend: BackendConfig
  copy: QuotePhotosCopy
  current: readonly Photo[]
  commit: (next: readonly Photo[]) => void
  /** Says something in the field's live region. */
  announce: (message: string) => void
  /** Photos still being shrunk: the upload waits for them. */
  preparing: Map<string, Promise<void>>
}

const MEGABYTE = 1024 * 1024

const update = (context: PhotoContext, key: string, patch: Partial<Photo>) =>
  context.commit(context.current.map((photo) => (photo.key === key ? { ...photo, ...patch } : photo)))

const refusalMessage = (context: PhotoContext, refusal: PhotoRefusal, name: string) =>
  fill(context.copy.refusals[refusal], { name, size: photoRules.maxPickedBytes / MEGABYTE })

/**
 * Takes what fits (at most photoRules.maxCount in all), refusing each file that cannot be sent with the reason (a
 * refused file takes no place). Photos are shrunk one at a time: a phone holds one full-size decoded photo, not five.
 */
export function pickPhotos(context: PhotoContext, files: readonly File[]) {
  const messages: string[] = []
  let leftOut = false
  for (const file of files) {
    const refusal = refusalOf(file)
    if (refusal) {
      messages.push(refusalMessage(context, refusal, file.name))
      continue
    }
    if (context.current.length >= photoRules.maxCount) {
      leftOut = true
      continue
    }
    const key = randomUuid()
    context.commit([...context.current, { key, name: file.name, stage: 'preparing', progress: 0 }])
    messages.push(
      fill(context.copy.added, { name: file.name, count: context.current.length, max: photoRules.maxCount }),
    )
    const before = Promise.all(context.preparing.values())
    context.preparing.set(
      key,
      before.then(() => prepare(context, key, file)),
    )
  }
  if (leftOut) messages.push(fill(context.copy.tooMany, { max: photoRules.maxCount }))
  context.announce(messages.join(' '))
}

async function prepare(context: PhotoContext, key: string, file: File) {
  const prepared = await preparePhoto(file).catch(() => 'unreadable' as const)
  context.preparing.delete(key)
  if (typeof prepared === 'string') {
    context.commit(context.current.filter((photo) => photo.key !== key))
    context.announce(refusalMessage(context, prepared, file.name))
  } else {
    update(context, key, { stage: 'ready', blob: prepared.blob })
  }
}

/**
 * Sends the photos not yet sent under this lead, one at a time with their progress; undefined when all went,
 * else what the form's banner says (the request is stored by then; a new press sends the rest).
 */
export async function uploadPhotos(context: PhotoContext, leadId: string): Promise<string | undefined> {
  await Promise.all(context.preparing.values())
  const toSend = context.current.filter((photo) => photo.sentTo !== leadId && photo.stage !== 'refused' && photo.blob)
  for (const [index, photo] of toSend.entries()) {
    context.announce(fill(context.copy.sending, { index: index + 1, count: toSend.length }))
    update(context, photo.key, { stage: 'uploading', progress: 0 })
    const outcome = await uploadPhoto(context.backend, photoPath(leadId, photo.key), photo.blob!, (progress) =>
      update(context, photo.key, { progress }),
    )
    update(
      context,
      photo.key,
      outcome === 'sent' ? { stage: 'sent', progress: 1, sentTo: leadId } : { stage: outcome, progress: 0 },
    )
  }
  context.announce('')
  const notSent = context.current.filter((photo) => photo.sentTo !== leadId)
  const count = notSent.length
  if (count === 0) return undefined
  // A refused photo has no Retry (Storage will not take it): the visitor is told to remove it.
  if (notSent.every((photo) => photo.stage === 'refused'))
    return count === 1 ? context.copy.oneRefused : fill(context.copy.someRefused, { count })
  return count === 1 ? context.copy.oneNotSent : fill(context.copy.someNotSent, { count })
}

/**
 * Each picked photo on a row of its own, which keeps its height whatever its state (nothing below moves):
 * its name and state, a progress bar while it is sent, Retry when it did not finish (a submit: the stored
 * request is recognised and the photos not yet sent go; its row then takes the focus), and Remove until it is
 * sent (focus then returns to the file input).
 */
export function PhotoList({
  context,
  photos,
  busy,
  onRemoved,
}: {
  context: PhotoContext
  photos: readonly Photo[]
  busy: boolean
  onRemoved: () => void
}) {
  const { copy } = context
  return (
    <ul className="mt-3 space-y-2">
      {photos.map((photo) => (
        <li
          key={photo.key}
          tabIndex={-1}
          className="flex h-14 items-center gap-3 rounded-lg border border-slate-300 bg-white px-3"
        >
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold">{photo.name}</p>
            <p
              className={`text-xs ${photo.stage === 'failed' || photo.stage === 'refused' ? 'text-red-800' : 'text-slate-600'}`}
            >
              {copy.states[photo.stage]}
              {photo.stage === 'uploading' && ` ${Math.round(photo.progress * 100)}%`}
            </p>
          </div>
          <progress
            className={`h-2 w-16 shrink-0 ${photo.stage === 'uploading' ? '' : 'invisible'}`}
            max={1}
            value={photo.progress}
            aria-label={photo.name}
          />
          {photo.stage === 'failed' && (
            <button
              type="submit"
              // The button goes as the photo is sent again: its row keeps the focus, so it is not lost to the page.
              onClick={(event) => event.currentTarget.closest('li')?.focus()}
              className="shrink-0 rounded px-2 py-1 text-sm font-semibold text-brand underline"
              aria-label={fill(copy.buttons.retryLabel, { name: photo.name })}
            >
              {copy.buttons.retry}
            </button>
          )}
          {/* A photo sent is part of the stored request (the anon key cannot delete it): no Remove then. */}
          {photo.stage !== 'sent' && (
            <button
              type="button"
              disabled={busy}
              onClick={() => {
                context.commit(context.current.filter((kept) => kept.key !== photo.key))
                context.announce(fill(copy.removed, { name: photo.name }))
                onRemoved()
              }}
              className="shrink-0 rounded px-2 py-1 text-sm font-semibold text-slate-700 underline disabled:opacity-50"
              aria-label={fill(copy.buttons.removeLabel, { name: photo.name })}
            >
              {copy.buttons.remove}
            </button>
          )}
        </li>
      ))}
    </ul>
  )
}
