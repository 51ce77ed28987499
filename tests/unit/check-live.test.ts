// check:live against a deliberately broken site on a local server: every kind of fault it exists to catch shows
// up as a failed row. Its server side against a database: tests/functions/check-server.test.ts.
import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkApexWww, checkLive, clientNetworkProblem, DEPLOY_STEPS, type Row } from '../../scripts/check-live.ts'
import { deployHeaderRules } from '../../scripts/deploy-headers.ts'

let server: Server
let origin = ''
let rows: Row[] = []

const securityHeaders = Object.fromEntries(deployHeaderRules({ styles: [], scripts: [] })[0]!.headers)
const page = (canonical: string) =>
  `<!doctype html><link rel="canonical" href="https://www.prod.example${canonical}"><script src="/assets/app.js"></script>` +
  `<div data-island="QuoteForm" data-props-src="/assets/islands/QuoteForm.json"></div>`

beforeAll(async () => {
  server = createServer((request, response) => {
    const path = new URL(request.url!, 'http://x').pathname
    const props = { backend: { supabaseUrl: `${origin}/sb`, publishableKey: 'public-key' } }
    const html = { 'Content-Type': 'text/html' }
    const locs = ['/good/', '/moved/', '/wrong/'].map((p) => `<url><loc>https://www.prod.example${p}</loc></url>`)
    const csp = `default-src 'self'; connect-src 'self' ${origin}`
    const immutable = 'public, max-age=31536000, immutable'
    const site: Record<string, [number, Record<string, string>, string]> = {
      '/sitemap.xml': [200, { 'Content-Type': 'application/xml' }, `<urlset>${locs.join('')}</urlset>`],
      '/good/': [200, { ...html, ...securityHeaders, 'Content-Security-Policy': csp }, page('/good/')],
      '/moved/': [308, { Location: '/moved' }, ''],
      '/wrong/': [200, { ...html, 'Cache-Control': immutable }, page('/elsewhere/')],
      '/assets/app.js': [200, { 'Cache-Control': 'max-age=3600' }, ''],
      '/assets/islands/QuoteForm.json': [200, {}, JSON.stringify(props)],
      '/sb/functions/': [404, {}, '{"message":"Function not found"}'],
      '/sb/rest/': [200, { 'Content-Type': 'application/json' }, '[{"id":"a-stored-lead"}]'],
    }
    // The stand-in Supabase project answers every function and table alike.
    const [status, headers, body] = site[path.replace(/^(\/sb\/\w+\/).*/, '$1')] ?? [200, html, '<p>Soft 404</p>']
    response.writeHead(status, headers).end(body)
  })
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  rows = await checkLive(`${origin}/`)
})
afterAll(() => new Promise<void>((done) => server.close(() => done())))

/** Each fault of the broken site and the row that reports it, with a phrase of its detail. */
const expected: [check: string, target: string, result: Row['result'], detail: string | RegExp][] = [
  // Each sitemap path is checked at the address given, whatever origin the sitemap names.
  ['sitemap.xml', '', 'ok', '3 pages, named under https://www.prod.example'],
  ['page', '/good/', 'ok', '200, canonical'],
  ['page', '/moved/', 'FAIL', 'answers 308 -> /moved'],
  ['page', '/wrong/', 'FAIL', /canonical names .*\/elsewhere\/.*missing content-security-policy/],
  ['unknown path', '', 'FAIL', 'answers 200, not 404'],
  ['assets cached immutable', '', 'FAIL', '/assets/app.js'],
  ['HTML not cached immutable', '', 'FAIL', '/wrong/'],
  ['prerendering rules', '', 'FAIL', 'the pages name no rule set'],
  // The project is read from the island's props file.
  ['Supabase project', '/sb', 'ok', 'named by the forms'],
  ['function CORS preflight', 'send-lead-email', 'FAIL', 'answers 404'],
  ['anon cannot read', '/rest/v1/leads', 'FAIL', 'a-stored-lead'],
  ['server checks', '', 'n/a', 'skipped: set SUPABASE_SECRET_KEY'],
  ['apex/www redirect', '', 'n/a', 'an IP address or local host'],
]

describe('check:live on a broken site', () => {
  it.each(expected)('%s %s: %s', (check, target, result, detail) => {
    const row = rows.find((r) => r.check === check && r.target.includes(target))
    const phrase = typeof detail === 'string' ? expect.stringContaining(detail) : expect.stringMatching(detail)
    expect(row).toMatchObject({ result, detail: phrase })
  })
  it('says plainly when the apex/www redirect cannot apply to a host', async () => {
    expect(await checkApexWww(new URL('https://remodel.coastal.example/'))).toMatchObject({
      result: 'n/a',
      detail: expect.stringContaining('neither an apex domain nor its www host'),
    })
  })
})

describe('the client address the database counts', () => {
  it("passes a visitor's public address that a forged x-forwarded-for entry does not change", () => {
    expect(clientNetworkProblem('203.0.113.7/32', '203.0.113.7/32')).toBeUndefined()
    expect(clientNetworkProblem('2a01:4f8:1:2::/64', '2a01:4f8:1:2::/64')).toBeUndefined()
  })
  it('fails a proxy, a private, local or carrier-grade NAT address, none, or one the request can choose', () => {
    expect(clientNetworkProblem('104.23.1.9/32', '104.23.1.9/32')).toMatch(/one of Cloudflare's proxies/)
    expect(clientNetworkProblem('2606:4700:10::/64', '2606:4700:10::/64')).toMatch(/Cloudflare/)
    for (const address of ['10.1.2.3/32', '172.20.0.5/32', '192.168.1.9/32', '100.100.1.1/32', '127.0.0.1/32'])
      expect(clientNetworkProblem(address, address)).toMatch(/private, local or carrier-grade NAT/)
    expect(clientNetworkProblem(null, null)).toMatch(/no client address/)
    expect(clientNetworkProblem('203.0.113.7/32', '198.51.100.23/32')).toMatch(/forges its first x-forwarded-for/)
  })
})

it('names steps of docs/deploy.md that exist, under those numbers and titles', () => {
  const guide = readFileSync('docs/deploy.md', 'utf8')
  for (const [number, title] of Object.values(DEPLOY_STEPS))
    expect(guide).toMatch(
      new RegExp(`^${number}\\. \\*\\*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\.?\\*\\*`, 'm'),
    )
})
