/**
 * Each test as a visitor of its own: the Supabase requests of its page carry an x-forwarded-for address no
 * other test uses (the e2e backend takes it as a trusted proxy's, scripts/e2e-server.ts), so the database's
 * per-address limit never trips a test by accident, and e-mail addresses are unique per call too.
 * A test's own route handlers pass requests on with route.fallback(), so this one still adds the address.
 */
import { test as base, type Page } from '@playwright/test'
import { LOCAL_BACKEND_URL } from '../../lib/local-backend.server.ts'

let counter = 0
export const unique = () =>
  `${Date.now().toString(36)}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 6)}`

/** A documentation-range IPv6 address (2001:db8::/32), a /64 of its own. */
export const uniqueAddress = () =>
  `2001:db8:${Math.floor(Math.random() * 0xffff).toString(16)}:${Math.floor(Math.random() * 0xffff).toString(16)}::1`

export async function visitFrom(page: Page, address = uniqueAddress()) {
  await page.route(`${LOCAL_BACKEND_URL}/**`, (route) =>
    route.fallback({ headers: { ...route.request().headers(), 'x-forwarded-for': address } }),
  )
  return address
}

export const test = base.extend<{ visitorAddress: string }>({
  visitorAddress: [async ({ page }, use) => use(await visitFrom(page)), { auto: true }],
})

export { expect } from '@playwright/test'
