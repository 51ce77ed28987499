// Each page kind inlines only the CSS its pages use (scripts/inline-page-assets.ts): with the whole site stylesheet
// in its place, a page must look exactly the same, element by element, at both widths.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { pathsByKind, WHOLE_STYLESHEET } from '../../scripts/page-kinds.ts'
import { expect, SITE, test } from './fixtures.ts'

const WIDTHS = [390, 1280]
const siteStylesheet = readFileSync(join(SITE, '..', WHOLE_STYLESHEET), 'utf8')

// Every element's computed style (and ::before, ::after) with the page's stylesheet and then the whole one in the same
// document, so nothing else changes: the first few elements and properties that differ. Only a property one of the two
// declares can differ (custom properties act through those), so only those are read.
function differences(whole: string): string[] {
  const elements = [...document.querySelectorAll('body *')]
  const declared = (rules: CSSRuleList): string[] =>
    [...rules].flatMap((rule) => [
      ...('style' in rule ? [...(rule as CSSStyleRule).style] : []),
      ...('cssRules' in rule ? declared((rule as CSSGroupingRule).cssRules) : []),
    ])
  const stylesheet = document.querySelector('style')!
  // Read from a sheet of its own: putting it in the page's place would restyle the page once more for nothing.
  const wholeSheet = new CSSStyleSheet()
  wholeSheet.replaceSync(whole)
  const either = [...new Set([...declared(stylesheet.sheet!.cssRules), ...declared(wholeSheet.cssRules)])]
  const names = either.filter((name) => !name.startsWith('--'))
  const snapshot = () =>
    elements.map((element) =>
      [null, '::before', '::after'].flatMap((pseudo) => {
        const style = getComputedStyle(element, pseudo)
        return pseudo && style.content === 'none'
          ? []
          : names.map((name) => `${pseudo ?? ''}${name}: ${style.getPropertyValue(name)}`)
      }),
    )
  const own = snapshot()
  const ownCss = stylesheet.textContent
  stylesheet.textContent = whole
  const wholeSnapshot = snapshot()
  stylesheet.textContent = ownCss
  return own
    .flatMap((values, index) => {
      const differing = values.filter((value, i) => value !== wholeSnapshot[index]![i])
      return differing.length ? [`${elements[index]!.tagName.toLowerCase()} #${index}: ${differing.join('; ')}`] : []
    })
    .slice(0, 5)
}

test.describe('a page kind’s inline CSS, trimmed to what its pages use, styles them exactly as the whole stylesheet', () => {
  // The whole stylesheet takes the place of the page's own, which its CSP (a hash of the page's own) does not allow.
  test.use({ bypassCSP: true })

  for (const [kind, [path]] of pathsByKind()) {
    if (!path) continue
    test(`${kind} (${path})`, async ({ page }) => {
      // A page with code of its own (islands, a case study's comparison) is read as its HTML paints it, with its
      // code kept away: the code changes its styles when it runs.
      if (readFileSync(join(SITE, path, 'index.html'), 'utf8').includes('data-entry='))
        await page.route('**/*.js', (route) => route.abort())
      await page.goto(path, { waitUntil: 'load' })
      // The menu open, the one state a visitor's tap changes without a script; and no transitions, so that a
      // style read just after the width changes is the style at that width.
      await page.evaluate(() => {
        for (const details of document.querySelectorAll('details')) details.open = true
      })
      await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important }' })
      const found: string[] = []
      for (const width of WIDTHS) {
        await page.setViewportSize({ width, height: 900 })
        // Every photo loaded at this width (a new width can pick another srcset candidate, a frame or more after
        // the resize), so that none changes its box while the styles are read.
        await page.evaluate(async () => {
          const frame = () => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)))
          await frame()
          for (const img of document.images) img.loading = 'eager'
          for (let frames = 0; frames < 300 && ![...document.images].every((img) => img.complete); frames++)
            await frame()
          await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
        })
        found.push(...(await page.evaluate(differences, siteStylesheet)).map((line) => `${width} px, ${line}`))
      }
      expect(found).toEqual([])
    })
  }
})
