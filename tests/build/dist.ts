/** Helpers for tests that read a built site: the local build (run `npm run build:local` first). */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type HTMLElement, parse } from 'node-html-parser'
import { siteDir } from '../../lib/config.server.ts'
import { errorRoutes, routes } from '../../lib/routes.ts'

type Json = Record<string, unknown>

/** Every page the build writes: the routes, and the 404 page. */
export const everyPage = [...routes, errorRoutes.notFound]

/** Reading the pages of a site built into `root` (the 404 page by its route, /404/). */
export function siteAt(root: string) {
  const htmlFile = (path: string) =>
    path === errorRoutes.notFound.path ? join(root, '404.html') : join(root, path, 'index.html')
  /** A file of the site, by its path from the root (/robots.txt, /assets/...). */
  const readFile = (path: string) => readFileSync(join(root, path), 'utf8')
  const readHtml = (path: string) => readFileSync(htmlFile(path), 'utf8')
  const cache = new Map<string, HTMLElement>()
  const dom = (path: string): HTMLElement => {
    if (!cache.has(path)) cache.set(path, parse(readHtml(path)))
    return cache.get(path)!
  }
  /** The JSON-LD blocks of a page, as written. */
  const jsonLdBlocks = (path: string): Json[] =>
    dom(path)
      .querySelectorAll('script[type="application/ld+json"]')
      .map((node) => JSON.parse(node.textContent) as Json)
  return {
    htmlFile,
    readFile,
    readHtml,
    dom,
    /** Where the links the selector picks on a page go. */
    hrefs: (path: string, selector = 'a') =>
      dom(path)
        .querySelectorAll(selector)
        .map((a) => a.getAttribute('href')),
    /** The page's visible text with whitespace collapsed (scripts and JSON-LD excluded). */
    pageText(path: string): string {
      const page = parse(readHtml(path))
      for (const node of page.querySelectorAll('script, style, noscript')) node.remove()
      return page.textContent.replace(/\s+/g, ' ')
    },
    jsonLdBlocks,
    /** The page's top-level JSON-LD nodes: each block, or the nodes of its @graph. */
    jsonLd(path: string): Json[] {
      return jsonLdBlocks(path).flatMap((block) =>
        Array.isArray(block['@graph']) ? (block['@graph'] as Json[]) : [block],
      )
    },
    /** The props the build serialized for an island on the page: in the file it names (data-props-src), or inline. */
    islandProps(path: string, name: string): Json {
      const island = dom(path).querySelector(`[data-island="${name}"]`)
      const src = island?.getAttribute('data-props-src')
      return JSON.parse(src ? readFile(src) : (island?.getAttribute('data-props') ?? 'null')) as Json
    },
    /** The links of sitemap.xml. */
    sitemapUrls(): string[] {
      return [...readFile('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]!)
    },
  }
}

export const DIST = siteDir

if (!existsSync(join(DIST, 'index.html')))
  throw new Error('tests/build reads the local build: run `npm run build:local` first (npm test does).')

export const { htmlFile, readFile, readHtml, dom, hrefs, pageText, jsonLdBlocks, jsonLd, sitemapUrls } = siteAt(DIST)
