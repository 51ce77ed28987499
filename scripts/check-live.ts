/**
 * `npm run check:live -- <site address>`: a smoke check of a deployed site (every page of its sitemap.xml, read at the
 * address given); with SUPABASE_SECRET_KEY, its server side too. What it checks: docs/deploy.md, step 12.
 */
import { BlockList, isIP } from 'node:net'
import { type HTMLElement, parse } from 'node-html-parser'
import { formFunctions } from '../lib/forms.ts'
import { atATime } from './at-a-time.ts'
import { deployHeaderRules, SPECULATION_RULES_TYPE } from './deploy-headers.ts'

export interface Row {
  check: string
  target: string
  result: 'ok' | 'FAIL' | 'n/a'
  detail: string
}

/** A failed row naming the problems found (false, null and undefined are none), or a passed one. */
function row(check: string, target: string, problems: unknown[], okDetail: string): Row {
  const found = problems.filter((problem): problem is string => typeof problem === 'string' && problem !== '')
  return found.length
    ? { check, target, result: 'FAIL', detail: found.join('; ') }
    : { check, target, result: 'ok', detail: okDetail }
}

const notApplicable = (check: string, target: string, detail: string): Row => ({ check, target, result: 'n/a', detail })

const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error)

/** The row of a check whose `work` returns its problems and what passed, or a failed one if its target is out of reach. */
async function probe(check: string, target: string, work: () => Promise<[unknown[], string]>): Promise<Row> {
  try {
    return row(check, target, ...(await work()))
  } catch (error) {
    return row(check, target, [describeError(error)], '')
  }
}

const get = (url: string, init: RequestInit = {}) =>
  fetch(url, { redirect: 'manual', signal: AbortSignal.timeout(20_000), ...init })

/** Requests at a time: a polite crawler, and quick. */
const CRAWLERS = 4

// ---- The site, as anyone can see it ----

/** The names of the headers _headers gives every path (the CSP's hashes are the build's business). */
const PAGE_HEADERS = deployHeaderRules({ styles: [], scripts: [] })
  .filter((rule) => rule.pattern === '/*')
  .flatMap((rule) => rule.headers.map(([name]) => name.toLowerCase()))
/** Where a page names files: the usual attributes, the inline script's (shared behaviours, page entry), islands' props. */
const FILE_ATTRIBUTES = ['src', 'href', 'data-site', 'data-entry', 'data-props-src']

interface Page {
  row: Row
  html?: HTMLElement
  response?: Response
}

/** Catches a host redirecting folder URLs, a single-page-app fallback, and _headers ignored or cut down by hand. */
async function checkPage(origin: string, path: string): Promise<Page> {
  const response = await get(origin + path).catch(describeError)
  if (typeof response === 'string') return { row: row('page', path, [response], '') }
  if (response.status !== 200) {
    const location = response.headers.get('location')
    const problem = `answers ${response.status}${location ? ` -> ${location}` : ''}, not 200`
    return { response, row: row('page', path, [problem], '') }
  }
  const html = parse(await response.text())
  const canonical = html.querySelector('link[rel="canonical"]')?.getAttribute('href')
  const missing = PAGE_HEADERS.filter((name) => !response.headers.has(name))
  const problems = [
    canonical ? new URL(canonical, origin).pathname !== path && `canonical names ${canonical}` : 'no canonical tag',
    missing.length > 0 && `missing ${missing.join(', ')}`,
  ]
  return { html, response, row: row('page', path, problems, `200, canonical, ${PAGE_HEADERS.length} headers`) }
}

/** The same fallback seen from the other side: a missing page that answers 200 is a soft 404 to search engines. */
function checkNotFound(origin: string): Promise<Row> {
  const path = `/404-check-${Math.random().toString(36).slice(2, 10)}`
  return probe('unknown path', path, async () => {
    const response = await get(origin + path)
    const type = response.headers.get('content-type') ?? ''
    const problems = [
      response.status !== 404 && `answers ${response.status}, not 404`,
      !type.includes('text/html') && `is ${type || 'untyped'}, not the HTML 404 page`,
    ]
    return [problems, '404 with the HTML 404 page']
  })
}

/**
 * Files the pages name that were not uploaded, hashed assets without their year-long caching (headers copied by
 * hand, or a CDN rule overriding them), and HTML cached as immutable (an /assets/ rule copied to every path).
 */
async function checkCaching(origin: string, pages: Page[]): Promise<Row[]> {
  const assets = new Set<string>()
  for (const { html } of pages)
    for (const el of html?.querySelectorAll(FILE_ATTRIBUTES.map((name) => `[${name}]`).join(', ')) ?? [])
      for (const url of FILE_ATTRIBUTES.map((name) => el.getAttribute(name) ?? ''))
        if (url.startsWith('/assets/')) assets.add(url)
  const assetProblems = await atATime(CRAWLERS, [...assets], async (path) => {
    const response = await get(origin + path, { method: 'HEAD' }).catch(describeError)
    if (typeof response === 'string') return `${path}: ${response}`
    const cache = response.headers.get('cache-control') ?? ''
    const kept = response.status === 200 && /immutable/.test(cache) && /max-age=31536000/.test(cache)
    return !kept && `${path}: ${response.status} "${cache}"`
  })
  const htmlProblems = pages.map(({ row: { target }, response }) => {
    const cache = response?.headers.get('cache-control') ?? ''
    return /immutable/.test(cache) && `${target}: "${cache}"`
  })
  if (!assets.size) assetProblems.push('the pages name no /assets/ file')
  return [
    row('assets cached immutable', `${assets.size} files`, assetProblems, 'max-age=31536000, immutable'),
    row('HTML not cached immutable', `${pages.length} pages`, htmlProblems, 'revalidated'),
  ]
}

/** Headers copied by hand without the content type Chromium needs to read the rule set Speculation-Rules names. */
async function checkSpeculationRules(origin: string, headers: Headers | undefined): Promise<Row> {
  const path = /^"([^"]+)"$/.exec(headers?.get('speculation-rules') ?? '')?.[1]
  if (!path) return row('prerendering rules', 'Speculation-Rules header', ['the pages name no rule set'], '')
  return probe('prerendering rules', path, async () => {
    const response = await get(new URL(path, origin).href)
    const type = response.headers.get('content-type') ?? ''
    const problems = [
      response.status !== 200 && `answers ${response.status}`,
      !type.startsWith(SPECULATION_RULES_TYPE) && `is ${type || 'untyped'}, not ${SPECULATION_RULES_TYPE}`,
    ]
    return [problems, SPECULATION_RULES_TYPE]
  })
}

/** The Supabase project the form islands post to, as their props files name it. */
interface Backend {
  supabaseUrl: string
  publishableKey: string
}

/**
 * A CSP copied by hand before the project changed (the forms could not reach the new one), functions not deployed
 * or deployed with verify_jwt on (the browser's preflight is refused), a table anon can read (a select policy added).
 */
async function checkBackend(origin: string, csp: string, { supabaseUrl, publishableKey }: Backend): Promise<Row[]> {
  const connect = csp.split(';').find((directive) => directive.trim().startsWith('connect-src')) ?? ''
  const project = row(
    'Supabase project',
    supabaseUrl,
    [!connect.includes(new URL(supabaseUrl).origin) && "the CSP's connect-src does not allow it"],
    'named by the forms, allowed by the CSP',
  )
  const preflights = Object.values(formFunctions).map((name) => {
    const target = `${supabaseUrl}/functions/v1/${name}`
    return probe('function CORS preflight', target, async () => {
      // What supabase-js's request asks; the headers the functions allow are their code's (tests/functions).
      const headers = 'authorization, apikey, content-type, x-client-info'
      const response = await get(target, {
        method: 'OPTIONS',
        headers: { Origin: origin, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': headers },
      })
      return [[!response.ok && `answers ${response.status}`], `${response.status}`]
    })
  })
  // The tables the forms insert into, which anon must never read.
  const reads = Object.keys(formFunctions).map((table) => {
    const target = `${supabaseUrl}/rest/v1/${table}`
    return probe('anon cannot read', target, async () => {
      // At most one row, should anon be able to read at all (PostgREST's Range header).
      const key = publishableKey
      const headers = { apikey: key, Authorization: `Bearer ${key}`, 'Range-Unit': 'items', Range: '0-0' }
      const response = await get(`${target}?select=id`, { headers })
      const body = await response.text()
      const refused = response.status === 401 || response.status === 403
      const empty = response.status === 200 && body.trim() === '[]'
      const problem = !refused && !empty && `answers ${response.status}: ${body.slice(0, 120)}`
      return [[problem], refused ? `refused (${response.status})` : 'returns nothing']
    })
  })
  return [project, ...(await Promise.all([...preflights, ...reads]))]
}

/** A domain attached without its apex or www twin: given one, the other must redirect permanently to it. */
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
  return probe('apex/www redirect', target, async () => {
    const response = await get(target)
    const location = response.headers.get('location')
    const lands = location ? new URL(location, target).origin === site.origin : false
    const problems = [
      ![301, 308].includes(response.status) && `answers ${response.status}, not a permanent redirect`,
      !lands && `redirects to ${location ?? 'nowhere'}, not ${site.origin}`,
    ]
    return [problems, `${response.status} -> ${location}`]
  })
}

// ---- The server side, with the project's secret key ----

/** The steps of docs/deploy.md a failure points to (a test holds the two together). */
export const DEPLOY_STEPS = {
  scheduler: [3, 'Turn on the scheduler and give it the secret key'],
  push: [4, 'Create the database'],
  photos: [5, 'Check the photos bucket'],
  secrets: [7, 'Give the functions their settings'],
  functions: [8, 'Deploy the four functions'],
} as const

const see = (step: keyof typeof DEPLOY_STEPS) =>
  `docs/deploy.md step ${DEPLOY_STEPS[step][0]}, "${DEPLOY_STEPS[step][1]}"`

/** The jobs the migrations schedule, as cron.job names them. */
const JOBS = {
  'notify-pending': '*/5 * * * *',
  'delete-expired-submissions': '17 11 * * *',
  'weekly-report': '0 15,16 * * 1',
} as const

/** What public.deployment_check() answers; the parts whose extension the project lacks are absent. */
interface DeploymentCheck {
  client_network: string | null
  sweep_last_run_at: string | null
  photo_bucket?: boolean
  photo_policy?: boolean
  photo_trigger?: boolean
  jobs?: {
    jobname: string
    schedule: string
    active: boolean
    runs: { status: string; start_time: string; return_message: string | null }[]
  }[]
  responses?: {
    status_code: number | null
    timed_out: boolean | null
    error_msg: string | null
    content: string | null
    created: string
  }[]
  vault?: string[]
}

function blockList(ranges: string): BlockList {
  const list = new BlockList()
  for (const range of ranges.trim().split(/\s+/)) {
    const [network, prefix] = range.split('/') as [string, string]
    list.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4')
  }
  return list
}

/** Addresses that are never one visitor's: this machine, private networks, carrier-grade NAT. */
const NOT_A_VISITOR = blockList(`
  0.0.0.0/8 10.0.0.0/8 100.64.0.0/10 127.0.0.0/8 169.254.0.0/16 172.16.0.0/12 192.168.0.0/16
  ::/128 ::1/128 fc00::/7 fe80::/10`)
/** Cloudflare's published ranges (cloudflare.com/ips), in front of every hosted project. */
const CLOUDFLARE = blockList(`
  173.245.48.0/20 103.21.244.0/22 103.22.200.0/22 103.31.4.0/22 141.101.64.0/18 108.162.192.0/18 190.93.240.0/20
  188.114.96.0/20 197.234.240.0/22 198.41.128.0/17 162.158.0.0/15 104.16.0.0/13 104.24.0.0/14 172.64.0.0/13
  131.0.72.0/22 2400:cb00::/32 2606:4700::/32 2803:f800::/32 2405:b500::/32 2405:8100::/32 2a06:98c0::/29
  2c0f:f248::/32`)

/**
 * Why the network private.client_network() counts cannot be the visitor's own, or undefined: behind the owner's own
 * proxy every visitor shares one limit; a proxy passing x-forwarded-for on as it came lets a script choose its own.
 */
export function clientNetworkProblem(plain: string | null, forged: string | null): string | undefined {
  if (!plain) return 'the database found no client address in the request (no cf-connecting-ip, no x-forwarded-for)'
  const address = plain.split('/')[0]!
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
  if (CLOUDFLARE.check(address, family))
    return `the database counts ${plain}, one of Cloudflare's proxies, not the visitor: every visitor would share one limit`
  if (NOT_A_VISITOR.check(address, family))
    return `the database counts ${plain}, a private, local or carrier-grade NAT address, not the visitor's`
  if (forged !== plain)
    return `the database counts ${plain}, but ${forged} when the request forges its first x-forwarded-for entry: a script could choose its own limit`
  return undefined
}

function photosRow(check: DeploymentCheck, target: string): Row {
  if (check.photo_bucket === undefined) return notApplicable('photos bucket', target, 'this project has no Storage')
  const pushed = `run the SQL the push printed (${see('photos')})`
  const problems = [
    !check.photo_bucket && `the private bucket lead-photos is missing (${see('push')})`,
    !check.photo_policy &&
      `the policy "anon adds photos to a new quote request" on storage.objects is missing: ${pushed}`,
    !check.photo_trigger && `the trigger limit_lead_photos on storage.objects is missing: ${pushed}`,
  ]
  return row('photos bucket', target, problems, 'private bucket, its policy and its trigger')
}

function scheduleRows({ jobs, sweep_last_run_at }: DeploymentCheck): Row[] {
  if (!jobs) {
    const why = `no pg_cron here (the local backend runs its jobs on timers; notify-pending last ran ${sweep_last_run_at ?? 'never'})`
    return [notApplicable('schedules', 'cron.job', why)]
  }
  return Object.entries(JOBS).map(([name, schedule]) => {
    const job = jobs.find((candidate) => candidate.jobname === name)
    if (!job) return row('schedule', name, [`not scheduled (${see('scheduler')}, then ${see('push')})`], '')
    const last = job.runs[0]
    const problems = [
      job.schedule !== schedule && `runs at "${job.schedule}", not "${schedule}"`,
      !job.active && 'is switched off (cron.job.active)',
      last && last.status !== 'succeeded' && `its last run (${last.start_time}) ${last.status}: ${last.return_message}`,
    ]
    const ran = last ? `last run ${last.start_time} succeeded` : 'not run yet'
    return row('schedule', name, problems, `${schedule}, ${ran}`)
  })
}

/**
 * The answers pg_net recorded: where a function's 401 shows while cron.job_run_details says "succeeded". A 404 or
 * 401 older than the latest 2xx is history (the functions deployed after the schedule began, in step 8; a Vault key
 * since put right); any other failure counts, as pg_net's table also holds the weekly report's and the retention's.
 */
function answersRow({ responses, jobs }: DeploymentCheck): Row {
  if (!responses) return notApplicable('schedule answers', 'net._http_response', 'no pg_net here')
  const isFailure = (r: (typeof responses)[number]) =>
    r.timed_out || r.status_code === null || r.status_code < 200 || r.status_code > 299
  const latestOk = responses.findIndex((r) => !isFailure(r))
  const settled = (r: (typeof responses)[number], i: number) =>
    latestOk !== -1 && i > latestOk && [401, 404].includes(r.status_code ?? 0)
  const failed = responses.filter((r, i) => isFailure(r) && !settled(r, i))
  const problems = failed
    .slice(0, 3)
    .map((r) => `${r.created}: ${r.timed_out ? 'timed out' : (r.status_code ?? r.error_msg)} ${r.content ?? ''}`.trim())
  if (failed.some((r) => r.status_code === 401))
    problems.push(`a 401 means the Vault secret_key is not one of this project's secret keys (${see('scheduler')})`)
  else if (failed.length) problems.push(`see the function logs (${see('functions')})`)
  else if (jobs?.some((job) => job.runs.length > 0) && responses.length === 0)
    problems.push(`the jobs ran but pg_net recorded no answer (${see('scheduler')})`)
  const earlier = responses.filter(settled).length
  const passed = !responses.length
    ? 'no answer recorded yet'
    : earlier
      ? `the latest answers were 2xx, after ${earlier} 401 or 404 (from before step 8, or a Vault key since put right)`
      : `the last ${responses.length} answers were 2xx`
  return row('schedule answers', 'net._http_response', problems, passed)
}

function vaultRow({ vault }: DeploymentCheck, target: string, secretKey: string): Row {
  if (!vault) return notApplicable('Vault secrets', target, 'no Vault here (the local backend passes its keys itself)')
  // A project with secret keys refuses the schedule's legacy service_role_key (supabase/functions/_shared/config.ts).
  const legacyAllowed = !secretKey.startsWith('sb_secret_')
  const missing = [
    !vault.includes('project_url') && 'project_url',
    !vault.includes('secret_key') && !(legacyAllowed && vault.includes('service_role_key')) && 'secret_key',
  ].filter(Boolean)
  const problem = missing.length > 0 && `missing: ${missing.join(', ')} (${see('scheduler')})`
  return row('Vault secrets', target, [problem], `${vault.join(', ')} (values not read)`)
}

const post = (url: string, key: string, body: unknown, headers: Record<string, string> = {}) =>
  get(url, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
  })

/** weekly-report answers `{ "check": true }` with whether the e-mail settings are set, sending nothing. */
function emailSettingsRow(backendUrl: string, secretKey: string): Promise<Row> {
  const target = `${backendUrl}/functions/v1/weekly-report`
  return probe('e-mail settings', target, async () => {
    const response = await post(target, secretKey, { check: true })
    const { details = response.statusText } = (await response.json().catch(() => ({}))) as { details?: string }
    const problem =
      response.status === 404
        ? `weekly-report is not deployed (${see('functions')})`
        : response.status === 401
          ? `weekly-report refused this secret key: ${details} (${see('functions')})`
          : response.status !== 200 && `${response.status}: ${details} (${see('secrets')})`
    return [[problem], 'RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO set']
  })
}

export async function checkServer(backendUrl: string, secretKey: string): Promise<Row[]> {
  const target = `${backendUrl}/rest/v1/rpc/deployment_check`
  let check: DeploymentCheck
  try {
    const response = await post(target, secretKey, {})
    if (response.status !== 200) {
      const problem =
        response.status === 401
          ? 'this is not a secret key of the project the pages name'
          : `answers ${response.status}: ${(await response.text()).slice(0, 160)} (${see('push')})`
      return [row('server checks', target, [problem], '')]
    }
    check = (await response.json()) as DeploymentCheck
  } catch (error) {
    return [row('server checks', target, [describeError(error)], '')]
  }
  const forged = await post(target, secretKey, {}, { 'X-Forwarded-For': '198.51.100.23' })
  const forgedNetwork = ((await forged.json().catch(() => ({}))) as DeploymentCheck).client_network ?? null
  const { client_network: network } = check
  const addressRow = /^(localhost|127\.|\[::1\])/.test(new URL(backendUrl).host)
    ? notApplicable('client address', target, `the local backend: every request comes from this machine (${network})`)
    : row('client address', target, [clientNetworkProblem(network, forgedNetwork)], `${network}, public, not forgeable`)
  return [
    photosRow(check, target),
    ...scheduleRows(check),
    answersRow(check),
    vaultRow(check, target, secretKey),
    await emailSettingsRow(backendUrl, secretKey),
    addressRow,
  ]
}

// ---- The whole check ----

const SKIPPED =
  'skipped: set SUPABASE_SECRET_KEY=sb_secret_... to check the photos policy, the schedules and their answers, Vault, the e-mail settings and the client address the limits count'

export async function checkLive(address: string, secretKey?: string): Promise<Row[]> {
  const site = new URL(address)
  const origin = site.origin
  const sitemap = await get(`${origin}/sitemap.xml`).catch(describeError)
  if (typeof sitemap === 'string') return [row('sitemap.xml', `${origin}/sitemap.xml`, [sitemap], '')]
  const text = sitemap.status === 200 ? await sitemap.text() : ''
  const locs = [...text.matchAll(/<loc>\s*([^<\s]+)\s*<\/loc>/g)].map((m) => m[1]!)
  const paths = locs.map((loc) => new URL(loc).pathname)
  const pages = await atATime(CRAWLERS, paths, (path) => checkPage(origin, path))
  const headers = pages.find((page) => page.response?.ok)?.response?.headers
  const rows = [
    row(
      'sitemap.xml',
      `${origin}/sitemap.xml`,
      [sitemap.status !== 200 ? `answers ${sitemap.status}` : !locs.length && 'lists no page'],
      `${locs.length} pages, named under ${locs[0] ? new URL(locs[0]).origin : '?'}`,
    ),
    ...pages.map((page) => page.row),
    await checkNotFound(origin),
    ...(await checkCaching(origin, pages)),
    await checkSpeculationRules(origin, headers),
  ]
  let backend: Backend | undefined
  for (const island of pages.flatMap(({ html }) => html?.querySelectorAll('[data-props-src]') ?? [])) {
    const props = await get(origin + island.getAttribute('data-props-src'))
      .then((response) => response.json() as Promise<{ backend?: Backend }>)
      .catch(() => undefined)
    backend = props?.backend
    if (typeof backend?.supabaseUrl === 'string') break
  }
  if (typeof backend?.supabaseUrl !== 'string')
    rows.push(row('Supabase project', 'from the pages', ['no form island names a Supabase project'], ''))
  else {
    rows.push(...(await checkBackend(origin, headers?.get('content-security-policy') ?? '', backend)))
    if (secretKey) rows.push(...(await checkServer(backend.supabaseUrl, secretKey)))
    else rows.push(notApplicable('server checks', backend.supabaseUrl, SKIPPED))
  }
  rows.push(await checkApexWww(site))
  return rows
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const address = process.argv[2]
  if (!address || !/^https?:\/\//.test(address)) {
    console.error('Usage: [SUPABASE_SECRET_KEY=sb_secret_...] npm run check:live -- https://www.your-domain.com')
    process.exit(2)
  }
  const rows = await checkLive(address, process.env.SUPABASE_SECRET_KEY?.trim() || undefined)
  const columns = ['result', 'check', 'target', 'detail'] as const
  const widths = columns.map((column) => Math.max(column.length, ...rows.map((r) => r[column].length)))
  const table = [columns, widths.map((w) => '-'.repeat(w)), ...rows.map((r) => columns.map((c) => r[c]))]
  for (const cells of table) console.log(`| ${cells.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`)
  const count = (result: Row['result']) => rows.filter((r) => r.result === result).length
  const failed = count('FAIL')
  console.log(
    failed ? `\n${failed} check(s) failed.` : `\nAll ${count('ok')} checks passed (${count('n/a')} not applicable).`,
  )
  process.exitCode = failed ? 1 : 0
}
