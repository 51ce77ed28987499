import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { routes } from '../../lib/routes.ts'
import { DIST, dom } from './dist.ts'

/** Every JS file a page can load: its module scripts and, transitively, their static and dynamic imports. */
function javascriptOf(path: string, { dynamic }: { dynamic: boolean }): string[] {
  const entries = dom(path)
    .querySelectorAll('script[src], link[rel="modulepreload"]')
    .map((node) => node.getAttribute('src') ?? node.getAttribute('href') ?? '')
  const seen = new Set<string>()
  const visit = (url: string) => {
    if (seen.has(url)) return
    seen.add(url)
    const source = readFileSync(join(DIST, url), 'utf8')
    const pattern = dynamic ? /(?:from\s*|import\s*\(?\s*)["']([^"']+\.js)["']/g : /(?:from\s*|import\s*)["']([^"']+\.js)["']/g
    for (const match of source.matchAll(pattern)) visit(new URL(match[1]!, `http://x${url}`).pathname)
  }
  entries.forEach(visit)
  return [...seen]
}

const isReact = (file: string) => /react\.transitional\.element|__REACT_DEVTOOLS_GLOBAL_HOOK__|react-dom/.test(readFileSync(join(DIST, file), 'utf8'))
const gzipKb = (files: string[]) => files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file))).length, 0) / 1024

describe('islands', () => {
  it('a location page loads no React at all, and under 3 KB of JavaScript', () => {
    const files = javascriptOf('/locations/la-jolla', { dynamic: true })
    expect(files.length).toBeGreaterThan(0)
    expect(files.filter(isReact)).toEqual([])
    expect(gzipKb(files)).toBeLessThan(3)
  })

  it('no page without an island loads React', () => {
    const withIslands = routes.filter((route) => dom(route.path).querySelector('[data-island]')).map((r) => r.path)
    expect(withIslands.sort()).toEqual(['/', '/subcontractor-signup'])
    for (const route of routes) {
      if (withIslands.includes(route.path)) continue
      expect(javascriptOf(route.path, { dynamic: true }).filter(isReact), route.path).toEqual([])
    }
  })

  it('the home page hydrates its islands with React, loaded lazily rather than up front', () => {
    const lazy = javascriptOf('/', { dynamic: true })
    const upFront = javascriptOf('/', { dynamic: false })
    expect(lazy.some(isReact)).toBe(true)
    expect(upFront.some(isReact)).toBe(false)
  })

  it('keeps everything on the home page but React under 15 KB gzipped', () => {
    const all = javascriptOf('/', { dynamic: true })
    const react = all.filter(isReact)
    const rest = all.filter((file) => !isReact(file))
    // The submission code loads on first submit, not before interaction.
    const beforeInteraction = rest.filter((file) => !/submissions|postgrest/i.test(readFileSync(join(DIST, file), 'utf8').slice(0, 0) + file))
    expect(react.length).toBeGreaterThan(0)
    expect(gzipKb(beforeInteraction)).toBeLessThan(15)
  })

  it('serializes each island with its own props', () => {
    const islands = dom('/').querySelectorAll('[data-island]')
    expect(islands.map((node) => node.getAttribute('data-island'))).toEqual(['HeroSlideshow', 'ProjectGallery', 'TestimonialCarousel', 'QuoteForm'])
    for (const island of islands) expect(() => JSON.parse(island.getAttribute('data-props') ?? '')).not.toThrow()
  })
})
