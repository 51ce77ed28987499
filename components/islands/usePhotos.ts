import { useRef, useState } from 'react'
import type { QuotePhotosCopy } from '../../content/quote-photos.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import type { Photo, PhotoContext } from './photo-upload.tsx'

type PhotoCode = typeof import('./photo-upload.tsx')

/**
 * The photos picked for a quote request: their state here, everything else (checking, shrinking, uploading,
 * the list of photos) in ./photo-upload.tsx, its own chunk, loaded when the visitor first picks a photo so a
 * visitor who sends none never downloads it.
 */
export function usePhotos(backend: BackendConfig, copy: QuotePhotosCopy) {
  const [photos, setPhotos] = useState<readonly Photo[]>([])
  const [notice, setNotice] = useState('')
  const [code, setCode] = useState<PhotoCode | null>(null)
  const loading = useRef<Promise<PhotoCode> | null>(null)
  /** The picks made so far, in the list once this settles (a pick waits for the photo code on the first one). */
  const picked = useRef<Promise<void>>(Promise.resolve())
  const context = useRef<PhotoContext>({
    backend,
    copy,
    current: [],
    preparing: new Map(),
    commit: (next) => {
      context.current.current = next
      setPhotos(next)
    },
    announce: setNotice,
  })

  function load(): Promise<PhotoCode> {
    loading.current ??= import('./photo-upload.tsx').then(
      (loaded) => {
        setCode(() => loaded)
        return loaded
      },
      (error: unknown) => {
        loading.current = null
        throw error
      },
    )
    return loading.current
  }

  function pick(files: File[]) {
    if (files.length === 0) return
    const picking = load().then(
      (loaded) => loaded.pickPhotos(context.current, files),
      (error: unknown) => {
        console.error('The photo code could not be loaded', error)
        setNotice(copy.notLoaded)
      },
    )
    picked.current = picked.current.then(() => picking)
  }

  return {
    photos,
    notice,
    pick,
    /** The list of photos, once the photo code is here (there is nothing to list before). */
    PhotoList: code?.PhotoList,
    context: context.current,
    /** Back to no photos, for a new request. */
    clear: () => {
      context.current.preparing.clear()
      context.current.commit([])
      setNotice('')
    },
    /**
     * What the submission needs: how many photos go with the request, and how to send them once it is stored;
     * photos picked while their code was still on its way (a fast press of the button) are counted in.
     */
    forSubmission: async () => {
      await picked.current
      return {
        count: context.current.current.length,
        upload: async (leadId: string) => (await load()).uploadPhotos(context.current, leadId),
      }
    },
  }
}
