/**
 * Photos of the space, on the quote form (a module of its own, so the site's photo code needs none of the
 * other rules; rules.ts re-exports it). The site takes JPEG, PNG, WebP and HEIC (where the browser can
 * decode it), refuses a picked file over maxPickedBytes before decoding it (a phone could run out of memory),
 * and uploads each photo re-encoded as a JPEG at most maxEdge pixels on its longer side; the bucket's
 * migration (*_photos.sql) sets the same type, size and count limits, and the upload window
 * (tests/db/photos.test.ts holds each pair together).
 */
export const photoRules = {
  bucket: 'lead-photos',
  maxCount: 5,
  pickedTypes: ['image/jpeg', 'image/png', 'image/webp', 'image/heic', 'image/heif'],
  maxPickedBytes: 25 * 1024 * 1024,
  maxEdge: 2000,
  uploadType: 'image/jpeg',
  maxUploadBytes: 5 * 1024 * 1024,
  /** Anon may add photos to a lead stored at most this long ago, and only until its e-mail is claimed. */
  uploadWindowMinutes: 60,
  /** How long the links in the owner's e-mail work: 30 days, long enough to quote, not forever. */
  linkSeconds: 30 * 24 * 60 * 60,
} as const
