/**
 * check:live against a deliberately broken site on a local server: every kind of fault it exists to catch shows
 * up as a failed row. Its server side against a database: tests/functions/check-server.test.ts.
 */
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

const find = (check: string, target = '') => rows.find((r) => r.check === check && r.target.includes(target))
/** The row of that check (and target) has that result, with a detail saying so. */
const expectRow = (check: string, target: string, result: Row['result'], detail: string) =>
  expect(find(check, target)).toMatchObject({ result, detail: expect.stringContaining(detail) })

describe('check:live on a broken site', () => {
  it('checks each sitemap path against the address given, whatever origin the sitemap names', () => {
    expectRow('sitemap.xml', '', 'ok', '3 pages, named under https://www.prod.example')
    expectRow('page', '/good/', 'ok', '')
  })
  it('fails a redirect, a canonical naming another path, and missing security headers', () => {
    expectRow('page', '/moved/', 'FAIL', 'answers 308 -> /moved')
    expect(find('page', '/wrong/')).toMatchObject({
      result: 'FAIL',
      detail: expect.stringMatching(/canonical names .*\/elsewhere\/.*missing content-security-policy/),
    })
  })
  it('fails a site whose pages name no prerendering rules', () => {
    expect(find('prerendering rules')).toMatchObject({ result: 'FAIL', detail: 'the pages name no rule set' })
  })
  it('fails a soft 404, assets not cached immutable and HTML that is', () => {
    expectRow('unknown path', '', 'FAIL', 'answers 200, not 404')
    expectRow('assets cached immutable', '', 'FAIL', '/assets/app.js')
    expectRow('HTML not cached immutable', '', 'FAIL', '/wrong/')
  })
  it('finds the Supabase project in the props file and fails a function not deployed and a table anon can read', () => {
    expect(find('Supabase project')).toMatchObject({ result: 'ok', target: `${origin}/sb` })
    expectRow('function CORS preflight', 'send-lead-email', 'FAIL', 'answers 404')
    expectRow('anon cannot read', '/rest/v1/leads', 'FAIL', 'a-stored-lead')
    expectRow('server checks', '', 'n/a', 'skipped: set SUPABASE_SECRET_KEY')
  })
  it('says plainly when the apex/www redirect cannot apply', async () => {
    expectRow('apex/www redirect', '', 'n/a', 'IP address')
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
