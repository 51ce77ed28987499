import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { routes } from '../../lib/routes.ts'
import { dom, readFile } from './dist.ts'

const staticImport = /(?:from|import)\s*["']([^"'`]+\.js)["']/g
const dynamicImport = /import\(\s*[`"']([^`"']+\.js)[`"']\s*\)/g

// The JS a page loads: its inline script's `data-site` (shared behaviours) and `data-entry` (its own code), and
// `depth` dynamic-import hops on: 1 = plus the islands it hydrates, Infinity = all (the code a form loads on submit).
function javascriptOf(path: string, depth: number): string[] {
  const script = dom(path).querySelector('script[data-site]')
  const entries = ['data-site', 'data-entry'].flatMap((name) => script?.getAttribute(name) || [])
  const seen = new Set<string>()
  const visit = (url: string, hops: number) => {
    if (seen.has(url)) return
    seen.add(url)
    const source = readFile(url)
    const resolve = (specifier: string) => new URL(specifier, `http://x${url}`).pathname
    for (const match of source.matchAll(staticImport)) visit(resolve(match[1]!), hops)
    if (hops > 0) for (const match of source.matchAll(dynamicImport)) visit(resolve(match[1]!), hops - 1)
  }
  for (const entry of entries) visit(entry, depth)
  return [...seen]
}

const isReact = (file: string) =>
  /react\.transitional\.element|__REACT_DEVTOOLS_GLOBAL_HOOK__|react-dom/.test(readFile(file))
const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFile(file)).length, 0) / 1024
const inlineScriptKb = (path: string) =>
  gzipSync(dom(path).querySelector('script[type="module"]')?.textContent ?? '').length / 1024

describe('islands', () => {
  it("a page without islands loads no React and under 3 KB of JavaScript; a case study's comparison, 0.5 KB of it", () => {
    const withIslands = routes.filter((route) => dom(route.path).querySelector('[data-island]')).map((r) => r.path)
    expect(withIslands.sort()).toEqual(['/', '/subcontractor-signup/'])
    for (const { path, kind } of routes.filter((route) => !withIslands.includes(route.path))) {
      const files = javascriptOf(path, Infinity)
      expect(files.length, `${path} loads its shared behaviours`).toBeGreaterThan(0)
      expect(files.filter(isReact), path).toEqual([])
      expect(gzipKb(files) + inlineScriptKb(path), path).toBeLessThan(3)
      // The files after the shared behaviours are the page's own: a case study's before-and-after comparison.
      if (kind === 'project') expect(gzipKb(files.slice(1)), path).toBeLessThan(0.5)
    }
  })

  it('the home page hydrates its islands with React, loaded lazily, and keeps everything else under 15 KB', () => {
    const beforeInteraction = javascriptOf('/', 1)
    expect(javascriptOf('/', 0).some(isReact)).toBe(false)
    expect(beforeInteraction.some(isReact)).toBe(true)
    expect(gzipKb(beforeInteraction.filter((file) => !isReact(file))) + inlineScriptKb('/')).toBeLessThan(15)
    // The submission code (Supabase's client) waits until a visitor starts filling a form.
    expect(javascriptOf('/', Infinity).length).toBeGreaterThan(beforeInteraction.length)
  })

  it('loads the photo code (resizing, uploads, the list of photos) only when a visitor picks a photo', () => {
    const photoCode = javascriptOf('/', Infinity).filter((file) => readFile(file).includes('createImageBitmap'))
    expect(photoCode).toHaveLength(1)
    expect(javascriptOf('/', 1)).not.toContain(photoCode[0])
    // Not with the submission code either: a quote without photos never loads it.
    const submissionCode = javascriptOf('/', Infinity).filter((file) => readFile(file).includes('functions/v1'))
    expect(submissionCode.length).toBeGreaterThan(0)
    for (const file of submissionCode) expect(readFile(file)).not.toContain(photoCode[0]!.split('/').pop())
  })

  it("serves each island's props from a file of their own, not from the page", () => {
    const islands = dom('/').querySelectorAll('[data-island]')
    expect(islands.map((node) => node.getAttribute('data-island'))).toEqual([
      'ProjectGallery',
      'TestimonialCarousel',
      'QuoteForm',
    ])
    for (const island of islands) {
      expect(island.getAttribute('data-props')).toBeUndefined()
      const src = island.getAttribute('data-props-src') ?? ''
      expect(src).toMatch(/^\/assets\/islands\/\w+\.\w+\.json$/)
      expect(JSON.parse(readFile(src))).toBeTypeOf('object')
    }
  })
})
