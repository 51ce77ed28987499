import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type Node, NodeType } from 'node-html-parser'
import sharp from 'sharp'
import { describe, expect, it } from 'vitest'
import { business, licenseLookupHref } from '../../content/business.ts'
import { routes } from '../../lib/routes.ts'
import { FAVICON_PATH } from '../../lib/urls.ts'
import { DIST, dom, everyPage } from './dist.ts'

const allowedExternal = /^(tel:|sms:|mailto:|https:\/\/(www\.)?(facebook|instagram|youtube)\.com\/)/
const isExternalAllowed = (href: string) => allowedExternal.test(href) || href === licenseLookupHref

describe('links', () => {
  // Whether each page answers is the e2e suite's crawl; the anchors and the external hosts are checked here.
  it('every #anchor a link names exists on its page, and every other host is one the business uses', () => {
    const broken: string[] = []
    for (const route of routes) {
      for (const anchor of dom(route.path).querySelectorAll('a[href]')) {
        const href = anchor.getAttribute('href')!
        if (isExternalAllowed(href)) continue
        if (!href.startsWith('/') && !href.startsWith('#')) broken.push(`${route.path}: unexpected link ${href}`)
        const [pathPart, hash] = href.split('#') as [string, string | undefined]
        if (hash && !dom(pathPart || route.path).querySelector(`[id="${hash}"]`))
          broken.push(`${route.path} -> ${href} (no #${hash})`)
      }
    }
    expect(broken).toEqual([])
  })

  // Lighthouse's SEO audit "Links do not have descriptive text" flags these words alone as a link's text.
  const vague = [
    'click here',
    'click this',
    'go',
    'here',
    'information',
    'learn more',
    'more',
    'more info',
    'more information',
    'right here',
    'read more',
    'see more',
    'start',
    'this',
    'continue',
    'go here',
    'this page',
  ]
  it('every link says where it goes', () => {
    const found = routes.flatMap((route) =>
      dom(route.path)
        .querySelectorAll('a[href]')
        .map((a) => a.textContent.replace(/\s+/g, ' ').trim().toLowerCase())
        .filter((text) => vague.includes(text))
        .map((text) => `${route.path}: "${text}"`),
    )
    expect(found).toEqual([])
  })
})

describe('the license number', () => {
  /** The text nodes of a page's body outside scripts (JSON-LD names the license too, as data). */
  const textNodes = (node: Node): Node[] =>
    node.nodeType === NodeType.TEXT_NODE
      ? [node]
      : node.rawTagName === 'script'
        ? []
        : node.childNodes.flatMap(textNodes)

  it('links to its public record at the CSLB wherever a page prints it', () => {
    const unlinked: string[] = []
    for (const { path } of everyPage) {
      const mentions = textNodes(dom(path).querySelector('body')!).filter((text) =>
        text.text.includes(business.licenseNumber),
      )
      for (const text of mentions) {
        const link = text.parentNode?.closest('a')
        if (link?.getAttribute('href') !== licenseLookupHref) unlinked.push(`${path}: "${text.text.trim()}"`)
      }
    }
    expect(unlinked).toEqual([])
  })

  it('links the CSLB record of the digits of the license (the class letter is not part of its number there)', () => {
    expect(licenseLookupHref).toBe(
      `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${business.licenseNumber.slice(2)}`,
    )
    expect(business.licenseNumber.slice(2)).toMatch(/^\d{6,8}$/)
  })
})

describe('images', () => {
  it('every image has an alt attribute (axe judges its text), width and height, and AVIF and WebP from /assets/', () => {
    const problems: string[] = []
    for (const route of routes) {
      for (const img of dom(route.path).querySelectorAll('img')) {
        const src = img.getAttribute('src') ?? ''
        if (img.getAttribute('alt') === undefined) problems.push(`${route.path}: ${src} has no alt`)
        if (!img.getAttribute('width') || !img.getAttribute('height'))
          problems.push(`${route.path}: ${src} has no dimensions`)
        if (!src.startsWith('/assets/')) problems.push(`${route.path}: ${src} is not a built asset`)
        if (!src.endsWith('.webp') || !img.closest('picture')?.querySelector('source[type="image/avif"]'))
          problems.push(`${route.path}: ${src} lacks its WebP or AVIF variant`)
      }
    }
    expect(problems).toEqual([])
  })

  // The AV1 configuration box (av1C) holds the chroma subsampling: x and y bits 1, 1 in its third byte is 4:2:0.
  it('every AVIF photo keeps colour at half resolution (4:2:0), as the source JPEGs do', () => {
    const assets = join(DIST, 'assets/static')
    const avifs = readdirSync(assets).filter((name) => name.endsWith('.avif'))
    expect(avifs.length).toBeGreaterThan(100)
    const full = avifs.filter((name) => {
      const bytes = readFileSync(join(assets, name))
      const box = bytes.indexOf('av1C')
      return box < 0 || (bytes[box + 6]! & 0b1100) !== 0b1100
    })
    expect(full).toEqual([])
  })

  // The hero's darkening is in its photos (vite.config.ts, heroShade), so nothing in the page keeps the white copy
  // readable but their pixels: the brightest 4 x 4 patch (a stroke of the copy is wider than a pixel of noise)
  // must hold the 4.5:1 that WCAG asks of white text, in every variant a screen may pick.
  it("every variant of the hero's photos is dark enough for its white copy (4.5:1)", async () => {
    const files = dom('/')
      .querySelectorAll('#hero [data-slide] source, #hero [data-slide] img')
      .flatMap((node) => (node.getAttribute('srcset') ?? node.getAttribute('src') ?? '').split(','))
      .map((candidate) => candidate.trim().split(' ')[0]!)
      .filter((file, index, all) => all.indexOf(file) === index)
    expect(files.length).toBeGreaterThanOrEqual(30)
    const contrasts = await Promise.all(
      files.map(async (file) => ({ file, contrast: whiteContrast(await brightestPatch(file)) })),
    )
    expect(contrasts.filter(({ contrast }) => contrast < 4.5)).toEqual([])
  })

  // Google Search shows a site's icon when it is square and a multiple of 48 px; lib/urls.ts says why a PNG.
  it('every page links the tab icon: a square PNG, a multiple of 48 px, the size its link gives', async () => {
    const { format, width = 0, height } = await sharp(join(DIST, FAVICON_PATH)).metadata()
    expect({ format, square: width === height, of48: width % 48 }).toEqual({ format: 'png', square: true, of48: 0 })
    for (const { path } of everyPage) {
      const link = dom(path).querySelector('link[rel="icon"]')
      expect(link?.attributes, path).toMatchObject({ href: FAVICON_PATH, sizes: `${width}x${height}` })
    }
  })
})

/** WCAG's linear value of each 8-bit sRGB channel value. */
const LINEAR = Array.from({ length: 256 }, (_, value) => {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
})

const whiteContrast = (luminance: number) => 1.05 / (luminance + 0.05)

/** The highest mean luminance (WCAG's) of any 4 x 4 pixel square of a built photo. */
async function brightestPatch(file: string): Promise<number> {
  const { data, info } = await sharp(join(DIST, file)).removeAlpha().raw().toBuffer({ resolveWithObject: true })
  const { width, height } = info
  const luminance = new Float64Array(width * height)
  for (let i = 0; i < luminance.length; i++)
    luminance[i] =
      0.2126 * LINEAR[data[3 * i]!]! + 0.7152 * LINEAR[data[3 * i + 1]!]! + 0.0722 * LINEAR[data[3 * i + 2]!]!
  // Sums of 4 across, then of 4 of those down.
  const across = new Float64Array(width * height)
  for (let i = 0; i < across.length; i++)
    across[i] = i % width < 3 ? 0 : luminance[i]! + luminance[i - 1]! + luminance[i - 2]! + luminance[i - 3]!
  let brightest = 0
  for (let i = 3 * width; i < across.length; i++)
    brightest = Math.max(brightest, across[i]! + across[i - width]! + across[i - 2 * width]! + across[i - 3 * width]!)
  return brightest / 16
}
