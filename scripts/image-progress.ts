/**
 * A Vite plugin that says what the build is doing while a fresh clone's first build encodes the photo variants
 * (vite-imagetools; later builds read its cache), which would otherwise sit silently at "transforming...". It sees
 * each image import go by before vite-imagetools and counts the variants asked for; as sharp queues every encode
 * up front and they finish together, it reports the work in hand and the time taken, not a percentage.
 */
import type { Plugin } from 'vite'

const IMAGE_IMPORT = /\.(jpe?g|png|webp|avif)\?(.*)$/
/** Until then the build is reading the cache, and a progress line would only be noise. */
const QUIET_MS = 2000
const REPORT_EVERY_MS = 5000

export function imageProgress({ cacheDir }: { cacheDir: string }): Plugin {
  let imports = 0
  let variants = 0
  let since = 0
  let timer: NodeJS.Timeout | undefined
  let announced = false

  const seconds = () => Math.round((Date.now() - since) / 1000)
  const tick = () => {
    if (Date.now() - since < QUIET_MS) return
    if (!announced) {
      announced = true
      console.log(
        `  photos: encoding ${variants} variants of ${imports} photo imports (first build only; kept in ${cacheDir})`,
      )
    } else {
      console.log(`  photos: still encoding, ${seconds()} s`)
    }
  }

  return {
    name: 'image-progress',
    enforce: 'pre',
    load(id) {
      const query = IMAGE_IMPORT.exec(id)?.[2]
      if (query === undefined) return null
      if (!timer) {
        since = Date.now()
        imports = variants = 0
        announced = false
        timer = setInterval(tick, REPORT_EVERY_MS)
        setTimeout(tick, QUIET_MS).unref()
      }
      const params = new URLSearchParams(query)
      const count = (name: string) => params.get(name)?.split(';').length ?? 1
      imports++
      variants += count('w') * count('format')
      return null
    },
    buildEnd() {
      if (!timer) return
      clearInterval(timer)
      timer = undefined
      if (announced) console.log(`  photos: ${variants} variants ready in ${seconds()} s`)
    },
  }
}
