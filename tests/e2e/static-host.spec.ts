/**
 * The build as a real static host serves it: the e2e server runs Cloudflare's Pages runtime (`wrangler pages dev`,
 * scripts/serve.ts) on dist/client. Every URL the site names must answer 200 straight away, the host must apply
 * _headers as written, and an unknown path must get the site's own 404 page.
 */
import { execFile } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { type APIRequestContext, expect, test } from '@playwright/test'
import { parse } from 'node-html-parser'
import { LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { routes } from '../../lib/routes.ts'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'

const DIST = 'dist/client'
const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'))

/** Every same-site URL a page names: links, scripts, styles, preloads, images and their srcset candidates. */
function urlsIn(html: string): string[] {
  const root = parse(html)
  const urls = [
    ...root
      .querySelectorAll('a[href], link[href]')
      .filter((el) => el.getAttribute('rel') !== 'canonical')
      .map((el) => el.getAttribute('href')!),
    ...root.querySelectorAll('script[src], img[src], source[src]').map((el) => el.getAttribute('src')!),
    ...root
      .querySelectorAll('[srcset], [imagesrcset]')
      .flatMap((el) =>
        (el.getAttribute('srcset') ?? el.getAttribute('imagesrcset')!)
          .split(',')
          .map((candidate) => candidate.trim().split(/\s+/)[0]!),
      ),
  ]
  return urls
    .filter((url) => url.startsWith('/') && !url.startsWith('//'))
    .map((url) => url.split('#')[0]!)
    .filter(Boolean)
}

async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get('/sitemap.xml', { maxRedirects: 0 })).text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)
}

test('every sitemap URL answers 200 with no redirect', async ({ request }) => {
  const paths = await sitemapPaths(request)
  expect(paths.sort()).toEqual(
    routes
      .filter((route) => !route.noindex)
      .map((route) => route.path)
      .sort(),
  )
  const answers = await Promise.all(
    paths.map(async (path) => `${path} ${(await request.get(path, { maxRedirects: 0 })).status()}`),
  )
  expect(answers).toEqual(paths.map((path) => `${path} 200`))
})

test('crawling every page the build wrote: every URL a page names answers 200 with no redirect, with the headers _headers gives it', async ({
  request,
}) => {
  const queue = [...routes.map((route) => route.path), ...(await sitemapPaths(request)), '/no-such-page/']
  const seen = new Set<string>()
  const failures: string[] = []
  let pages = 0
  while (queue.length) {
    const path = queue.shift()!
    if (seen.has(path)) continue
    seen.add(path)
    const response = await request.get(path, { maxRedirects: 0 })
    const expectedStatus = path === '/no-such-page/' ? 404 : 200
    if (response.status() !== expectedStatus) {
      failures.push(`${path}: ${response.status()} ${response.headers().location ?? ''}`)
      continue
    }
    for (const [name, value] of headersFor(rules, path)) {
      if (response.headers()[name.toLowerCase()] !== value)
        failures.push(`${path}: ${name} is "${response.headers()[name.toLowerCase()]}", _headers says "${value}"`)
    }
    if ((response.headers()['content-type'] ?? '').startsWith('text/html')) {
      pages++
      queue.push(...urlsIn(await response.text()))
    }
  }
  expect(failures).toEqual([])
  // Every registered page and the 404 page were read, and the files they name.
  expect(pages).toBe(routes.length + 1)
  expect([...seen].filter((path) => path.startsWith('/assets/')).length).toBeGreaterThan(40)
})

test("an unknown path, at any depth, gets the site's own 404 page with status 404", async ({ request }) => {
  const notFoundPage = readFileSync(join(DIST, '404.html'))
  for (const path of ['/no-such-page', '/services/no-such-service/', '/assets/no-such-file.js']) {
    const response = await request.get(path, { maxRedirects: 0 })
    expect(response.status(), path).toBe(404)
    expect(response.headers()['content-type'], path).toContain('text/html')
    expect((await response.body()).equals(notFoundPage), path).toBe(true)
  }
})

test('other spellings of a page redirect permanently to its one URL form, as on Cloudflare Pages', async ({
  request,
}) => {
  for (const [path, target] of [
    ['/about', '/about/'],
    ['/about/index.html', '/about/'],
    ['/index.html', '/'],
  ]) {
    const response = await request.get(path!, { maxRedirects: 0 })
    expect(`${path} ${response.status()} ${response.headers().location}`).toBe(`${path} 308 ${target}`)
  }
})

test('npm run check:live with the secret key passes against the served build, saying what does not apply here', async ({
  baseURL,
}) => {
  const env = { ...process.env, SUPABASE_SECRET_KEY: LOCAL_SECRET_KEY }
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/check-live.ts', `${baseURL}/`], { env }).catch(
    (error: { stdout: string }) => {
      throw new Error(`check:live failed:\n${error.stdout}`)
    },
  )
  expect(stdout).toMatch(
    new RegExp(`\\| ok +\\| sitemap\\.xml +\\|.*\\| ${routes.filter((route) => !route.noindex).length} pages`),
  )
  for (const route of routes.filter((r) => !r.noindex))
    expect(stdout).toMatch(new RegExp(`\\| ok +\\| page +\\| ${route.path} `))
  expect(stdout).toMatch(/\| ok +\| anon cannot read +\| .*\/rest\/v1\/leads/)
  expect(stdout).toMatch(/\| n\/a +\| apex\/www redirect +\| 127\.0\.0\.1 +\| not checked: an IP address/)
  // The server side on the local backend: its Storage policy and e-mail settings; no pg_cron, pg_net or Vault.
  expect(stdout).toMatch(/\| ok +\| photos bucket +\|/)
  expect(stdout).toMatch(/\| ok +\| e-mail settings +\|/)
  for (const check of ['schedules', 'schedule answers', 'Vault secrets', 'client address'])
    expect(stdout).toMatch(new RegExp(`\\| n/a +\\| ${check} +\\|`))
  expect(stdout).not.toMatch(/\| FAIL /)
})
