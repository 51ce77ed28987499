/**
 * The bytes of the first round trip, as Cloudflare's Pages runtime serves them (the e2e server runs
 * `wrangler pages dev`), and what the trimmed inline CSS must never change. docs/performance.md says why:
 * a TCP connection's first round trip carries 10 segments of 1,460 bytes, and a document larger than that
 * costs a whole extra round trip before anything paints (Lighthouse models exactly this).
 */
import { readFileSync } from 'node:fs'
import { connect } from 'node:net'
import { join } from 'node:path'
import { expect, type Page, test } from '@playwright/test'
import { routes } from '../../lib/routes.ts'
import { kindOf, pathsByKind, WHOLE_STYLESHEET } from '../../scripts/page-kinds.ts'

/** The first round trip of a new connection: TCP's initial window of 10 segments of 1,460 bytes (RFC 6928). */
const FIRST_ROUND_TRIP = 10 * 1460
/** The home page carries the whole site stylesheet for its islands; its goal is 1.6x, not 1.3x. */
const NOT_TEXT_PAGES = new Set(['/'])

/** Everything a response puts on the wire (status line, headers, gzip body and its chunk framing), as Chromium asks for a page over HTTP. */
function bytesOnTheWire(origin: string, path: string): Promise<{ headers: number; total: number; status: string }> {
  const { hostname, port } = new URL(origin)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    const chunks: Buffer[] = []
    socket.on('data', (chunk) => chunks.push(chunk))
    socket.on('error', reject)
    socket.on('end', () => {
      const response = Buffer.concat(chunks)
      const end = response.indexOf('\r\n\r\n') + 4
      resolve({ headers: end, total: response.length, status: response.subarray(0, end).toString().split('\r\n')[0]! })
    })
    socket.end(
      `GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nAccept: text/html\r\nAccept-Encoding: gzip, deflate\r\nConnection: close\r\n\r\n`,
    )
  })
}

test('every text page arrives whole in the first round trip, headers included', async ({ baseURL }) => {
  const over: string[] = []
  for (const route of routes.filter((r) => !NOT_TEXT_PAGES.has(r.path))) {
    const { headers, total, status } = await bytesOnTheWire(baseURL!, route.path)
    expect(status, route.path).toBe('HTTP/1.1 200 OK')
    expect(headers, `${route.path}: response headers`).toBeLessThan(1200)
    if (total > FIRST_ROUND_TRIP)
      over.push(`${route.path} (${kindOf(route)}): ${total} bytes, ${total - FIRST_ROUND_TRIP} over`)
  }
  expect(over).toEqual([])
})

const WIDTHS = [390, 1280]

/**
 * Every element's computed style (and its ::before and ::after), custom properties aside, at each width: one
 * line per element, so two snapshots of the same page compare line by line.
 */
async function computedStyles(page: Page): Promise<string[]> {
  const lines: string[] = []
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: 900 })
    // A new width can pick another photo from a srcset (the blog's 96 px thumbnails become 600 px cards): read
    // the styles once every photo has loaded again, so no box is read mid-swap in one load and not the other.
    // The browser picks the new source at a frame after the resize, and until the new photo has loaded,
    // decode() answers for the one it replaces: so let frames pass until no photo has a load pending (an image
    // is `complete` only then; every photo is eager by now), then decode.
    await page.evaluate(async () => {
      const frame = () => new Promise((framed) => requestAnimationFrame(() => requestAnimationFrame(framed)))
      await frame()
      for (let frames = 0; frames < 300 && ![...document.images].every((img) => img.complete); frames++) await frame()
      await Promise.all([...document.images].map((img) => img.decode().catch(() => undefined)))
    })
    lines.push(
      ...(await page.evaluate((width) => {
        const elements = [...document.querySelectorAll('body *')]
        const names = [...getComputedStyle(document.body)].filter((name) => !name.startsWith('--'))
        return elements.map((element, index) => {
          const values = [null, '::before', '::after'].flatMap((pseudo) => {
            const style = getComputedStyle(element, pseudo)
            return pseudo && style.content === 'none'
              ? []
              : names.map((name) => `${pseudo ?? ''}${name}: ${style.getPropertyValue(name)}`)
          })
          return `${width} px, ${element.tagName.toLowerCase()} #${index}: ${values.join('; ')}`
        })
      }, width)),
    )
  }
  return lines
}

/** The first few elements whose style differs, with only the properties that differ. */
function differences(own: string[], whole: string[]): string[] {
  return own
    .flatMap((line, index) => {
      if (line === whole[index]) return []
      const [label, ownValues] = line.split(/: (.*)/s) as [string, string]
      const wholeValues = whole[index]!.split(/: (.*)/s)[1]!.split('; ')
      return [
        `${label}: ${ownValues
          .split('; ')
          .filter((value, i) => value !== wholeValues[i])
          .join('; ')}`,
      ]
    })
    .slice(0, 5)
}

test.describe('a page kind’s inline CSS, trimmed to what its pages use, styles them exactly as the whole stylesheet', () => {
  // The page is loaded a second time with the whole stylesheet in place of its own, which its CSP does not allow.
  test.use({ bypassCSP: true })

  const hasIslands = (path: string) =>
    readFileSync(join('dist/client', path, 'index.html'), 'utf8').includes('data-island=')
  for (const [kind, [path]] of pathsByKind()) {
    if (!path) continue
    test(`${kind} (${path})`, async ({ page }) => {
      // A page with islands (the whole stylesheet less the component rules it cannot match) is read as its HTML
      // paints it, with its code kept away: its islands change its styles as they hydrate.
      if (hasIslands(path)) {
        test.slow()
        await page.route('**/*.js', (route) => route.abort())
      }
      const siteStylesheet = readFileSync(join('dist', WHOLE_STYLESHEET), 'utf8')
      const snapshot = async () => {
        await page.goto(path, { waitUntil: 'load' })
        // The menu open, the one state a visitor's tap changes without a script; and no transitions, so that a
        // style read just after the width changes is the style at that width.
        await page.evaluate(() => {
          for (const details of document.querySelectorAll('details')) details.open = true
        })
        await page.addStyleTag({ content: '*, ::before, ::after { transition: none !important }' })
        // Every photo loaded, so that none changes its box between the two loads (a lazy one may or may not have).
        await page.evaluate(() =>
          Promise.all(
            [...document.images].map((img) => {
              img.loading = 'eager'
              return img.decode().catch(() => undefined)
            }),
          ),
        )
        return computedStyles(page)
      }
      const own = await snapshot()
      await page.route(path, async (route) => {
        const html = await (await route.fetch()).text()
        await route.fulfill({
          contentType: 'text/html',
          body: html.replace(/<style>[\s\S]*?<\/style>/, () => `<style>${siteStylesheet}</style>`),
        })
      })
      const whole = await snapshot()
      expect(own.length).toBe(whole.length)
      expect(differences(own, whole)).toEqual([])
    })
  }
})
