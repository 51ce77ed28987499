// The back button shows the page as it was left, at once, from Chromium's back/forward cache, unless the page forbids
// it (no-store on the document, an unload handler, a connection left open...). Playwright launches Chromium with that
// cache off, and the headless shell the other files use has none: this file runs the full browser with it on.
import config from '../../playwright.config.ts'
import { CHROMIUM_PATH } from '../../scripts/debian-packages.ts'
import { pathsByKind } from '../../scripts/page-kinds.ts'
import { rows } from './backend.ts'
import { expect, test, unique } from './fixtures.ts'
import { fillFields, fillQuote } from './quote-form.ts'

const bfcacheOn = { executablePath: CHROMIUM_PATH, ignoreDefaultArgs: ['--disable-back-forward-cache'] }
test.use({ launchOptions: { ...config.use?.launchOptions, ...bfcacheOn } })

/** A field of each form, typed into before leaving: the words must be there on the way back. */
const forms: Record<string, string> = {
  '/': 'Full name',
  '/subcontractor-signup/': 'Company name',
}

test('every page kind is restored from the back/forward cache, typed words and all', async ({ page }) => {
  test.slow()
  // Chromium says, for each history navigation, whether the cache restored the page and if not, why.
  const devtools = await page.context().newCDPSession(page)
  await devtools.send('Page.enable')
  const outcomes: string[] = []
  devtools.on('Page.frameNavigated', ({ frame, type }) => !frame.parentId && outcomes.push(type))
  devtools.on('Page.backForwardCacheNotUsed', ({ notRestoredExplanations }) =>
    outcomes.push(notRestoredExplanations.map(({ reason }) => reason).join(', ')),
  )
  const notRestored: string[] = []
  const consoleErrors: string[] = []
  page.on('console', (message) => message.type() === 'error' && consoleErrors.push(message.text()))
  for (const [kind, [path]] of pathsByKind()) {
    await page.goto(path!)
    await expect(page.locator('html')).toHaveAttribute('data-site-ready', '')
    // The islands hydrated and a form begun (which loads the submission code), as a visitor leaves them.
    for (const island of await page.locator('[data-island]').all()) {
      await island.scrollIntoViewIfNeeded()
      // Polled for what a failure shows: the console's errors (a script that did not load names itself there).
      const state = async () => (await island.getAttribute('data-hydrated')) ?? `console errors: ${consoleErrors}`
      await expect.poll(state).toBe('')
    }
    const field = forms[path!] ? page.getByLabel(forms[path!]!) : undefined
    await field?.fill(`Typed on ${kind}`)

    await page.goto(path === '/about/' ? '/blog/' : '/about/')
    outcomes.length = 0
    await page.goBack({ waitUntil: 'commit' })
    await expect.poll(() => outcomes.at(-1)).toBeTruthy()
    if (outcomes.at(-1) !== 'BackForwardCacheRestore') notRestored.push(`${kind} (${path}): ${outcomes.join('; ')}`)
    else if (field) await expect(field, kind).toHaveValue(`Typed on ${kind}`)
  }
  expect(notRestored).toEqual([])
})

test('back from the thank-you page, the quote form is restored empty and sends another request, verified', async ({
  page,
}) => {
  const form = await fillQuote(page, `Back again ${unique()}`)
  // Set on this page only: a reload would find it unset.
  await page.evaluate(() =>
    addEventListener('pageshow', (event) => {
      if (event.persisted) document.body.dataset.restored = ''
    }),
  )
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  await page.goBack({ waitUntil: 'commit' })
  await expect(page.locator('body')).toHaveAttribute('data-restored', '')
  await expect(form.getByRole('button', { name: 'Get My Free Quote' })).toBeEnabled()
  await expect(form.getByLabel('Full name')).toHaveValue('')
  // With a proof of work of its own (the first request's is spent): mailed at once, not held.
  const second = `Another ${unique()}`
  await fillFields(form, second)
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  expect(await rows('leads', { name: second })).toEqual([expect.objectContaining({ verification: 'verified' })])
})
