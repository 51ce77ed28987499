/**
 * The first paint needs nothing but the HTML (docs/performance.md): these tests hold the bytes that stand
 * between a visitor and the words, so that a page which gains a blocking request or outgrows its budget
 * fails `npm test`. The times themselves are measured by `npm run bench`, never here.
 */
import { createHash } from 'node:crypto'
import { readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { type HTMLElement, parse } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'
import { kindOf, photoKinds, routeOfHtmlFile } from '../../scripts/page-kinds.ts'
import { DIST, readFile } from './dist.ts'

const KB = 1024

/**
 * The home page's gzipped HTML: it carries the whole site stylesheet for its islands and takes two round trips
 * whatever we do (the e2e suite holds every other page to one), so this guards against growth.
 */
const HOME_HTML_BUDGET = 24 * KB

/** Inline CSS: the whole site stylesheet (pages with islands) and the largest page-kind stylesheet. */
const SITE_CSS_BUDGET = { raw: 32 * KB, gzip: 7 * KB }
const KIND_CSS_BUDGET = { raw: 18 * KB, gzip: 5 * KB }
/** One inline avatar's data: URL. A larger photo belongs in a file (Vite inlines assets up to 4 KB of file). */
const AVATAR_INLINE_BUDGET = 4 * KB
/** The script every page carries inline (it loads the rest after the first paint). */
const INLINE_SCRIPT_BUDGET = { raw: 1 * KB, gzip: 0.5 * KB }

const pages = readdirSync(DIST, { recursive: true, encoding: 'utf8' })
  .filter((file) => file.endsWith('.html'))
  .map((file) => {
    const html = readFile(file)
    const route = routeOfHtmlFile(file)
    return { file, path: route.path, kind: kindOf(route), html, dom: parse(html) }
  })
const headerRules = parseHeadersFile(readFile('_headers'))
const csp = (path: string) =>
  headersFor(headerRules, path).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
const directive = (policy: string, name: string) =>
  policy
    .split(';')
    .map((d) => d.trim().split(/\s+/))
    .find(([n]) => n === name)
    ?.slice(1) ?? []
const hashOf = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`
const gzip = (text: string) => gzipSync(text).length
const inlineStyles = (page: (typeof pages)[number]) =>
  page.dom.querySelectorAll('style').map((node) => node.textContent)
const inlineScripts = (page: (typeof pages)[number]) =>
  page.dom.querySelectorAll('script[type="module"]').map((node) => node.textContent)
/** A photo that comes inside the page, as a data: URL. */
const isInline = (img: HTMLElement) =>
  img.closest('picture')?.querySelector('source')?.getAttribute('srcset')?.startsWith('data:') ?? false

describe('first paint from the HTML alone', () => {
  it('covers every page the build writes', () => {
    expect(pages.length).toBeGreaterThan(30)
    expect(pages.map((p) => p.file)).toContain('404.html')
  })

  it('no page asks for a stylesheet, a script, a font or a preload other than its LCP image before it paints', () => {
    for (const { file, dom, html } of pages) {
      expect(
        dom.querySelectorAll('link[rel="stylesheet"], link[rel="modulepreload"], link[rel="preconnect"]'),
        file,
      ).toEqual([])
      expect(dom.querySelectorAll('script[src]'), file).toEqual([])
      expect(
        dom.querySelectorAll('link[rel="preload"]').every((l) => l.getAttribute('as') === 'image'),
        file,
      ).toBe(true)
      expect(html, file).not.toMatch(/@import|@font-face|url\(/)
    }
  })

  it('every page carries one stylesheet in its head and one script at the end of its body, both inline', () => {
    const [script, ...others] = new Set(pages.flatMap(inlineScripts))
    expect(others).toEqual([])
    for (const page of pages) {
      expect(page.dom.querySelectorAll('head style'), page.file).toHaveLength(1)
      expect(page.dom.querySelectorAll('style'), page.file).toHaveLength(1)
      expect(inlineScripts(page), page.file).toEqual([script])
      expect(page.html.trimEnd().endsWith(`${script}</script></body>\n</html>`), page.file).toBe(true)
    }
  })

  it("each page's CSP allows its own inline stylesheet and the script by hash, and nothing inline besides", () => {
    const scripts = new Set(pages.flatMap(inlineScripts).map(hashOf))
    const notFound = hashOf(inlineStyles(pages.find((p) => p.file === '404.html')!)[0]!)
    for (const page of pages.filter((p) => p.file !== '404.html')) {
      const policy = csp(page.path)
      expect(policy, page.path).not.toMatch(/unsafe-inline|unsafe-eval|unsafe-hashes|strict-dynamic/)
      const styles = directive(policy, 'style-src').filter((s) => s.startsWith("'sha256-"))
      // A collection's rule (/blog/*) also answers unknown paths under it with the 404 page.
      expect(styles, page.path).toContain(hashOf(inlineStyles(page)[0]!))
      expect(
        styles.filter((hash) => hash !== hashOf(inlineStyles(page)[0]!) && hash !== notFound),
        page.path,
      ).toEqual([])
      expect(new Set(directive(policy, 'script-src').filter((s) => s.startsWith("'sha256-"))), page.path).toEqual(
        scripts,
      )
    }
    // Any other path, such as an unknown one answered with the 404 page, gets every stylesheet's hash.
    const all = new Set(pages.flatMap(inlineStyles).map(hashOf))
    expect(new Set(directive(csp('/no-such-page/'), 'style-src').filter((s) => s.startsWith("'sha256-")))).toEqual(all)
  })

  it('one stylesheet per page kind, and the whole site stylesheet only on pages with islands', () => {
    const byKind = new Map<string, Set<string>>()
    for (const page of pages.filter((p) => !p.html.includes('data-island='))) {
      const kind = page.kind
      byKind.set(kind, (byKind.get(kind) ?? new Set()).add(inlineStyles(page)[0]!))
    }
    for (const [kind, styles] of byKind) expect(styles.size, kind).toBe(1)
    const islandPages = pages.filter((p) => p.html.includes('data-island='))
    expect(islandPages.map((p) => p.path).sort()).toEqual(['/', '/subcontractor-signup/'])
    expect(new Set(islandPages.flatMap(inlineStyles)).size).toBe(1)
  })

  it('inline CSS and script stay under their budgets', () => {
    const siteCss = inlineStyles(pages.find((p) => p.path === '/')!)[0]!
    expect(siteCss.length).toBeLessThan(SITE_CSS_BUDGET.raw)
    expect(gzip(siteCss)).toBeLessThan(SITE_CSS_BUDGET.gzip)
    for (const page of pages.filter((p) => !p.html.includes('data-island='))) {
      const css = inlineStyles(page)[0]!
      expect(css.length, page.file).toBeLessThan(KIND_CSS_BUDGET.raw)
      expect(gzip(css), page.file).toBeLessThan(KIND_CSS_BUDGET.gzip)
    }
    const script = inlineScripts(pages[0]!)[0]!
    expect(script.length).toBeLessThan(INLINE_SCRIPT_BUDGET.raw)
    expect(gzip(script)).toBeLessThan(INLINE_SCRIPT_BUDGET.gzip)
  })

  it('the home page stays within its compressed HTML budget', () => {
    expect(gzip(pages.find((p) => p.path === '/')!.html)).toBeLessThan(HOME_HTML_BUDGET)
  })

  // Where the largest paint on a phone is a photo (tests/e2e/pages.spec.ts), it comes first; elsewhere a photo
  // fetched before the words paint only competes with them, and Lighthouse counts it as one they waited for.
  it('fetches the photo that paints largest first and at high priority, and every other photo lazily', () => {
    for (const page of pages) {
      const images = page.dom.querySelectorAll('img').filter((img) => !isInline(img))
      if (page.path === '/' || photoKinds.has(page.kind)) {
        const lead = images.shift()
        expect([lead?.getAttribute('loading'), lead?.getAttribute('fetchpriority')], page.path).toEqual([
          'eager',
          'high',
        ])
      }
      expect(
        images.filter((img) => img.getAttribute('loading') !== 'lazy' || img.getAttribute('fetchpriority') === 'high'),
        page.path,
      ).toEqual([])
    }
  })

  it('the home page preloads its first hero photo and no other: the rest wait, hidden, for the slideshow', () => {
    const home = pages.find((p) => p.path === '/')!.dom
    const preloads = home.querySelectorAll('link[rel="preload"][as="image"]')
    expect(preloads).toHaveLength(1)
    expect(preloads[0]!.getAttribute('fetchpriority')).toBe('high')
    const slides = home.querySelectorAll('[data-slideshow] [data-slide]')
    expect(slides.length).toBeGreaterThan(1)
    expect(slides.map((s) => s.hasAttribute('hidden'))).toEqual([false, ...slides.slice(1).map(() => true)])
    expect(preloads[0]!.getAttribute('imagesrcset')).toBe(
      slides[0]!.querySelector('source[type="image/avif"]')!.getAttribute('srcset'),
    )
    expect(home.querySelector('[data-slide-controls]')!.hasAttribute('hidden')).toBe(true)
    expect(slides[0]!.querySelector('img')!.getAttribute('fetchpriority')).toBe('high')
  })

  // On a phone they sit on the first screen: as files they were three more requests right after the first
  // layout, each a round trip for a few hundred bytes.
  it("the home hero's avatars come inside the page, small", () => {
    const home = pages.find((p) => p.path === '/')!.dom
    const avatars = home.querySelectorAll('#hero picture').filter((picture) => !picture.closest('[data-slide]'))
    expect(avatars).toHaveLength(3)
    for (const avatar of avatars) {
      const avif = avatar.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!
      expect(avif).toMatch(/^data:image\/avif;base64,[A-Za-z0-9+/]+=*$/)
      expect(avif.length, 'an avatar this large should be a file again').toBeLessThanOrEqual(AVATAR_INLINE_BUDGET)
      expect(
        avatar.querySelector('img')!.hasAttribute('loading'),
        'lazy would hold even inline bytes until after layout',
      ).toBe(false)
    }
  })

  it('no photo holds the first frame until it is decoded', () => {
    expect(pages.filter((p) => p.dom.querySelector('img[decoding="sync"]')).map((p) => p.path)).toEqual([])
  })
})
