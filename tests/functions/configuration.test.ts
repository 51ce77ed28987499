// The functions' keys and settings as projects have them: the real handlers run in Deno with only a given
// environment, against the shared backend.
import { expect, test } from 'vitest'
import {
  LOCAL_ANON_KEY,
  LOCAL_EMAIL_API_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { lead } from '../db/fixtures.ts'
import { auth, inDeno, useBackend } from './backend.ts'

const backend = useBackend()

const EMAIL = {
  SUPABASE_URL: backend.url,
  RESEND_API_KEY: LOCAL_EMAIL_API_KEY,
  EMAIL_API_URL: `${backend.url}/__email`,
  EMAIL_FROM: 'Coastal Craft website <website@localhost>',
  LEAD_EMAIL_TO: 'office@localhost',
}

type Answer = { status: number; cors: string | null; body: Record<string, unknown> }

// A stored lead announced through send-lead-email's handler, then notify-pending's called with each of `callers`'
// headers, in Deno with only `env`: their answers, and what the functions logged.
async function withEnvironment(env: Record<string, string>, callers: Record<string, string>[]) {
  const stored = await backend.insert('leads', lead())
  const result = inDeno<{ announced: Answer; sweeps: Answer[]; log: string[] }>(
    `import { handler as lead } from './supabase/functions/send-lead-email/handler.ts'
    import { handler as sweep } from './supabase/functions/notify-pending/handler.ts'
    const log: string[] = []
    console.error = (...parts: unknown[]) => void log.push(parts.join(' '))
    const call = async (handler: (request: Request) => Promise<Response>, headers: Record<string, string>, body: unknown) => {
      const response = await handler(new Request('http://functions/', { method: 'POST', headers, body: JSON.stringify(body) }))
      return { status: response.status, cors: response.headers.get('access-control-allow-origin'), body: await response.json() }
    }
    const announced = await call(lead, {}, ${JSON.stringify(stored)})
    const sweeps = []
    for (const headers of ${JSON.stringify(callers)}) sweeps.push(await call(sweep, headers, { min_age_seconds: 0 }))
    console.log(JSON.stringify({ announced, sweeps, log }))`,
    env,
  )
  return { stored, ...result, statuses: result.sweeps.map((answer) => answer.status) }
}

const REFUSED = { error: 'Unauthorized', details: "notify-pending runs on a schedule with the project's secret key." }

test('only the legacy pair: the forms are mailed, the sweep runs with the service_role key, a secret or anon key is a stranger', async () => {
  const result = await withEnvironment(
    { ...EMAIL, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY: LOCAL_ANON_KEY },
    [auth(LOCAL_SERVICE_ROLE_KEY), { apikey: LOCAL_SECRET_KEY }, auth(LOCAL_ANON_KEY)],
  )
  expect(result.announced).toMatchObject({ status: 200, body: { ok: true } })
  expect(backend.emailsMentioning(result.stored.name)).toHaveLength(1)
  expect(result.statuses).toEqual([200, 401, 401])
})

// Supabase keeps setting the legacy variables after the owner switched the legacy keys off (supabase#37648).
test('new keys, one made for the schedule: each secret key runs the sweep; a legacy, publishable, forged or missing key does not', async () => {
  const scheduleKey = 'sb_secret_MadeForTheSchedule_0123456789'
  const result = await withEnvironment(
    {
      ...EMAIL,
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY, cron: scheduleKey }),
      SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY,
      SUPABASE_ANON_KEY: LOCAL_ANON_KEY,
    },
    [
      { apikey: scheduleKey },
      { apikey: LOCAL_SECRET_KEY },
      auth(LOCAL_SERVICE_ROLE_KEY),
      auth(LOCAL_PUBLISHABLE_KEY),
      { Authorization: 'Bearer forged' },
      {},
    ],
  )
  expect(result.announced).toMatchObject({ status: 200, body: { ok: true } })
  expect(result.statuses).toEqual([200, 200, 401, 401, 401, 401])
  expect(result.sweeps[5]!.body).toEqual(REFUSED)
})

const SECRET_KEY_SETTINGS = 'SUPABASE_SECRET_KEYS or SUPABASE_SERVICE_ROLE_KEY'
test.each([
  ['no secret key', EMAIL, SECRET_KEY_SETTINGS, 'Missing configuration'],
  [
    'no e-mail settings',
    { SUPABASE_URL: backend.url, SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, EMAIL_FROM: '  ' },
    'RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO',
    'Missing e-mail configuration',
  ],
])(
  'with %s the visitor reads a sentence, the log says what to set, the sweep refuses to run',
  async (_case, env, missing, error) => {
    const result = await withEnvironment(env, [auth(LOCAL_SERVICE_ROLE_KEY)])
    expect(result.announced).toEqual({
      status: 500,
      cors: '*',
      body: { error: 'Missing e-mail configuration', details: SAVED_NOT_SENT },
    })
    expect(result.log).toContainEqual(
      expect.stringContaining(`leads ${result.stored.id}: not mailed, missing configuration: ${missing}`),
    )
    expect(result.sweeps).toMatchObject([{ status: 500, body: { error, details: `Set ${missing}.` } }])
  },
)

// One setting as readConfig() reads it in Deno from `env` (or what it reports missing).
const configured = (setting: 'secretKey' | 'recipients', env: Record<string, string>) =>
  inDeno(
    `import { readConfig } from './supabase/functions/_shared/config.ts'
    const settings = readConfig()
    console.log(JSON.stringify('config' in settings ? settings.config.${setting} : settings))`,
    env,
  )

test('the functions write with the "default" secret key, else the one left after a rotation, else the legacy key', () => {
  const env = { ...EMAIL, SUPABASE_SERVICE_ROLE_KEY: 'legacy' }
  const secretKey = (named: object) => configured('secretKey', { ...env, SUPABASE_SECRET_KEYS: JSON.stringify(named) })
  expect(secretKey({ cron: 'sb_secret_cron', default: 'sb_secret_default' })).toBe('sb_secret_default')
  expect(secretKey({ rotated: 'sb_secret_rotated' })).toBe('sb_secret_rotated')
  expect(secretKey({})).toBe('legacy')
})

test('applications go to SUBCONTRACTOR_EMAIL_TO when it is set, else to LEAD_EMAIL_TO', () => {
  const env = { ...EMAIL, SUPABASE_SERVICE_ROLE_KEY: 'service-key' }
  expect(configured('recipients', env)).toEqual({ leads: 'office@localhost', subcontractors: 'office@localhost' })
  const trades = { ...env, SUBCONTRACTOR_EMAIL_TO: 'trades@localhost' }
  expect(configured('recipients', trades)).toEqual({ leads: 'office@localhost', subcontractors: 'trades@localhost' })
})
