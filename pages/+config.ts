import type { Config } from 'vike/types'

export default {
  prerender: true,
  clientRouting: false,
  // Pages render on the server only; islands hydrate themselves from pages' +client.ts entries.
  meta: { Page: { env: { server: true, client: false } } },
} satisfies Config
