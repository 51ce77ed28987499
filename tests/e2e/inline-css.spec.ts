/**
 * Each page kind inlines only the CSS its pages use (scripts/inline-page-assets.ts): loaded with the whole site
 * stylesheet in its place, a page must look exactly the same, element by element, at both widths.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { pathsByKind, WHOLE_STYLESHEET } from '../../scripts/page-kinds.ts'
import { expect, SITE, test } from './fixtures.ts'

const WIDTHS = [390, 1280]

/**
 * Every element's computed style (and its ::before and ::after), custom properties aside, at each width: one
 * line per element, so two snapshots of the same page compare line by line.
 */
async function computedStyles(page: Page): Promise<string[]> {
  const lines: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // A new width can pick another srcset candidate: read once every photo has loaded and decoded again (decode()
    // answers for the old photo until the new one is picked, a frame or more after the resize).
    await page.evaluate(async () => {
      const frame = () => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)))
      await frame()
      for (let frames = 0; frames < 300 && ![...document.images].every((img) => img.complete); frames++) await frame()
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
    })
    lines.push(
      ...(await page.evaluate((width) => {
        const elements = [...document.querySelectorAll('body *')]
        const names = [...getComputedStyle(document.body)].filter((name) => !name.startsWith('--'))
        return elements.map((element, index) => {
          const values = [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo)
            return pseudo && style.content === 'none'
              ? []
              : names.map((name) => `${pseudo ?? ''}${name}: ${style.getPropertyValue(name)}`)
          })
          return `${width} px, ${element.tagName.toLowerCase()} #${index}: ${values.join('; ')}`
        })
      }, width)),
    )
  }
  return lines
}

/** The first few elements whose style differs, with only the properties that differ. */
function differences(own: string[], whole: string[]): string[] {
  return own
    .flatMap((line, index) => {
      if (line === whole[index]) return []
      const [label, ownValues] = line.split(/: (.*)/s) as [string, string]
      const wholeValues = whole[index]!.split(/: (.*)/s)[1]!.split('; ')
      return [
        `${label}: ${ownValues
          .split('; ')
          .filter((value, i) => value !== wholeValues[i])
          .join('; ')}`,
      ]
    })
    .slice(0, 5)
}

test.describe('a page kind’s inline CSS, trimmed to what its pages use, styles them exactly as the whole stylesheet', () => {
  // The page is loaded a second time with the whole stylesheet in place of its own, which its CSP does not allow.
  test.use({ bypassCSP: true })

  const html = (path: string) => readFileSync(join(SITE, path, 'index.html'), 'utf8')
  for (const [kind, [path]] of pathsByKind()) {
    if (!path) continue
    test(`${kind} (${path})`, async ({ page }) => {
      // A page with code of its own (islands, a case study's comparison) is read as its HTML paints it, with its
      // code kept away: the code changes its styles when it runs, before one snapshot or after it.
      if (html(path).includes('data-entry=')) await page.route('**/*.js', (route) => route.abort())
      // A page with islands (the whole stylesheet less the component rules it cannot match) has the most elements.
      if (html(path).includes('data-island=')) test.slow()
      const siteStylesheet = readFileSync(join(SITE, '..', WHOLE_STYLESHEET), 'utf8')
      const snapshot = async () => {
        await page.goto(path, { waitUntil: 'load' })
        // The menu open, the one state a visitor's tap changes without a script; and no transitions, so that a
        // style read just after the width changes is the style at that width.
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true
        })
        await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important }' })
        // Every photo loaded, so that none changes its box between the two loads (a lazy one may or may not have).
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => {
              img.loading = 'eager'
              return img.decode().catch(() => undefined)
            }),
          ),
        )
        return computedStyles(page)
      }
      const own = await snapshot()
      await page.route(path, async (route) => {
        const html = await (await route.fetch()).text()
        await route.fulfill({
          contentType: 'text/html',
          body: html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${siteStylesheet}</style>`),
        })
      })
      const whole = await snapshot()
      expect(own.length).toBe(whole.length)
      expect(differences(own, whole)).toEqual([])
    })
  }
})
