// Every fault of a submission, in the browser or at the e-mail provider, leaves the visitor informed, the button
// enabled and every field kept; once the cause is gone the lead is stored and mailed exactly once.
// With no JavaScript at all: pages.spec.ts.
import type { BrowserContext, Page } from '@playwright/test'
import { forms } from '../../content/forms.ts'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { emailsMentioning, failSends, rows } from './backend.ts'
import { expect, holdBack, test, unique } from './fixtures.ts'
import { hydrated } from './islands.ts'
import { fillFields, fillQuote, openQuoteForm } from './quote-form.ts'

const UNEXPECTED = 'An unexpected error occurred. Please try again or contact us directly.'

const submitButton = (page: Page) => page.getByRole('button', { name: 'Get My Free Quote' })

/** The visitor is told `alert` (if given), the button is enabled again and every field is kept. */
async function expectKept(page: Page, name: string, alert?: string) {
  const form = page.getByRole('form', { name: 'Request a free quote' })
  if (alert) await expect(form.getByRole('alert')).toHaveText(alert)
  await expect(submitButton(page)).toBeEnabled()
  await expect(form.getByLabel('Full name')).toHaveValue(name)
  await expect(form.getByLabel('Property address')).toHaveValue('1234 Garnet Ave, San Diego, CA 92109')
  await expect(form.getByLabel('Project type')).toHaveValue('Bathroom Remodel')
}

/** Presses the button: the lead is stored and mailed, once. */
async function pressAndExpectDelivered(page: Page, name: string) {
  await submitButton(page).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  expect(await rows('leads', { name })).toHaveLength(1)
  await expect.poll(() => emailsMentioning(name).length).toBe(1)
}

test('until the island has hydrated, the quote form is disabled; then it works, focused where it was tapped', async ({
  page,
}) => {
  // Hold back the page's JavaScript, as a slow phone would.
  const release = await holdBack(page, '**/assets/**/*.js')
  // Instant scrolling, and the field mid-screen, clear of the fixed header: the tap (forced, as the field is
  // disabled) lands where the field is, not where a smooth scroll was passing.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#contact', { waitUntil: 'load' })
  await expect(submitButton(page)).toBeDisabled()
  const name = page.getByRole('form', { name: 'Request a free quote' }).getByLabel('Full name')
  await expect(name).toBeDisabled()
  await name.evaluate((field) => field.scrollIntoView({ block: 'center' }))
  await name.click({ force: true })
  release()
  await hydrated(page, 'QuoteForm')
  await expect(submitButton(page)).toBeEnabled()
  await expect(name).toBeFocused()
})

test('a field tapped before the code arrives, then scrolled away from: the form loads, and does not pull the page back', async ({
  page,
}) => {
  const release = await holdBack(page, '**/assets/**/*.js') // the page's code, on a slow connection
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/', { waitUntil: 'load' }) // no #contact, which the page's code would scroll back to
  const form = page.locator('[data-island="QuoteForm"]')
  const name = form.getByLabel('Full name')
  await name.evaluate((field) => field.scrollIntoView({ block: 'center' }))
  await name.click({ force: true })
  await page.evaluate(() => window.scrollTo(0, 0)) // the visitor gives up waiting and reads on
  release()
  await expect(form).toHaveAttribute('data-hydrated', '')
  await expect(name).toBeEnabled()
  await expect(name).not.toBeFocused()
  expect(await page.evaluate(() => scrollY)).toBe(0)
})

test("the page's code and the form's props each dropped once (a dropped connection), the form turns on all the same", async ({
  page,
}) => {
  // The two files the inline script loads (the shared behaviours, the home page's entry) and the island's props.
  const requests = new Map<string, number>()
  await page.route(/\/assets\/(site\.|entries\/pages_index|islands\/QuoteForm\.)/, (route) => {
    const seen = requests.get(route.request().url()) ?? 0
    requests.set(route.request().url(), seen + 1)
    return seen ? route.fallback() : route.abort('connectionreset')
  })
  await page.goto('/#contact')
  // The shared behaviours ran (they mark each section shown or waiting below the screen), their second try 2 s on.
  await expect(page.locator('[data-reveal="shown"]').first()).toBeAttached({ timeout: 10_000 })
  await hydrated(page, 'QuoteForm')
  await expect(submitButton(page)).toBeEnabled()
  expect([...requests.values()]).toEqual([2, 2, 2])
})

test("when both tries of the page's code fail, the visitor's next touch loads it", async ({ page }) => {
  let failing = true
  let tries = 0
  await page.route(/\/assets\/entries\/pages_index/, (route) => {
    tries++
    return failing ? route.abort('connectionreset') : route.fallback()
  })
  await page.goto('/#contact')
  await expect.poll(() => tries, { timeout: 10_000 }).toBe(2) // the inline script's two tries, 2 s apart
  failing = false
  // Touched until the third try: the second's failure reaches the page a moment after the route saw it.
  const form = page.locator('[data-island="QuoteForm"]')
  await expect
    .poll(async () => {
      await form.dispatchEvent('pointerdown')
      return tries
    })
    .toBe(3)
  await hydrated(page, 'QuoteForm')
  await expect(submitButton(page)).toBeEnabled()
  expect(tries).toBe(3)
})

test("when every try of the form's props fails, the visitor is asked to reload, and touching the form tries again", async ({
  page,
}) => {
  let failing = true
  const failures: string[] = []
  page.on('console', (message) => message.text().includes('failed to hydrate') && failures.push(message.text()))
  await page.route(/\/assets\/islands\/QuoteForm\./, (route) =>
    failing ? route.abort('connectionreset') : route.fallback(),
  )
  await page.goto('/#contact')
  await expect.poll(() => failures.length, { timeout: 15_000 }).toBe(1) // its three tries, 1 and 3 s apart
  const reload = page.getByRole('alert').filter({ hasText: forms.quote.reload })
  await expect(reload).toBeVisible()
  failing = false
  await page.locator('[data-island="QuoteForm"]').dispatchEvent('pointerdown')
  await hydrated(page, 'QuoteForm')
  await expect(submitButton(page)).toBeEnabled()
  await expect(reload).toBeHidden()
})

test.describe('the submission code does not load', () => {
  // A page that navigates away may still be asking for JavaScript when the test ends.
  test.afterEach(({ page }) => page.unrouteAll({ behavior: 'ignoreErrors' }))

  // Fails the submission chunk (Supabase's client, known by its auth library's name) until unrouted: a dropped
  // connection, or with `status` the 404 of a file a deploy replaced.
  async function failSubmissionChunk(page: Page, status?: number) {
    let failed = 0
    await page.route('**/assets/**/*.js', async (route) => {
      const response = await route.fetch()
      const body = await response.text()
      if (!body.includes('gotrue-js/')) return route.fulfill({ response, body })
      failed++
      return status ? route.fulfill({ status, body: 'Not found' }) : route.abort('connectionreset')
    })
    return () => failed
  }

  test('for a moment (a dropped connection): the unexpected-error message, fields kept; pressing again loads it afresh and sends once', async ({
    page,
  }) => {
    const name = `Chunk ${unique()}`
    const form = await openQuoteForm(page)
    const failed = await failSubmissionChunk(page)
    await fillFields(form, name) // starts loading the code, which fails
    // Until that request has failed, pressing the button would only join it (one module, one request).
    await expect.poll(failed).toBeGreaterThan(0)
    const failedBefore = failed()
    await submitButton(page).click() // tries again, and fails
    await expectKept(page, name, UNEXPECTED)
    expect(failed()).toBeGreaterThan(failedBefore)
    expect(await rows('leads', { name })).toEqual([])
    await page.unroute('**/assets/**/*.js')
    await pressAndExpectDelivered(page, name)
  })

  test('for good (the site was redeployed): the visitor is asked to reload, and after the reload everything typed is back', async ({
    page,
  }) => {
    const name = `Stale ${unique()}`
    const form = await openQuoteForm(page)
    await failSubmissionChunk(page, 404)
    await fillFields(form, name)
    await submitButton(page).click()
    await expect(form.getByRole('alert')).toHaveText(UNEXPECTED)
    await submitButton(page).click()
    await expectKept(page, name, forms.quote.reload)
    await page.unroute('**/assets/**/*.js')
    await page.reload()
    await hydrated(page, 'QuoteForm')
    await expectKept(page, name)
    await pressAndExpectDelivered(page, name)
  })
})

test.describe('the network fails', () => {
  test('offline: the unexpected-error message, logged, fields kept; back online, pressing again sends it once', async ({
    page,
    context,
  }) => {
    const name = `Offline ${unique()}`
    await fillQuote(page, name)
    const logged: string[] = []
    page.on('console', (message) => message.type() === 'error' && logged.push(message.text()))
    await context.setOffline(true)
    await submitButton(page).click()
    await expectKept(page, name, UNEXPECTED)
    expect(logged.some((text) => text.includes('Form submission failed'))).toBe(true)
    await context.setOffline(false)
    await pressAndExpectDelivered(page, name)
  })
})

test("no proof of a real browser (the challenge refused): the request is stored all the same, held for the owner's review", async ({
  page,
}) => {
  // Refused however often it is asked (a failed proof is tried again on the next field focused, by design).
  await page.route('**/rest/v1/rpc/proof_challenge', (route) => route.fulfill({ status: 503, json: {} }))
  const name = `NoProof ${unique()}`
  await fillQuote(page, name)
  await submitButton(page).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  expect(await rows('leads', { name })).toEqual([
    expect.objectContaining({ verification: 'missing', notified_at: null }),
  ])
})

test.describe('the browser lacks crypto.randomUUID', () => {
  const removeRandomUuid = (context: BrowserContext, alsoGetRandomValues: boolean) =>
    context.addInitScript((both) => {
      Object.defineProperty(window, '__savedGetRandomValues', { value: Crypto.prototype.getRandomValues })
      delete (Crypto.prototype as Partial<Crypto>).randomUUID
      if (both) delete (Crypto.prototype as Partial<Crypto>).getRandomValues
    }, alsoGetRandomValues)

  test('as older Safari and plain-http pages do: the form makes its id another way and the lead arrives', async ({
    page,
    context,
  }) => {
    await removeRandomUuid(context, false)
    const name = `NoUuid ${unique()}`
    await fillQuote(page, name)
    expect(await page.evaluate(() => typeof crypto.randomUUID)).toBe('undefined')
    await pressAndExpectDelivered(page, name)
    expect((await rows('leads', { name }))[0]!.id).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    )
  })

  test('with no random source at all: the unexpected-error message, fields kept; with one back, pressing again sends it', async ({
    page,
    context,
  }) => {
    await removeRandomUuid(context, true)
    const name = `NoRandom ${unique()}`
    await fillQuote(page, name)
    await submitButton(page).click()
    await expectKept(page, name, UNEXPECTED)
    await page.evaluate(() => {
      const saved = (window as unknown as { __savedGetRandomValues: Crypto['getRandomValues'] }).__savedGetRandomValues
      Object.defineProperty(Crypto.prototype, 'getRandomValues', { value: saved, configurable: true, writable: true })
    })
    await pressAndExpectDelivered(page, name)
  })
})

test.describe('the e-mail provider fails', () => {
  test('429 (quota): the visitor learns the request is saved, fields kept; pressing again once it is back sends one e-mail', async ({
    page,
  }) => {
    const name = `Quota ${unique()}`
    await fillQuote(page, name)
    const quota = {
      status: 429,
      name: 'daily_quota_exceeded',
      message: 'You have reached your daily email sending quota.',
    }
    await failSends({ ...quota, times: 1, match: name })
    await submitButton(page).click()
    await expectKept(page, name, SAVED_NOT_SENT)
    expect(await rows('leads', { name })).toEqual([
      expect.objectContaining({ notified_at: null, notify_error: expect.stringContaining('429 daily_quota_exceeded') }),
    ])
    expect(emailsMentioning(name)).toEqual([])
    await pressAndExpectDelivered(page, name)
  })
})
