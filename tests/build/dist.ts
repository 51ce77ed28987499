/** Helpers for tests that read the local build in dist/client (run `npm run build:local` first). */
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse, type HTMLElement } from 'node-html-parser'

export const DIST = 'dist/client'

if (!existsSync(join(DIST, 'index.html'))) {
  throw new Error('tests/build reads the local build: run `npm run build:local` first (npm test does).')
}

export function htmlFile(path: string): string {
  return join(DIST, path, 'index.html')
}

export function readHtml(path: string): string {
  return readFileSync(htmlFile(path), 'utf8')
}

const cache = new Map<string, HTMLElement>()
export function dom(path: string): HTMLElement {
  let root = cache.get(path)
  if (!root) {
    root = parse(readHtml(path))
    cache.set(path, root)
  }
  return root
}

/** The page's visible text with whitespace collapsed (scripts and JSON-LD excluded). */
export function pageText(path: string): string {
  const root = parse(readHtml(path))
  root.querySelectorAll('script, style, noscript').forEach((node) => node.remove())
  return root.textContent.replace(/\s+/g, ' ')
}

type Json = Record<string, unknown>

/** The JSON-LD blocks of a page, as written. */
export function jsonLdBlocks(path: string): Json[] {
  return dom(path)
    .querySelectorAll('script[type="application/ld+json"]')
    .map((node) => JSON.parse(node.textContent) as Json)
}

/** The page's top-level JSON-LD nodes: each block, or the nodes of its @graph. */
export function jsonLd(path: string): Json[] {
  return jsonLdBlocks(path).flatMap((block) => (Array.isArray(block['@graph']) ? (block['@graph'] as Json[]) : [block]))
}
