// The `test` of every spec. Each test's Supabase requests carry an x-forwarded-for address of its own (trusted by
// scripts/e2e-server.ts), so the per-address limit never trips; a test's own routes must pass on with route.fallback().
// A test fails on any Content Security Policy violation: the host serves the real _headers.
import { join } from 'node:path'
import { test as base, expect, type Page, type Route } from '@playwright/test'
import { outDir } from '../../lib/config.server.ts'
import { LOCAL_BACKEND_URL } from '../../lib/local-backend.server.ts'

/** The built site the e2e server serves. */
export const SITE = join(outDir, 'client')

let counter = 0
export const unique = () =>
  `${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A documentation-range IPv6 address (2001:db8::/32), a /64 of its own. */
const uniqueAddress = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`

async function visitFrom(page: Page) {
  const address = uniqueAddress()
  await page.route(`${LOCAL_BACKEND_URL}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  return address
}

/** Holds back the requests for `url` (as a slow connection would) until the returned `release()` is called. */
export async function holdBack(page: Page, url: string, onRequest?: (route: Route) => void) {
  let release!: () => void
  const gate = new Promise<void>((resolve) => (release = resolve))
  await page.route(url, async (route) => {
    onRequest?.(route)
    await gate
    await route.fallback()
  })
  return release
}

export const test = base.extend<
  { visitorAddress: string; cspViolations: string[] },
  { workerPage: (javaScriptEnabled: boolean) => Promise<Page> }
>({
  visitorAddress: [async ({ page }, use) => use(await visitFrom(page)), { auto: true }],
  // Chromium reports each blocked script, style, image or request on the console.
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = []
      page.on('console', (message) => {
        if (message.text().includes('Content Security Policy')) violations.push(message.text())
      })
      await use(violations)
      expect(violations, 'CSP violations').toEqual([])
    },
    { auto: true },
  ],
  /**
   * A page of the project's device, with or without JavaScript, opened once per worker and reused by its tests.
   * The HTTP cache is off, so that each visit loads the page as a first visit does.
   */
  workerPage: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL } = workerInfo.project.use
      const opened = new Map<boolean, Promise<Page>>()
      const open = async (javaScriptEnabled: boolean) => {
        const options = { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, baseURL, javaScriptEnabled }
        const page = await (await browser.newContext(options)).newPage()
        const devtools = await page.context().newCDPSession(page)
        await devtools.send('Network.enable')
        await devtools.send('Network.setCacheDisabled', { cacheDisabled: true })
        return page
      }
      await use((javaScriptEnabled) => {
        if (!opened.has(javaScriptEnabled)) opened.set(javaScriptEnabled, open(javaScriptEnabled))
        return opened.get(javaScriptEnabled)!
      })
      for (const page of opened.values()) await (await page).context().close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
