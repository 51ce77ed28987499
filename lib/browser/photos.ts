/**
 * Photos of the space, in the visitor's browser: each picked file checked, decoded, shrunk to at most
 * photoRules.maxEdge pixels on its longer side and re-encoded as a JPEG (so a 12-megapixel phone photo
 * travels as a few hundred kilobytes, and the bucket takes one type), then uploaded to Supabase Storage with
 * a progress count. Its own chunk: the quote form loads it when a visitor picks a photo, never before.
 *
 * The upload is Storage's documented POST /storage/v1/object/<bucket>/<name> with the public key (what
 * supabase-js's upload() sends), made with XMLHttpRequest because fetch reports no upload progress.
 */
import { photoRules } from '../../supabase/functions/_shared/photo-rules.ts'

export interface PreparedPhoto {
  blob: Blob
  width: number
  height: number
}

/** Why a picked file cannot be sent; the form words each. */
export type PhotoRefusal = 'type' | 'size' | 'heic' | 'unreadable'

const looksHeic = (file: File) =>
  /^image\/hei[cf]$/.test(file.type) || (file.type === '' && /\.(heic|heif)$/i.test(file.name))

/** The checks made before decoding (a phone can run out of memory decoding a huge file). */
export function refusalOf(file: File): PhotoRefusal | undefined {
  if (!(photoRules.pickedTypes as readonly string[]).includes(file.type) && !looksHeic(file)) return 'type'
  if (file.size > photoRules.maxPickedBytes) return 'size'
  return undefined
}

/** The size a photo is drawn at: its longer side at most maxEdge, never enlarged. */
export function fittedSize(
  width: number,
  height: number,
  maxEdge: number = photoRules.maxEdge,
): { width: number; height: number } {
  const scale = Math.min(1, maxEdge / Math.max(width, height))
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) }
}

const encode = (canvas: HTMLCanvasElement, quality: number) =>
  new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, photoRules.uploadType, quality))

/** Qualities tried in turn until the JPEG fits the bucket's limit (the first almost always does). */
const QUALITIES = [0.85, 0.7, 0.55]

/**
 * Decodes the file (turned upright as its EXIF says), draws it at the fitted size on a white ground (a PNG's
 * transparency would turn black in a JPEG) and encodes it. HEIC decodes only where the browser can (Safari).
 */
export async function preparePhoto(file: File): Promise<PreparedPhoto | PhotoRefusal> {
  const refusal = refusalOf(file)
  if (refusal) return refusal
  let bitmap: ImageBitmap
  try {
    // Upright by default: the option's name for it, 'from-image', throws in Safari before 17.2 (there 'none').
    bitmap = await createImageBitmap(file)
  } catch {
    return looksHeic(file) ? 'heic' : 'unreadable'
  }
  try {
    const { width, height } = fittedSize(bitmap.width, bitmap.height)
    const canvas = document.createElement('canvas')
    canvas.width = width
    canvas.height = height
    const context = canvas.getContext('2d')
    if (!context) return 'unreadable'
    context.fillStyle = '#fff'
    context.fillRect(0, 0, width, height)
    context.imageSmoothingQuality = 'high'
    context.drawImage(bitmap, 0, 0, width, height)
    for (const quality of QUALITIES) {
      const blob = await encode(canvas, quality)
      if (!blob) return 'unreadable'
      if (blob.size <= photoRules.maxUploadBytes) return { blob, width, height }
    }
    return 'size'
  } finally {
    bitmap.close()
  }
}

/** Where a photo goes: the bucket, under the lead's id (what the bucket's policy allows anon). */
export const photoPath = (leadId: string, photoId: string) => `${leadId}/${photoId}.jpg`

export type UploadOutcome = 'sent' | 'refused' | 'failed'

/** No answer within this long ends the upload as failed (a slow phone sends a 1 MB photo in well under it). */
const UPLOAD_TIMEOUT_MS = 120_000

/**
 * What Storage's answer to an upload means. "sent" also when it says the object already exists: a retry after a
 * lost answer. "refused": Storage will not take it (the bucket's limits or its policy, e.g. the request was already
 * sent on); "failed": a server error or too many requests, worth a retry (as is no answer at all).
 */
export function uploadOutcome(status: number, body: string): UploadOutcome {
  if (status === 200) return 'sent'
  // Storage answers refusals with HTTP 400 and the real status in the body ({ statusCode: "409", ... }).
  let statusCode = String(status)
  try {
    statusCode = String((JSON.parse(body) as { statusCode?: unknown }).statusCode ?? statusCode)
  } catch {
    // Not JSON (a proxy's page): the HTTP status says enough.
  }
  if (statusCode === '409') return 'sent'
  return status >= 500 || statusCode.startsWith('5') || statusCode === '429' ? 'failed' : 'refused'
}

/** Uploads one photo, reporting the share sent (0 to 1). */
export function uploadPhoto(
  backend: { supabaseUrl: string; publishableKey: string },
  path: string,
  blob: Blob,
  onProgress: (share: number) => void,
): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest()
    request.open('POST', `${backend.supabaseUrl}/storage/v1/object/${photoRules.bucket}/${path}`)
    request.setRequestHeader('apikey', backend.publishableKey)
    request.setRequestHeader('Authorization', `Bearer ${backend.publishableKey}`)
    request.setRequestHeader('Content-Type', photoRules.uploadType)
    request.timeout = UPLOAD_TIMEOUT_MS
    request.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total)
    }
    request.onload = () => resolve(uploadOutcome(request.status, request.responseText))
    request.onerror = request.ontimeout = request.onabort = () => resolve('failed')
    request.send(blob)
  })
}
