import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { imagetools, type TransformFactory } from 'vite-imagetools'
import { imageCacheDir, outDir } from './lib/config.server.ts'
import { imageProgress } from './scripts/image-progress.ts'
import { serveCachedPhotos } from './scripts/serve-cached-photos.ts'

/**
 * `chroma=420` (lib/images.server.ts): AVIF with colour at half resolution, as camera JPEGs (ours too) hold it.
 * sharp's default, 4:4:4, encodes colour detail the photos do not have: AVIF 6% larger, 20% longer to encode.
 */
const avifChroma420: TransformFactory<{ chroma: string }> = (config) => {
  // WebP is 4:2:0 always.
  if (config.chroma !== '420' || config.format !== 'avif') return
  return (_, image) => image.avif({ effort: Number(config.effort), chromaSubsampling: '4:2:0' })
}

/**
 * `shade=hero`: the hero's darkening (black at 70% at the top and bottom, 55% between), drawn into its photos
 * rather than laid over them in the page, so the white copy reads on any photo and a phone composites one
 * full-screen layer fewer: the hero's first frame after a tap came 14 ms sooner without it (docs/performance.md).
 */
const heroShade: TransformFactory<{ shade: string }> = (config) => {
  if (config.shade !== 'hero') return
  return ({ info: { width, height } }, image) => {
    const stops = [0.7, 0.55, 0.7].map((opacity, i) => `<stop offset="${i / 2}" stop-opacity="${opacity}"/>`)
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <linearGradient id="shade" x2="0" y2="1">${stops.join('')}</linearGradient>
      <rect width="100%" height="100%" fill="url(#shade)"/></svg>`
    return image.composite([{ input: Buffer.from(svg) }])
  }
}

export default defineConfig({
  plugins: [
    vike(),
    tailwindcss(),
    imageProgress({ cacheDir: imageCacheDir }),
    serveCachedPhotos(imageCacheDir),
    imagetools({
      cache: { dir: imageCacheDir },
      extendTransforms: (builtins) => [...builtins, avifChroma420, heroShade],
    }),
  ],
  // No gzip column in the build's file list: gzipping every photo and page for it took 1-1.5 s of each build.
  build: { outDir, reportCompressedSize: false },
  // The forms' proof-of-work worker (lib/browser/proof-worker.ts) is reached through new URL(), which the dev
  // server's dependency scan does not follow: found late, its dependency would reload the page mid-form.
  optimizeDeps: { include: ['altcha-lib', 'altcha-lib/algorithms/web/sha'] },
})
