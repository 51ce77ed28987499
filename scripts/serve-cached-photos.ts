/**
 * A Vite dev-server plugin. vite-imagetools serves a photo by piping it through sharp, which encodes the AVIF or WebP
 * anew on every request: seconds of CPU for a page of photos. Its cache holds that photo, encoded, under the id the
 * page asks for; it is sent as it is.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Plugin } from 'vite'

/** The type of an encoded photo, from its first bytes (the cache's file names have no extension). */
function imageType(bytes: Buffer): string | undefined {
  if (bytes.toString('latin1', 4, 12) === 'ftypavif') return 'image/avif'
  if (bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp'
  if (bytes.toString('hex', 0, 3) === 'ffd8ff') return 'image/jpeg'
  return undefined
}

export function serveCachedPhotos({ cacheDir }: { cacheDir: string }): Plugin {
  return {
    name: 'serve-cached-photos',
    apply: 'serve',
    // Before vite-imagetools (itself 'pre'), so that its middleware comes after this one.
    enforce: 'pre',
    configureServer(server) {
      // Mounted where vite-imagetools serves; anything this does not find goes on to it.
      server.middlewares.use('/@imagetools/', (request, response, next) => {
        const id = request.url?.slice(1) ?? ''
        if (!/^[0-9a-f]{40}$/.test(id)) return next()
        readFile(join(cacheDir, id)).then(
          (bytes) => {
            const type = imageType(bytes)
            if (!type) return next()
            response.setHeader('Content-Type', type)
            response.end(bytes)
          },
          () => next(),
        )
      })
    },
  }
}
