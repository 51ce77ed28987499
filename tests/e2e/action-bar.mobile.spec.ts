import type { Locator, Page } from '@playwright/test'
import { business, phoneHref, smsHref } from '../../content/business.ts'
import { navigation } from '../../content/navigation.ts'
import { axeViolations, settle } from './audit.ts'
import { expect, test } from './fixtures.ts'
import { hydrated } from './islands.ts'

// Only in the mobile project (390 px); that every page shows the bar on a phone and none on a desktop is in pages.spec.ts.

const bar = (page: Page) => page.getByRole('navigation', { name: navigation.actionBar.label })
/** Every control a visitor can reach in a form (the honeypot is kept out of the tab order). */
const fieldsOf = (form: Locator) => form.locator(':is(input, select, textarea, button):not([tabindex="-1"])')

/** Whether the bar is shown, once it is proven not to cover the focused element (WCAG 2.4.11, focus not obscured). */
async function clearOfTheBar(page: Page): Promise<boolean> {
  const seen = await page.evaluate(() => {
    const focused = document.activeElement!
    const field = focused.getBoundingClientRect()
    const bar = document.querySelector<HTMLElement>('[data-action-bar]')!
    const box = bar.getBoundingClientRect()
    const shown = !bar.hidden && box.height > 0
    const covered = shown && !bar.contains(focused) && field.bottom > box.top && field.top < box.bottom
    return { shown, covered, field: focused.outerHTML.slice(0, 100) }
  })
  expect(seen.covered, seen.field).toBe(false)
  return seen.shown
}

/** Scrolls so that the element starts just below the bar's top edge. */
async function placeUnderTheBar(element: Locator, barTop: number) {
  await element.evaluate((el, top) => window.scrollBy(0, el.getBoundingClientRect().top - top - 4), barTop)
}

/** Tabs into the element from the control before it, with the element waiting under the bar: the worst case. */
async function tabInto(page: Page, element: Locator, barTop: number) {
  await element.evaluate((el) => (el as HTMLElement).focus({ preventScroll: true }))
  await page.keyboard.press('Shift+Tab')
  await placeUnderTheBar(element, barTop)
  const before = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
  await page.keyboard.press('Tab')
  const after = await page.evaluate(() => document.activeElement?.outerHTML.slice(0, 120))
  await expect(element, `${before} -> ${after}`).toBeFocused()
}

test.describe('the phone bar', () => {
  // Scrolling at once, so that each step starts where the test put the page (the smooth scrolling that a visitor who
  // welcomes motion gets would still be under way; it ends at the same place).
  test.use({ reducedMotion: 'reduce' })

  test('sits at the bottom of the screen with call, text and quote links, and leaves the end of the page and the scroll-to-top button clear of it', async ({
    page,
  }) => {
    for (const path of ['/', '/about/', '/subcontractor-signup/']) {
      await page.goto(path)
      const nav = bar(page)
      await expect(nav).toBeVisible()
      const box = (await nav.boundingBox())!
      expect(box.y + box.height).toBe(page.viewportSize()!.height)
      expect(box.width).toBe(page.viewportSize()!.width)
      const call = nav.getByRole('link', { name: `${navigation.actionBar.call} ${business.phone.display}` })
      await expect(call).toHaveAttribute('href', phoneHref)
      const text = nav.getByRole('link', { name: `${navigation.actionBar.text} ${business.phone.display}` })
      if (smsHref) await expect(text).toHaveAttribute('href', smsHref)
      else await expect(text).toHaveCount(0)
      const quote = nav.getByRole('link', { name: navigation.actionBar.quote })
      await expect(quote).toHaveAttribute('href', path === '/' ? '#contact' : '/#contact')

      await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight))
      const top = page.getByRole('button', { name: 'Scroll to top' })
      await expect(top).toBeVisible()
      for (const clear of [page.getByRole('contentinfo').getByRole('link').last(), top]) {
        const { y, height } = (await clear.boundingBox())!
        expect(y + height, path).toBeLessThanOrEqual(box.y)
      }
    }
  })

  test('its quote link brings the quote form into view above it', async ({ page }) => {
    await page.goto('/about/')
    await bar(page).getByRole('link', { name: navigation.actionBar.quote }).click()
    await expect(page).toHaveURL(/\/#contact$/)
    const form = await hydrated(page, 'QuoteForm')
    await expect(form).toBeInViewport()
  })

  for (const { path, island } of [
    { path: '/', island: 'QuoteForm' },
    { path: '/subcontractor-signup/', island: 'SubcontractorForm' },
  ] as const) {
    test(`never covers a focused field of ${island}, and steps aside while the visitor types`, async ({ page }) => {
      await page.goto(path)
      // Every island live first: one hydrating as the scrolling below reaches it changes the tab order mid-step.
      await settle(page)
      const form = await hydrated(page, island)
      const barTop = (await bar(page).boundingBox())!.y
      const fields = await fieldsOf(form).all()
      expect(fields.length).toBeGreaterThan(5)
      let typing = 0
      let besideTheBar = 0
      for (const field of fields) {
        // Focused by a tap or a script, from where it would be under the bar...
        await placeUnderTheBar(field, barTop)
        await field.focus()
        if (await clearOfTheBar(page)) besideTheBar++
        else typing++
        // ...and reached with the keyboard.
        await tabInto(page, field, barTop)
        await clearOfTheBar(page)
      }
      // Both cases happened: text fields hid the bar, and the other controls (checkboxes, the submit button) stayed clear of it.
      expect(typing).toBeGreaterThan(0)
      expect(besideTheBar).toBeGreaterThan(0)
      // Focus leaving a text field for nothing (a tap on the page) brings the bar back.
      await form.getByRole('textbox').first().focus()
      await expect(bar(page)).toBeHidden()
      await form.getByRole('textbox').first().blur()
      await expect(bar(page)).toBeVisible()
    })
  }

  test('never hides the element that has keyboard focus, anywhere on a page', async ({ page }) => {
    await page.goto('/about/')
    const barTop = (await bar(page).boundingBox())!.y
    const focusable = await page.locator(':is(main, footer) :is(a[href], button)').filter({ visible: true }).all()
    expect(focusable.length).toBeGreaterThan(20)
    for (const element of focusable) {
      await tabInto(page, element, barTop)
      await clearOfTheBar(page)
    }
  })

  test('shows its first button at its final width before the others are parsed', async ({ page }) => {
    await page.goto('/about/')
    const first = bar(page).getByRole('link').first()
    const whole = (await first.boundingBox())!
    // What a frame painted mid-parse holds: the bar with its first button only.
    await bar(page).evaluate((nav) => {
      for (const button of [...nav.children].slice(1)) button.remove()
    })
    expect(await first.boundingBox()).toEqual(whole)
  })

  test.describe('at 320 px, the narrowest phone', () => {
    test.use({ viewport: { width: 320, height: 640 } })
    for (const path of ['/', '/about/', '/subcontractor-signup/', '/locations/la-jolla/']) {
      test(`axe finds no violation on ${path}, and each button shows its whole label on one line`, async ({ page }) => {
        await page.goto(path)
        await settle(page)
        expect(await axeViolations(page)).toEqual([])
        for (const link of await bar(page).getByRole('link').all()) {
          const label = await link.evaluate((el) => {
            const text = [...el.childNodes].find(
              (node) => node.nodeType === Node.TEXT_NODE && node.textContent!.trim(),
            )!
            const range = document.createRange()
            range.selectNodeContents(text)
            return { lines: range.getClientRects().length, clipped: el.scrollWidth > el.clientWidth }
          })
          expect(label, (await link.textContent()) ?? undefined).toEqual({ lines: 1, clipped: false })
        }
      })
    }
  })
})
