import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { defineConfig } from 'vite'
import { imagetools } from 'vite-imagetools'
import { imageCacheDir, outDir } from './lib/config.server.ts'
import { imageProgress } from './scripts/image-progress.ts'
import { serveCachedPhotos } from './scripts/serve-cached-photos.ts'

export default defineConfig({
  plugins: [
    vike(),
    tailwindcss(),
    imageProgress({ cacheDir: imageCacheDir }),
    serveCachedPhotos(imageCacheDir),
    imagetools({ cache: { dir: imageCacheDir } }),
  ],
  build: { outDir },
  // The forms' proof-of-work worker (lib/browser/proof-worker.ts) is reached through new URL(), which the dev
  // server's dependency scan does not follow: found late, its dependency would reload the page mid-form.
  optimizeDeps: { include: ['altcha-lib', 'altcha-lib/algorithms/web/sha'] },
})
