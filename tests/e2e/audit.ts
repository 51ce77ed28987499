/** The checks run on a page as it is: axe-core and HTML_CodeSniffer, after settle() has shown every part of it. */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { expect, type Page } from '@playwright/test'
import type { AxeResults, RunOptions } from 'axe-core'
import type { IslandName } from '../../components/islands/registry.tsx'
import { hydrated } from './islands.ts'

const source = (module: string) => readFileSync(createRequire(import.meta.url).resolve(module), 'utf8')
const axe = source('axe-core/axe.min.js')
const axeOptions: RunOptions = {
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'] },
  resultTypes: ['violations'],
}

/** The rules that judge what the template's styles decide (colours, sizes) rather than the page's own markup. */
export const STYLE_RULES = ['color-contrast', 'link-in-text-block', 'target-size']

/** axe-core's WCAG 2.2 A/AA and best-practice violations (within `include`, if given), one line each. */
export async function axeViolations(
  page: Page,
  { include, skip = [] }: { include?: string; skip?: string[] } = {},
): Promise<string[]> {
  // Run in the page itself: the site has no frames, so @axe-core/playwright's second page per run would buy nothing.
  // Evaluated through the DevTools protocol, which the page's CSP does not govern.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe)
  const rules = Object.fromEntries(skip.map((rule) => [rule, { enabled: false }]))
  type Axe = { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
  const { violations } = await page.evaluate(
    ([include, options]) => (window as unknown as Axe).axe.run(include ?? document, options),
    [include, { ...axeOptions, rules }] as const,
  )
  return violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

const htmlcs = source('html_codesniffer/build/HTMLCS.js')

/** HTML_CodeSniffer's errors under its WCAG2AA standard (its warnings and notices need a person's judgement). */
export async function htmlcsErrors(page: Page): Promise<string[]> {
  await page.evaluate(htmlcs)
  return page.evaluate(
    () =>
      new Promise<string[]>((resolve, reject) => {
        type Message = { type: number; code: string; element: Element }
        const sniffer = (window as unknown as { HTMLCS: Record<string, (...args: unknown[]) => unknown> }).HTMLCS
        const errors = () =>
          (sniffer.getMessages!() as Message[])
            .filter((message) => message.type === 1)
            .map((message) => `${message.code}: ${message.element.outerHTML.slice(0, 100)}`)
        sniffer.process!('WCAG2AA', document, () => resolve(errors()), reject, 'en')
      }),
  )
}

/** Brings every island and reveal-on-scroll section into view, so each has hydrated or been shown, and waits for the slideshow. */
export async function settle(page: Page) {
  for (const slideshow of await page.locator('[data-slideshow]').all())
    await expect(slideshow).toHaveAttribute('data-started', '')
  for (const element of await page.locator('[data-island], [data-reveal]').all()) {
    const island = await element.getAttribute('data-island')
    if (island) {
      await hydrated(page, island as IslandName)
    } else {
      await element.scrollIntoViewIfNeeded()
      await expect(element).toHaveAttribute('data-reveal', 'shown')
    }
  }
  await page.evaluate(() => window.scrollTo(0, 0))
}
