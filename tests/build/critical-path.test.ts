// The first paint needs nothing but the HTML (docs/performance.md): these tests hold the bytes before the words, so a
// page that gains a blocking request or outgrows its budget fails `npm test`. `npm run bench` measures the times.
import { createHash } from 'node:crypto'
import { gzipSync } from 'node:zlib'
import type { HTMLElement } from 'node-html-parser'
import { describe, expect, it } from 'vitest'
import { PORTRAIT_SCREEN } from '../../lib/picture.ts'
import { errorRoutes } from '../../lib/routes.ts'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'
import { kindOf, photoKinds } from '../../scripts/page-kinds.ts'
import { dom, everyPage, readFile, readHtml } from './dist.ts'

const KB = 1024

// The home page's gzipped HTML: it carries the whole site stylesheet for its islands and takes two round trips anyway
// (the e2e suite holds every other page to one), so this guards against growth.
const HOME_HTML_BUDGET = 25 * KB

/** Inline CSS: the whole site stylesheet (pages with islands) and the largest page-kind stylesheet. */
const SITE_CSS_BUDGET = { raw: 32 * KB, gzip: 7 * KB }
const KIND_CSS_BUDGET = { raw: 18 * KB, gzip: 5 * KB }
/** One inline avatar's data: URL. A larger photo belongs in a file (Vite inlines assets up to 4 KB of file). */
const AVATAR_INLINE_BUDGET = 4 * KB
/** The script every page carries inline (it loads the rest after the first paint). */
const INLINE_SCRIPT_BUDGET = { raw: 1 * KB, gzip: 0.55 * KB }

// The build fails on an HTML file outside the route registry, and on a route it did not write: these are its pages.
const pages = everyPage.map((route) => ({
  route,
  path: route.path,
  kind: kindOf(route),
  html: readHtml(route.path),
  dom: dom(route.path),
  islands: dom(route.path).querySelector('[data-island]') !== null,
}))
const home = pages.find((page) => page.path === '/')!
const headerRules = parseHeadersFile(readFile('_headers'))
const csp = (path: string) =>
  headersFor(headerRules, path).find(([name]) => name === 'Content-Security-Policy')?.[1] ?? ''
/** The hashes a directive of the policy allows. */
const hashesIn = (policy: string, name: string) =>
  policy
    .split(';')
    .map((directive) => directive.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.filter((source) => source.startsWith("'sha256-")) ?? []
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
  // A stylesheet or script fetched before the load event fails tests/e2e/pages.spec.ts, which sees every request.
  it('no page preconnects, loads a font or a CSS url(), or preloads anything but its LCP image', () => {
    for (const { route, dom, html } of pages) {
      expect(dom.querySelectorAll('link[rel="preconnect"]'), route.path).toEqual([])
      const preloads = dom
        .querySelectorAll('link[rel="preload"]')
        .map((link) => `${link.getAttribute('as')} ${link.getAttribute('media') ?? 'all'}`)
      // One fetch on any screen: a photo with a portrait crop has a preload per crop, for screens that do not overlap.
      const oneFetch = [['image all'], [`image ${PORTRAIT_SCREEN}`, `image not all and ${PORTRAIT_SCREEN}`]]
      expect(route.lcpImage ? oneFetch : [[]], route.path).toContainEqual(preloads)
      expect(html, route.path).not.toMatch(/@import|@font-face|url\(/)
    }
  })

  it('every page carries one stylesheet in its head and one script at the end of its body, both inline', () => {
    const [script, ...others] = new Set(pages.flatMap(inlineScripts))
    expect(others).toEqual([])
    for (const page of pages) {
      expect(page.dom.querySelectorAll('head style'), page.path).toHaveLength(1)
      expect(page.dom.querySelectorAll('style'), page.path).toHaveLength(1)
      expect(inlineScripts(page), page.path).toEqual([script])
      expect(page.html.trimEnd().endsWith(`${script}</script></body>\n</html>`), page.path).toBe(true)
    }
  })

  it("each page's CSP allows its own inline stylesheet and the script by hash, and nothing inline besides", () => {
    const scripts = new Set(pages.flatMap(inlineScripts).map(hashOf))
    const notFound = hashOf(inlineStyles(pages.find((p) => p.route === errorRoutes.notFound)!)[0]!)
    for (const page of pages.filter((p) => p.route !== errorRoutes.notFound)) {
      const policy = csp(page.path)
      const own = hashOf(inlineStyles(page)[0]!)
      expect(policy, page.path).not.toMatch(/unsafe-|strict-dynamic/)
      // A collection's rule (/blog/*) also answers unknown paths under it with the 404 page.
      expect(
        hashesIn(policy, 'style-src').filter((hash) => hash !== notFound || hash === own),
        page.path,
      ).toEqual([own])
      expect(new Set(hashesIn(policy, 'script-src')), page.path).toEqual(scripts)
    }
    // Any other path, such as an unknown one answered with the 404 page, gets every stylesheet's hash.
    expect(new Set(hashesIn(csp('/no-such-page/'), 'style-src'))).toEqual(
      new Set(pages.flatMap(inlineStyles).map(hashOf)),
    )
  })

  it('one stylesheet per page kind, and the whole site stylesheet only on pages with islands', () => {
    const byKind = new Map<string, Set<string>>()
    for (const page of pages.filter((p) => !p.islands))
      byKind.set(page.kind, (byKind.get(page.kind) ?? new Set()).add(inlineStyles(page)[0]!))
    for (const [kind, styles] of byKind) expect(styles.size, kind).toBe(1)
    // Which pages have islands is islands.test's.
    expect(new Set(pages.filter((p) => p.islands).flatMap(inlineStyles)).size).toBe(1)
  })

  it("inline CSS and script stay under their budgets, and the home page's HTML under its own", () => {
    const siteCss = inlineStyles(home)[0]!
    expect(siteCss.length).toBeLessThan(SITE_CSS_BUDGET.raw)
    expect(gzip(siteCss)).toBeLessThan(SITE_CSS_BUDGET.gzip)
    for (const page of pages.filter((p) => !p.islands)) {
      const css = inlineStyles(page)[0]!
      expect(css.length, page.path).toBeLessThan(KIND_CSS_BUDGET.raw)
      expect(gzip(css), page.path).toBeLessThan(KIND_CSS_BUDGET.gzip)
    }
    const script = inlineScripts(home)[0]!
    expect(script.length).toBeLessThan(INLINE_SCRIPT_BUDGET.raw)
    expect(gzip(script)).toBeLessThan(INLINE_SCRIPT_BUDGET.gzip)
    expect(gzip(home.html)).toBeLessThan(HOME_HTML_BUDGET)
  })

  // Where the largest paint on a phone is a photo (tests/e2e/pages.spec.ts), it comes first; elsewhere a photo
  // fetched before the words paint only competes with them, and Lighthouse counts it as one they waited for.
  it('fetches the photo that paints largest first and at high priority, every other lazily, none decoded sync', () => {
    for (const page of pages) {
      const images = page.dom.querySelectorAll('img').filter((img) => !isInline(img))
      expect(page.dom.querySelectorAll('img[decoding="sync"]'), page.path).toEqual([])
      if (page === home || photoKinds.has(page.kind)) {
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

  it('the home page preloads its first hero photo at high priority: the rest wait, hidden, for the slideshow', () => {
    const slides = home.dom.querySelectorAll('[data-slideshow] [data-slide]')
    expect(slides.length).toBeGreaterThan(1)
    expect(slides.map((s) => s.hasAttribute('hidden'))).toEqual([false, ...slides.slice(1).map(() => true)])
    const preload = home.dom.querySelector('link[rel="preload"][as="image"]')
    expect(preload?.getAttribute('fetchpriority')).toBe('high')
    expect(preload?.getAttribute('imagesrcset')).toBe(
      slides[0]!.querySelector('source[type="image/avif"]')!.getAttribute('srcset'),
    )
    expect(home.dom.querySelector('[data-slide-controls]')!.hasAttribute('hidden')).toBe(true)
  })

  // On a phone they sit on the first screen: as files they were three more requests right after the first
  // layout, each a round trip for a few hundred bytes.
  it("the home hero's avatars come inside the page, small", () => {
    const avatars = home.dom.querySelectorAll('#hero picture').filter((picture) => !picture.closest('[data-slide]'))
    expect(avatars).toHaveLength(3)
    for (const avatar of avatars) {
      const avif = avatar.querySelector('source[type="image/avif"]')!.getAttribute('srcset')!
      expect(avif).toMatch(/^data:image\/avif;base64,[A-Za-z0-9+/]+=*$/)
      expect(avif.length, 'an avatar this large should be a file again').toBeLessThanOrEqual(AVATAR_INLINE_BUDGET)
      // Not lazy: that would hold even inline bytes until after layout.
      expect(avatar.querySelector('img')!.hasAttribute('loading')).toBe(false)
    }
  })
})
