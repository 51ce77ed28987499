import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** An encoded photo's type by its bytes 8-11: AVIF's brand, WebP's tag; else the JPEG of a link preview. */
const TYPES: Record<string, string> = { avif: 'image/avif', WEBP: 'image/webp' }

/**
 * vite-imagetools' dev server pipes each photo through sharp, which encodes it anew on every request (seconds of
 * CPU for a page of photos). Its cache holds the encoded file under the id the page asks for: sent as it is.
 */
export const serveCachedPhotos = (cacheDir: string): Plugin => ({
  name: 'serve-cached-photos',
  apply: 'serve',
  enforce: 'pre', // as vite-imagetools, which comes after it
  configureServer(server) {
    server.middlewares.use('/@imagetools/', (request, response, next) => {
      const id = request.url?.slice(1) ?? ''
      if (!/^[0-9a-f]{40}$/.test(id)) return next()
      readFile(join(cacheDir, id)).then(
        (bytes) => {
          response.setHeader('Content-Type', TYPES[bytes.toString('latin1', 8, 12)] ?? 'image/jpeg')
          response.end(bytes)
        },
        () => next(),
      )
    })
  },
})
