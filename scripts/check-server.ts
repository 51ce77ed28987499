/**
 * The server side of `npm run check:live`, run when it is given the project's secret key
 * (`SUPABASE_SECRET_KEY=sb_secret_... npm run check:live -- <site>`): what public requests cannot see. It reads
 * public.deployment_check() (migration *_reports.sql) and asks weekly-report whether the e-mail
 * settings are set. Each failure names the step of docs/deploy.md that fixes it; what the project has not
 * got at all (pg_cron, Vault and pg_net on the local backend) is reported as not applicable.
 */
import { BlockList, isIP } from 'node:net'

/** The steps of docs/deploy.md a failure points to (tests/unit/check-server.test.ts holds the two together). */
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

export interface DeploymentCheck {
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

export interface Row {
  check: string
  target: string
  result: 'ok' | 'FAIL' | 'n/a'
  detail: string
}

/** A failed row naming the problems found (false, null and undefined are none), or a passed one. */
export function row(check: string, target: string, problems: unknown[], okDetail: string): Row {
  const found = problems.filter((problem): problem is string => typeof problem === 'string' && problem !== '')
  return found.length
    ? { check, target, result: 'FAIL', detail: found.join('; ') }
    : { check, target, result: 'ok', detail: okDetail }
}
export const notApplicable = (check: string, target: string, detail: string): Row => ({
  check,
  target,
  result: 'n/a',
  detail,
})

export const describeError = (error: unknown) =>
  error instanceof Error
    ? `${error.message}${error.cause instanceof Error ? ` (${error.cause.message})` : ''}`
    : String(error)

/** The check's row, or a failed one saying why its target could not be reached. */
export async function reaching(check: string, target: string, work: () => Promise<Row>): Promise<Row> {
  try {
    return await work()
  } catch (error) {
    return row(check, target, [describeError(error)], '')
  }
}

/** Addresses that are never one visitor's: this machine, private networks, carrier-grade NAT, Cloudflare's proxies. */
const notAVisitor = new BlockList()
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  notAVisitor.addSubnet(network, prefix, 'ipv4')
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
] as const)
  notAVisitor.addSubnet(network, prefix, 'ipv6')
/** Cloudflare's published ranges (cloudflare.com/ips), in front of every hosted project. */
const CLOUDFLARE = [
  '173.245.48.0/20',
  '103.21.244.0/22',
  '103.22.200.0/22',
  '103.31.4.0/22',
  '141.101.64.0/18',
  '108.162.192.0/18',
  '190.93.240.0/20',
  '188.114.96.0/20',
  '197.234.240.0/22',
  '198.41.128.0/17',
  '162.158.0.0/15',
  '104.16.0.0/13',
  '104.24.0.0/14',
  '172.64.0.0/13',
  '131.0.72.0/22',
  '2400:cb00::/32',
  '2606:4700::/32',
  '2803:f800::/32',
  '2405:b500::/32',
  '2405:8100::/32',
  '2a06:98c0::/29',
  '2c0f:f248::/32',
]
const cloudflare = new BlockList()
for (const range of CLOUDFLARE) {
  const [network, prefix] = range.split('/') as [string, string]
  cloudflare.addSubnet(network, Number(prefix), isIP(network) === 6 ? 'ipv6' : 'ipv4')
}

/**
 * Why the network the database counted cannot be the visitor's own, or undefined: the address it names
 * (a /32 or a /64, private.client_network()) must be a public one, and the same whatever a request claims in
 * the first x-forwarded-for entry; otherwise every visitor would share one limit, or choose their own.
 */
export function clientNetworkProblem(plain: string | null, forged: string | null): string | undefined {
  if (!plain) return 'the database found no client address in the request (no cf-connecting-ip, no x-forwarded-for)'
  const address = plain.split('/')[0]!
  const family = isIP(address) === 6 ? 'ipv6' : 'ipv4'
  if (cloudflare.check(address, family))
    return `the database counts ${plain}, one of Cloudflare's proxies, not the visitor: every visitor would share one limit`
  if (notAVisitor.check(address, family))
    return `the database counts ${plain}, a private, local or carrier-grade NAT address, not the visitor's`
  if (forged !== plain)
    return `the database counts ${plain}, but ${forged} when the request forges its first x-forwarded-for entry: a script could choose its own limit`
  return undefined
}

async function callJson(url: string, key: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(url, {
    method: 'POST',
    headers: { apikey: key, 'Content-Type': 'application/json', ...headers },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  const text = await response.text()
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    json = undefined
  }
  return { status: response.status, text, json }
}

const isLocal = (url: string) => /^(localhost|127\.|\[::1\])/.test(new URL(url).host)

function photoRows(check: DeploymentCheck, target: string): Row[] {
  if (check.photo_bucket === undefined)
    return [notApplicable('photos bucket', target, 'this project has no Storage schema')]
  const problems = [
    !check.photo_bucket && `the private bucket lead-photos is missing (${see('push')})`,
    !check.photo_policy &&
      `the policy "anon adds photos to a new quote request" on storage.objects is missing: run the SQL the push printed (${see('photos')})`,
    !check.photo_trigger &&
      `the trigger limit_lead_photos on storage.objects is missing: run the SQL the push printed (${see('photos')})`,
  ]
  return [row('photos bucket', target, problems, 'private bucket, its policy and its trigger')]
}

function scheduleRows(check: DeploymentCheck): Row[] {
  if (!check.jobs)
    return [
      notApplicable(
        'schedules',
        'cron.job',
        `no pg_cron here (the local backend runs its jobs on timers; notify-pending last ran ${check.sweep_last_run_at ?? 'never'})`,
      ),
    ]
  return Object.entries(JOBS).map(([name, schedule]) => {
    const job = check.jobs!.find((candidate) => candidate.jobname === name)
    if (!job) return row('schedule', name, [`not scheduled (${see('scheduler')}, then ${see('push')})`], '')
    const last = job.runs[0]
    const problems = [
      job.schedule !== schedule && `runs at "${job.schedule}", not "${schedule}"`,
      !job.active && 'is switched off (cron.job.active)',
      last &&
        last.status !== 'succeeded' &&
        `its last run (${last.start_time}) ${last.status}: ${last.return_message ?? ''}`,
    ]
    return row(
      'schedule',
      name,
      problems,
      last ? `${schedule}, last run ${last.start_time} succeeded` : `${schedule}, not run yet`,
    )
  })
}

/** The answers pg_net recorded: where a function's 401 shows while cron.job_run_details says "succeeded". */
function answersRow(check: DeploymentCheck): Row {
  const responses = check.responses
  if (!responses) return notApplicable('schedule answers', 'net._http_response', 'no pg_net here')
  const failed = responses.filter(
    ({ status_code, timed_out }) => timed_out || status_code === null || status_code < 200 || status_code > 299,
  )
  const problems = failed
    .slice(0, 3)
    .map((response) =>
      `${response.created}: ${response.timed_out ? 'timed out' : (response.status_code ?? response.error_msg)} ${response.content ?? ''}`.trim(),
    )
  if (failed.some((response) => response.status_code === 401))
    problems.push(`a 401 means the Vault secret_key is not one of this project's secret keys (${see('scheduler')})`)
  else if (failed.length) problems.push(`see the function logs (${see('functions')})`)
  if (!failed.length && check.jobs?.some((job) => job.runs.length > 0) && responses.length === 0)
    problems.push(`the jobs ran but pg_net recorded no answer (${see('scheduler')})`)
  return row('schedule answers', 'net._http_response', problems, `the last ${responses.length} answers were 2xx`)
}

function vaultRow(check: DeploymentCheck, target: string): Row {
  if (!check.vault)
    return notApplicable('Vault secrets', target, 'no Vault here (the local backend passes its keys itself)')
  const missing = [
    !check.vault.includes('project_url') && 'project_url',
    !check.vault.includes('secret_key') && !check.vault.includes('service_role_key') && 'secret_key',
  ].filter(Boolean)
  return row(
    'Vault secrets',
    target,
    missing.length ? [`missing: ${missing.join(', ')} (${see('scheduler')})`] : [],
    `${check.vault.join(', ')} (values not read)`,
  )
}

function emailSettingsRow(backendUrl: string, secretKey: string): Promise<Row> {
  const target = `${backendUrl}/functions/v1/weekly-report`
  return reaching('e-mail settings', target, async () => {
    const answer = await callJson(target, secretKey, { check: true })
    const details = (answer.json as { details?: string } | undefined)?.details ?? answer.text.slice(0, 160)
    const problem =
      answer.status === 404
        ? `weekly-report is not deployed (${see('functions')})`
        : answer.status === 401
          ? `weekly-report refused this secret key: ${details} (${see('functions')})`
          : answer.status !== 200 && `${answer.status}: ${details} (${see('secrets')})`
    return row('e-mail settings', target, [problem], 'RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO set')
  })
}

export async function checkServer(backendUrl: string, secretKey: string): Promise<Row[]> {
  const target = `${backendUrl}/rest/v1/rpc/deployment_check`
  const ask = (headers: Record<string, string> = {}) => callJson(target, secretKey, {}, headers)
  let plain: Awaited<ReturnType<typeof ask>>
  try {
    plain = await ask()
  } catch (error) {
    return [row('server checks', target, [describeError(error)], '')]
  }
  if (plain.status !== 200)
    return [
      row(
        'server checks',
        target,
        [
          plain.status === 401
            ? 'this is not a secret key of the project the pages name'
            : `answers ${plain.status}: ${plain.text.slice(0, 160)} (${see('push')})`,
        ],
        '',
      ),
    ]
  const check = plain.json as DeploymentCheck
  const forged = (await ask({ 'X-Forwarded-For': '198.51.100.23' })).json as DeploymentCheck | undefined
  const addressProblem = clientNetworkProblem(check.client_network, forged?.client_network ?? null)
  const addressRow = isLocal(backendUrl)
    ? notApplicable(
        'client address',
        target,
        `the local backend: every request comes from this machine (${check.client_network})`,
      )
    : row(
        'client address',
        target,
        addressProblem ? [addressProblem] : [],
        `${check.client_network}, public, not changed by a forged x-forwarded-for`,
      )
  return [
    ...photoRows(check, target),
    ...scheduleRows(check),
    answersRow(check),
    vaultRow(check, target),
    await emailSettingsRow(backendUrl, secretKey),
    addressRow,
  ]
}
