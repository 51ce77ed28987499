/**
 * A Vite plugin that reports the photo variants a first build encodes, instead of a silent "transforming...". sharp
 * queues every encode up front and they finish together, so it reports the work in hand and the time, not a percentage.
 */
import type { Plugin } from 'vite'

const IMAGE_IMPORT = /\.(jpe?g|png|webp|avif)\?(.*)$/
/** A build that reads the cache is done before the first report, so it prints nothing. */
const REPORT_EVERY_MS = 5000

export function imageProgress({ cacheDir }: { cacheDir: string }): Plugin {
  let imports = 0
  let variants = 0
  let since = 0
  let timer: NodeJS.Timeout | undefined
  let announced = false

  const seconds = () => Math.round((Date.now() - since) / 1000)
  const tick = () => {
    if (announced) console.log(`  photos: still encoding, ${seconds()} s`)
    else
      console.log(
        `  photos: encoding ${variants} variants of ${imports} photo imports (first build only; kept in ${cacheDir})`,
      )
    announced = true
  }

  return {
    name: 'image-progress',
    enforce: 'pre',
    // The dev server encodes each photo when it is first asked for and never ends a build: nothing to report.
    apply: 'build',
    load(id) {
      const query = IMAGE_IMPORT.exec(id)?.[2]
      if (query === undefined) return null
      if (!timer) {
        since = Date.now()
        imports = variants = 0
        announced = false
        timer = setInterval(tick, REPORT_EVERY_MS)
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
