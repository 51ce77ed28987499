import type { Config } from 'vike/types'

export default {
  prerender: true,
  clientRouting: false,
  // One URL form, the folder the build writes (about/index.html is /about/); the dev server redirects to it.
  trailingSlash: true,
  // Pages render on the server only; islands hydrate themselves from pages' +client.ts entries.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
