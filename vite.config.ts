import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vite'
import { outDir } from './lib/config.server.ts'

export default defineConfig({
  plugins: [vike(), tailwindcss(), imagetools()],
  build: { outDir },
})
