import tailwindcss from '@tailwindcss/vite'
import vike from 'vike/plugin'
import { imagetools } from 'vite-imagetools'
import { defineConfig } from 'vite'

export default defineConfig({
  plugins: [vike(), tailwindcss(), imagetools()],
})
