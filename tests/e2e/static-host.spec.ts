// The build as a real static host serves it (`wrangler pages dev`, scripts/serve.ts): every file a page names answers
// 200 at once with its _headers headers (each page itself: pages.spec.ts), other spellings of a page redirect to its
// one URL form, and an unknown path gets the site's own 404 page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { parse } from 'node-html-parser'
import { routes } from '../../lib/routes.ts'
import { atATime } from '../../scripts/at-a-time.ts'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'
import { expect, SITE, test } from './fixtures.ts'

const rules = parseHeadersFile(readFileSync(join(SITE, '_headers'), 'utf8'))
/** Where a page names a file: links, scripts, images and their candidates, and the files its inline script loads. */
const URL_ATTRIBUTES = ['href', 'src', 'srcset', 'imagesrcset', 'data-site', 'data-entry', 'data-props-src']

/** Every same-site URL a page names, but its canonical address. */
function urlsIn(html: string): string[] {
  return parse(html)
    .querySelectorAll(URL_ATTRIBUTES.map((name) => `[${name}]`).join(', '))
    .filter((element) => element.getAttribute('rel') !== 'canonical')
    .flatMap((element) =>
      URL_ATTRIBUTES.flatMap((name) => {
        const value = element.getAttribute(name) ?? ''
        return name.endsWith('srcset')
          ? value.split(',').map((candidate) => candidate.trim().split(/\s+/)[0]!)
          : [value]
      }),
    )
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.split('#')[0]!)
}

/** Six at a time, as a browser asks one host over HTTP/1.1: hundreds at once made wrangler's local proxy reset a
 * connection on a busy 2-core machine (a Cloudflare edge has no such limit). */
const sixAtATime = <T, R>(items: T[], work: (item: T) => Promise<R>) => atATime(6, items, work)

test('every URL a page names answers 200 with no redirect, with the headers _headers gives it', async ({ request }) => {
  const pages = new Set(routes.map((route) => route.path))
  const htmls = await sixAtATime([...pages, '/no-such-page/'], async (path) => (await request.get(path)).text())
  const named = new Set(htmls.flatMap(urlsIn).filter((url) => !pages.has(url)))
  const failures = await sixAtATime([...named], async (path) => {
    const response = await request.get(path, { maxRedirects: 0 })
    const headers = response.headers()
    return [
      ...(response.status() === 200 ? [] : [`${path}: ${response.status()} ${headers.location ?? ''}`]),
      ...headersFor(rules, path)
        .filter(([name, value]) => headers[name.toLowerCase()] !== value)
        .map(([name, value]) => `${path}: ${name} is "${headers[name.toLowerCase()]}", _headers says "${value}"`),
    ]
  })
  expect(failures.flat()).toEqual([])
  expect([...named].filter((path) => path.startsWith('/assets/islands/')).length).toBeGreaterThan(1)
  expect([...named].filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(40)
})

test("an unknown path, at any depth, gets the site's own 404 page with status 404", async ({ request }) => {
  const notFoundPage = readFileSync(join(SITE, '404.html'))
  for (const path of ['/no-such-page', '/services/no-such-service/', '/assets/no-such-file.js']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect((await response.body()).equals(notFoundPage), path).toBe(true)
  }
})

test('other spellings of a page redirect permanently to its one URL, as on Cloudflare Pages', async ({ request }) => {
  for (const [path, target] of [
    ['/about', '/about/'],
    ['/about/index.html', '/about/'],
    ['/index.html', '/'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 })
    expect(`${path} ${response.status()} ${response.headers().location}`).toBe(`${path} 308 ${target}`)
  }
})
