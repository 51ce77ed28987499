/** Helpers for the islands: wait until one is live, or serve a page whose island has other props. */
import { expect, type Locator, type Page } from '@playwright/test'
import { parse } from 'node-html-parser'
import { type ComponentProps, createElement } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import { Island, type IslandName, type Islands } from '../../components/islands/registry.tsx'

/** Brings an island into view and waits until its JavaScript has hydrated it (lib/islands/hydrate.ts marks it). */
export async function hydrated(page: Page, name: IslandName): Promise<Locator> {
  const island = page.locator(`[data-island="${name}"]`)
  await island.scrollIntoViewIfNeeded()
  await expect(island).toHaveAttribute('data-hydrated', '')
  return island
}

type PropsOf<Name extends IslandName> = ComponentProps<Islands[Name]>

/** Serves `path` with one island's props changed by `change`, as a build with other content would render it. */
export async function serveWithIslandProps<Name extends IslandName>(
  page: Page,
  path: string,
  name: Name,
  change: (props: PropsOf<Name>) => PropsOf<Name>,
) {
  await page.route(path, async (route) => {
    const response = await route.fetch()
    const root = parse(await response.text())
    const element = root.querySelector(`[data-island="${name}"]`)
    if (!element) throw new Error(`${path} has no island ${name}`)
    // The build moves an island's props into a file of their own (data-props-src).
    const src = new URL(element.getAttribute('data-props-src') ?? '', route.request().url()).href
    const props = change((await (await route.fetch({ url: src })).json()) as PropsOf<Name>)
    element.replaceWith(renderToStaticMarkup(createElement(Island, { name, props } as ComponentProps<typeof Island>)))
    await route.fulfill({ response, body: root.toString() })
  })
}

/** `count` items made from the given ones in turn, each with its own id. */
export const repeated = <T extends { id: string }>(items: readonly T[], count: number): T[] =>
  Array.from({ length: count }, (_, i) => ({ ...items[i % items.length]!, id: `${items[i % items.length]!.id}-${i}` }))
