// A case study's before-and-after comparison (components/BeforeAfter.tsx, lib/browser/before-after.ts) in Chromium:
// the keyboard, a mouse and a finger move the divider, a screen reader hears where it is, and without scripts both
// photos stand side by side with their captions.
import type { Page } from '@playwright/test'
import { pages } from '../../content/pages.ts'
import { projects } from '../../content/projects.ts'
import { pathTo } from '../../lib/routes.ts'
import { expect, test } from './fixtures.ts'

const project = projects.find((p) => p.beforeAfter)!
const path = pathTo.project(project.slug)
const copy = pages.project.beforeAfter
const said = (before: number) => `${before}% before, ${100 - before}% after`

async function openComparison(page: Page) {
  await page.goto(path)
  const slider = page.getByRole('slider', { name: copy.label })
  await slider.scrollIntoViewIfNeeded()
  await expect(slider).toHaveAttribute('aria-valuetext', said(50))
  return { slider, box: (await slider.boundingBox())! }
}

/** Which photo shows at a point of the comparison: the after photo is clipped left of the divider. */
function photoAt(page: Page, x: number, y: number) {
  return page.evaluate(
    ([x, y]) => {
      const shown = document.elementsFromPoint(x!, y!).find((element) => element.tagName === 'IMG')
      return shown?.closest('figure')?.className
    },
    [x, y],
  )
}

/** The divider's place across the photo, in CSS pixels from the left of the viewport. */
const divider = (page: Page) =>
  page.locator('.compare-line').evaluate((line) => {
    const box = line.getBoundingClientRect()
    return box.left + box.width / 2
  })

test('the keyboard moves the divider one step at a time, and a screen reader hears where it is', async ({ page }) => {
  const { slider, box } = await openComparison(page)
  await slider.focus()
  await page.keyboard.press('ArrowRight')
  await page.keyboard.press('ArrowRight')
  await expect(slider).toHaveValue('52')
  await expect(slider).toHaveAttribute('aria-valuetext', said(52))
  await page.keyboard.press('Home')
  await expect(slider).toHaveAttribute('aria-valuetext', said(0))
  // All the after photo but the half-thumb at the left edge.
  expect(await photoAt(page, box.x + box.width * 0.1, box.y + box.height / 2)).toBe('compare-after')
  await page.keyboard.press('End')
  await expect(slider).toHaveAttribute('aria-valuetext', said(100))
  expect(await photoAt(page, box.x + box.width * 0.9, box.y + box.height / 2)).toBe('compare-before')
})

test('a click puts the divider where the pointer is, and a drag takes it along', async ({ page }) => {
  const { slider, box } = await openComparison(page)
  const y = box.y + box.height / 2
  await page.mouse.click(box.x + box.width * 0.25, y)
  await expect.poll(() => divider(page)).toBeCloseTo(box.x + box.width * 0.25, -1)
  expect(Number(await slider.inputValue())).toBeLessThan(30)
  await page.mouse.move(box.x + box.width * 0.3, y)
  await page.mouse.down()
  await page.mouse.move(box.x + box.width * 0.8, y - 40, { steps: 8 })
  await page.mouse.up()
  await expect.poll(() => divider(page)).toBeCloseTo(box.x + box.width * 0.8, -1)
  expect(await photoAt(page, box.x + box.width * 0.7, y)).toBe('compare-before')
  expect(await photoAt(page, box.x + box.width * 0.9, y)).toBe('compare-after')
  await expect(slider).toHaveAttribute('aria-valuetext', said(Number(await slider.inputValue())))
})

test.describe('on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } })

  test('a tap moves the divider there, and a finger drags it', async ({ page }) => {
    const { slider, box } = await openComparison(page)
    const y = box.y + box.height / 2
    await page.touchscreen.tap(box.x + box.width * 0.2, y)
    await expect.poll(() => divider(page)).toBeCloseTo(box.x + box.width * 0.2, -1)
    // Playwright taps but does not drag a finger: the touch events as Chromium's own input pipeline takes them.
    const touch = await page.context().newCDPSession(page)
    const at = (share: number) => ({ touchPoints: [{ x: box.x + box.width * share, y }] })
    await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', ...at(0.3) })
    for (const share of [0.4, 0.5, 0.6, 0.7, 0.75])
      await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', ...at(share) })
    await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] })
    await expect.poll(() => divider(page)).toBeCloseTo(box.x + box.width * 0.75, -1)
    await expect(slider).toHaveAttribute('aria-valuetext', said(Number(await slider.inputValue())))
  })
})

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false })

  test('both photos stand side by side with their captions, and no slider that could not move', async ({ page }) => {
    await page.goto(path)
    const compare = page.locator('[data-compare]')
    await compare.scrollIntoViewIfNeeded()
    const figures = compare.getByRole('figure')
    await expect(figures).toHaveCount(2)
    for (const [index, when] of (['before', 'after'] as const).entries()) {
      const figure = figures.nth(index)
      await expect(figure.getByRole('img', { name: project.beforeAfter![when].alt })).toBeVisible()
      await expect(figure.getByText(project.beforeAfter![when].caption)).toBeVisible()
    }
    const [before, after] = await Promise.all([0, 1].map((i) => figures.nth(i).locator('img').boundingBox()))
    expect(after!.x).toBeGreaterThanOrEqual(before!.x + before!.width)
    await expect(page.getByRole('slider')).toHaveCount(0)
  })
})
