import { expect, test } from '@playwright/test'
import { routes } from '../../lib/routes.ts'
import { axeViolations } from './axe.ts'
import { settle } from './settle.ts'

// Runs in both the desktop (1280 px) and mobile (390 px) projects.

for (const path of [...routes.map((route) => route.path), '/no-such-page']) {
  test(`axe finds no WCAG 2.2 A/AA or best-practice violation on ${path}`, async ({ page }) => {
    await page.goto(path)
    await settle(page)
    expect(await axeViolations(page)).toEqual([])
  })
}

test('no page scrolls sideways', async ({ page }) => {
  // Every route in one test: about fifty pages.
  test.slow()
  for (const route of routes) {
    await page.goto(route.path)
    await settle(page)
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    )
    expect(overflow, route.path).toBe(0)
  }
})

test('headings never skip a level, and every page has one main, banner and contentinfo landmark', async ({ page }) => {
  test.slow()
  for (const route of routes) {
    await page.goto(route.path)
    const levels = await page
      .locator('h1, h2, h3, h4, h5, h6')
      .evaluateAll((nodes) => nodes.map((node) => Number(node.tagName[1])))
    expect(levels[0], route.path).toBe(1)
    const skips = levels.filter((level, i) => i > 0 && level > levels[i - 1]! + 1)
    expect(skips, route.path).toEqual([])
    await expect(page.getByRole('main')).toHaveCount(1)
    await expect(page.getByRole('banner')).toHaveCount(1)
    await expect(page.getByRole('contentinfo')).toHaveCount(1)
  }
})

test('keyboard focus follows the page order and is always visible', async ({ page }, testInfo) => {
  await page.goto('/')
  await settle(page)
  const seen: string[] = []
  let previousTop = -Infinity
  for (let i = 0; i < 20; i++) {
    await page.keyboard.press('Tab')
    const focused = await page.evaluate(() => {
      const el = document.activeElement as HTMLElement
      const style = getComputedStyle(el)
      return {
        name: el.getAttribute('aria-label') ?? el.textContent?.trim().slice(0, 40) ?? el.tagName,
        top: el.getBoundingClientRect().top + window.scrollY,
        fixed: !!el.closest('header'),
        ring: style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2,
      }
    })
    seen.push(focused.name)
    expect(focused.ring, `focus ring on ${focused.name}`).toBe(true)
    if (!focused.fixed) {
      expect(focused.top, `${focused.name} comes after the previous control`).toBeGreaterThanOrEqual(previousTop - 1)
      previousTop = focused.top
    }
  }
  expect(seen[0]).toBe('Skip to content')
  if (testInfo.project.name === 'desktop') expect(seen).toContain('Services')
})
