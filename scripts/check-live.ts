/**
 * `npm run check:live -- <site address>`: a smoke check of a deployed site, as a search engine and a visitor
 * meet it. It reads the site's sitemap.xml and checks every page path against the address given (so a preview
 * deployment or a local run works too, whatever origin the sitemap names), then the 404 page, caching, the
 * prerendering rules, the Supabase project the pages post to (found in the pages themselves, not in settings)
 * and the apex/www redirect; given the project's secret key in SUPABASE_SECRET_KEY, the server side too
 * (check-server.ts).
 * Prints a table; exits non-zero on any failure.
 */
import { isIP } from 'node:net'
import { type HTMLElement, parse } from 'node-html-parser'
import { formFunctions } from '../lib/forms.ts'
import { checkServer, describeError, notApplicable, type Row, reaching, row } from './check-server.ts'
import { deployHeaderRules, SPECULATION_RULES_TYPE } from './deploy-headers.ts'

export type { Row }

/** The edge functions the forms call (notify-pending is called by the scheduler, never by a browser). */
const FUNCTIONS = Object.values(formFunctions)
/** The tables the forms insert into, which anon must never read. */
const TABLES = ['leads', 'subcontractors']
/** What a browser asks before posting to a function (supabase-js sends x-client-info as well). */
const REQUEST_HEADERS = ['authorization', 'apikey', 'content-type', 'x-client-info']

/** Headers every HTML page must carry: those _headers gives every path. */
// (Their names only: the CSP's hashes of the inline styles and script are the build's business.)
const PAGE_HEADERS = deployHeaderRules({ styles: [], scripts: [] })
  .filter((rule) => rule.pattern === '/*')
  .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))

async function get(url: string, init: RequestInit = {}): Promise<Response> {
  return fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init })
}

/** Runs `work` on every item, a few at a time (a polite crawler, and quick). */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>, size = 4): Promise<R[]> {
  const results: R[] = []
  for (let i = 0; i < items.length; i += size) results.push(...(await Promise.all(items.slice(i, i + size).map(work))))
  return results
}

interface Page {
  path: string
  html?: HTMLElement
  response?: Response
}

async function checkPage(origin: string, path: string): Promise<[Row, Page]> {
  let response: Response
  try {
    response = await get(origin + path)
  } catch (error) {
    return [row('page', path, [describeError(error)], ''), { path }]
  }
  if (response.status !== 200) {
    const location = response.headers.get('location')
    return [
      row('page', path, [`answers ${response.status}${location ? ` -> ${location}` : ''}, not 200`], ''),
      { path, response },
    ]
  }
  const html = parse(await response.text())
  const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href')
  const missing = PAGE_HEADERS.filter((name) => !response.headers.has(name))
  const problems = [
    canonical ? new URL(canonical, origin).pathname !== path && `canonical names ${canonical}` : 'no canonical tag',
    missing.length > 0 && `missing ${missing.join(', ')}`,
    !/default-src/.test(response.headers.get('content-security-policy') ?? '') && 'CSP has no default-src',
  ]
  return [
    row('page', path, problems, `200, canonical, ${PAGE_HEADERS.length} security headers`),
    { path, html, response },
  ]
}

function checkNotFound(origin: string): Promise<Row> {
  const path = `/404-check-${Math.random().toString(36).slice(2, 10)}`
  return reaching('unknown path', path, async () => {
    const response = await get(origin + path)
    const type = response.headers.get('content-type') ?? ''
    const problems = [
      response.status !== 404 && `answers ${response.status}, not 404`,
      !type.includes('text/html') && `is ${type || 'untyped'}, not the HTML 404 page`,
    ]
    return row('unknown path', path, problems, '404 with the HTML 404 page')
  })
}

/**
 * Where a page names files it loads: the usual attributes, and those of the build's inline script (the shared
 * behaviours and the page's entry it loads after the first paint) and of islands whose props are a file.
 */
const FILE_ATTRIBUTES = ['src', 'href', 'data-site', 'data-entry', 'data-props-src']

/** Hashed assets named by the pages (scripts, images, island props) are cached for a year; HTML is not cached immutable. */
async function checkCaching(origin: string, pages: Page[]): Promise<Row[]> {
  const assets = new Set<string>()
  for (const { html } of pages) {
    for (const el of html?.querySelectorAll(FILE_ATTRIBUTES.map((name) => `[${name}]`).join(', ')) ?? []) {
      for (const url of FILE_ATTRIBUTES.map((name) => el.getAttribute(name) ?? ''))
        if (url.startsWith('/assets/')) assets.add(url)
    }
  }
  const assetProblems = await inBatches([...assets], async (path) => {
    const response = await get(origin + path, { method: 'HEAD' }).catch(describeError)
    if (typeof response === 'string') return `${path}: ${response}`
    const cache = response.headers.get('cache-control') ?? ''
    const kept = response.status === 200 && /immutable/.test(cache) && /max-age=31536000/.test(cache)
    return !kept && `${path}: ${response.status} "${cache}"`
  })
  const htmlProblems = pages
    .filter(({ response }) => /immutable/.test(response?.headers.get('cache-control') ?? ''))
    .map(({ path, response }) => `${path}: "${response!.headers.get('cache-control')}"`)
  return [
    assets.size
      ? row('assets cached immutable', `${assets.size} files`, assetProblems, 'max-age=31536000, immutable')
      : row('assets cached immutable', 'none found', ['the pages name no /assets/ file'], ''),
    row('HTML not cached immutable', `${pages.length} pages`, htmlProblems, 'revalidated'),
  ]
}

/**
 * The rule set the pages' Speculation-Rules header names (lib/speculation-rules.ts): Chromium ignores it unless
 * it comes with its own content type, which a host sends only when told to (_headers does).
 */
async function checkSpeculationRules(origin: string, pages: Page[]): Promise<Row> {
  const named = pages.find((page) => page.response)?.response?.headers.get('speculation-rules') ?? ''
  const path = /^"([^"]+)"$/.exec(named)?.[1]
  if (!path) return row('prerendering rules', 'Speculation-Rules header', ['the pages name no rule set'], '')
  return reaching('prerendering rules', path, async () => {
    const response = await get(new URL(path, origin).href)
    const type = response.headers.get('content-type') ?? ''
    const problems = [
      response.status !== 200 && `answers ${response.status}`,
      !type.startsWith(SPECULATION_RULES_TYPE) && `is ${type || 'untyped'}, not ${SPECULATION_RULES_TYPE}`,
    ]
    return row('prerendering rules', path, problems, SPECULATION_RULES_TYPE)
  })
}

interface Backend {
  url: string
  publishableKey: string
}

/** The Supabase project the islands post to, from their serialized props (in the page, or the file it names). */
async function backendOf(origin: string, pages: Page[]): Promise<Backend | undefined> {
  const search = (value: unknown): Backend | undefined => {
    if (!value || typeof value !== 'object') return undefined
    const candidate = value as Record<string, unknown>
    if (typeof candidate.supabaseUrl === 'string' && typeof candidate.publishableKey === 'string')
      return { url: candidate.supabaseUrl, publishableKey: candidate.publishableKey }
    return Object.values(candidate).map(search).find(Boolean)
  }
  for (const { html } of pages) {
    for (const island of html?.querySelectorAll('[data-props], [data-props-src]') ?? []) {
      const inline = island.getAttribute('data-props')
      const props: unknown =
        inline !== undefined
          ? JSON.parse(inline)
          : await get(origin + island.getAttribute('data-props-src')).then(
              (r) => r.json(),
              () => null,
            )
      const found = search(props)
      if (found) return found
    }
  }
  return undefined
}

async function checkBackend(origin: string, pages: Page[], backend: Backend | undefined): Promise<Row[]> {
  if (!backend)
    return [row('Supabase project', 'from the pages', ['no page names a Supabase project (no form island found)'], '')]
  const csp = pages.find((page) => page.response)?.response?.headers.get('content-security-policy') ?? ''
  const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? ''
  const rows = [
    row(
      'Supabase project',
      backend.url,
      connect.includes(new URL(backend.url).origin) ? [] : ["the CSP's connect-src does not allow it"],
      'named by the forms, allowed by the CSP',
    ),
  ]

  for (const name of FUNCTIONS) {
    const target = `${backend.url}/functions/v1/${name}`
    const preflight = reaching('function CORS preflight', target, async () => {
      const response = await get(target, {
        method: 'OPTIONS',
        headers: {
          Origin: origin,
          'Access-Control-Request-Method': 'POST',
          'Access-Control-Request-Headers': REQUEST_HEADERS.join(', '),
        },
      })
      const allowOrigin = response.headers.get('access-control-allow-origin')
      const allowHeaders = (response.headers.get('access-control-allow-headers') ?? '').toLowerCase()
      const problems = [
        !response.ok && `answers ${response.status}`,
        allowOrigin !== '*' && allowOrigin !== origin && `Access-Control-Allow-Origin is ${allowOrigin ?? 'missing'}`,
        allowHeaders !== '*' &&
          REQUEST_HEADERS.some((h) => !allowHeaders.includes(h)) &&
          `Access-Control-Allow-Headers "${allowHeaders}" lacks some of ${REQUEST_HEADERS.join(', ')}`,
      ]
      return row('function CORS preflight', target, problems, `${response.status}, allows ${allowOrigin}`)
    })
    rows.push(await preflight)
  }

  for (const table of TABLES) {
    const target = `${backend.url}/rest/v1/${table}`
    const read = reaching('anon cannot read', target, async () => {
      // At most one row, should anon be able to read at all (PostgREST's Range header).
      const key = backend.publishableKey
      const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Range-Unit': 'items', Range: '0-0' }
      const response = await get(`${target}?select=id`, { headers })
      const body = await response.text()
      const refused = response.status === 401 || response.status === 403
      const empty = response.status === 200 && body.trim() === '[]'
      const problem = !refused && !empty && `answers ${response.status}: ${body.slice(0, 120)}`
      return row('anon cannot read', target, [problem], refused ? `refused (${response.status})` : 'returns nothing')
    })
    rows.push(await read)
  }
  return rows
}

/** Given the apex or www host, the other one must redirect permanently to the address given. */
export async function checkApexWww(site: URL): Promise<Row> {
  const host = site.hostname
  const labels = host.split('.')
  const skip = (why: string) => notApplicable('apex/www redirect', host, `not checked: ${why}`)
  if (isIP(host.replace(/^\[|\]$/g, '')) || host === 'localhost' || host.endsWith('.localhost') || labels.length < 2)
    return skip('an IP address or local host has no apex/www pair')
  let other: string
  if (labels[0] === 'www') other = labels.slice(1).join('.')
  else if (labels.length === 2) other = `www.${host}`
  else return skip(`${host} is neither an apex domain nor its www host`)
  const target = `${site.protocol}//${other}/`
  return reaching('apex/www redirect', target, async () => {
    const response = await get(target)
    const location = response.headers.get('location')
    const lands = location ? new URL(location, target).origin === site.origin : false
    const problems = [
      ![301, 308].includes(response.status) && `answers ${response.status}, not a permanent redirect`,
      !lands && `redirects to ${location ?? 'nowhere'}, not ${site.origin}`,
    ]
    return row('apex/www redirect', target, problems, `${response.status} -> ${location}`)
  })
}

/**
 * The server side, given the project's secret key (check-server.ts); without it, a row says what was skipped.
 * The key travels only to the project the pages name.
 */
async function serverRows(backend: Backend | undefined, secretKey: string | undefined): Promise<Row[]> {
  if (!backend) return []
  if (secretKey) return checkServer(backend.url, secretKey)
  return [
    notApplicable(
      'server checks',
      backend.url,
      'skipped: with SUPABASE_SECRET_KEY=sb_secret_... set, check:live also checks the photos policy, the schedules and their answers, Vault, the e-mail settings and the client address the limits count',
    ),
  ]
}

export async function checkLive(address: string, { secretKey }: { secretKey?: string } = {}): Promise<Row[]> {
  const site = new URL(address)
  const origin = site.origin
  let sitemap: Response
  try {
    sitemap = await get(`${origin}/sitemap.xml`)
  } catch (error) {
    return [row('sitemap.xml', `${origin}/sitemap.xml`, [describeError(error)], '')]
  }
  const locs =
    sitemap.status === 200 ? [...(await sitemap.text()).matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!) : []
  const rows = [
    row(
      'sitemap.xml',
      `${origin}/sitemap.xml`,
      [sitemap.status !== 200 ? `answers ${sitemap.status}` : !locs.length && 'lists no page'],
      `${locs.length} pages, named under ${locs[0] ? new URL(locs[0]).origin : '?'}`,
    ),
  ]
  const checked = await inBatches(
    locs.map((loc) => new URL(loc).pathname),
    (path) => checkPage(origin, path),
  )
  const pages = checked.map(([, page]) => page)
  rows.push(...checked.map(([pageRow]) => pageRow))
  rows.push(await checkNotFound(origin))
  rows.push(...(await checkCaching(origin, pages)))
  rows.push(await checkSpeculationRules(origin, pages))
  const backend = await backendOf(origin, pages)
  rows.push(...(await checkBackend(origin, pages, backend)))
  rows.push(...(await serverRows(backend, secretKey)))
  rows.push(await checkApexWww(site))
  return rows
}

export function formatTable(rows: Row[]): string {
  const columns: (keyof Row)[] = ['result', 'check', 'target', 'detail']
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((r) => r[column].length)))
  const line = (cells: string[]) => `| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`
  return [
    line(columns),
    line(widths.map((w) => '-'.repeat(w))),
    ...rows.map((r) => line(columns.map((c) => r[c]))),
  ].join('\n')
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const address = process.argv[2]
  if (!address || !/^https?:\/\//.test(address)) {
    console.error('Usage: [SUPABASE_SECRET_KEY=sb_secret_...] npm run check:live -- https://www.your-domain.com')
    process.exit(2)
  }
  const rows = await checkLive(address, { secretKey: process.env.SUPABASE_SECRET_KEY?.trim() || undefined })
  const failures = rows.filter((r) => r.result === 'FAIL').length
  console.log(formatTable(rows))
  console.log(
    failures
      ? `\n${failures} check(s) failed.`
      : `\nAll ${rows.filter((r) => r.result === 'ok').length} checks passed (${rows.length - failures - rows.filter((r) => r.result === 'ok').length} not applicable).`,
  )
  process.exitCode = failures ? 1 : 0
}
