/**
 * Both kinds of Supabase keys, as projects have them: the gateway maps publishable to anon and secret to
 * service_role and keeps secret keys out of browsers; the functions take their key from SUPABASE_SECRET_KEYS or
 * the legacy SUPABASE_SERVICE_ROLE_KEY, and the scheduled ones admit any of the project's secret keys. Projects
 * with one kind of key, or none, run the real handlers in Deno with that environment, against the shared backend.
 */
import { describe, expect, test } from 'vitest'
import {
  LOCAL_ANON_KEY,
  LOCAL_EMAIL_API_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { lead } from '../db/fixtures.ts'
import { auth, useBackend } from './backend.ts'
import { formAndSweep } from './deno.ts'

const backend = useBackend()

const notifyPending = (headers: Record<string, string>) =>
  fetch(`${backend.url}/functions/v1/notify-pending`, { method: 'POST', headers, body: '{"min_age_seconds":0}' })

describe('a project with both kinds of keys', () => {
  test('the REST gateway: a new key goes in apikey, and as bearer only as that same value', async () => {
    const read = (headers: Record<string, string>) => fetch(`${backend.url}/rest/v1/leads?select=id`, { headers })
    expect((await read({ apikey: LOCAL_SECRET_KEY })).status).toBe(200)
    expect((await read(auth(LOCAL_SECRET_KEY))).status).toBe(200)
    expect((await read({ apikey: LOCAL_PUBLISHABLE_KEY, Authorization: `Bearer ${LOCAL_SECRET_KEY}` })).status).toBe(
      401,
    )
    // The publishable key is anon: it may insert, and read nothing.
    expect((await read({ apikey: LOCAL_PUBLISHABLE_KEY })).status).toBe(401)
  })

  test('a secret key from a browser is refused, whatever it asks', async () => {
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36'
    const response = await fetch(`${backend.url}/rest/v1/leads?select=id`, {
      headers: { ...auth(LOCAL_SECRET_KEY), 'User-Agent': browser },
    })
    expect(response.status).toBe(401)
    expect(await response.json()).toMatchObject({ message: 'Forbidden use of secret API key in browser' })
  })

  test('notify-pending takes the secret key in apikey alone (as pg_net sends it) and the legacy key as bearer', async () => {
    expect((await notifyPending({ apikey: LOCAL_SECRET_KEY })).status).toBe(200)
    expect((await notifyPending({ Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` })).status).toBe(200)
  })
})

/**
 * A stored lead announced through send-lead-email, then notify-pending called with each of `callers`, in Deno
 * with only the keys `keys` (Supabase sets them per project); the statuses, and what the functions logged.
 */
async function withProjectKeys(keys: Record<string, string>, callers: Record<string, string>[]) {
  const stored = lead()
  await backend.insert('leads', stored)
  const env = {
    SUPABASE_URL: backend.url,
    RESEND_API_KEY: LOCAL_EMAIL_API_KEY,
    EMAIL_API_URL: `${backend.url}/__email`,
    EMAIL_FROM: 'Coastal Craft website <website@localhost>',
    LEAD_EMAIL_TO: 'office@localhost',
    ...keys,
  }
  const result = formAndSweep(env, stored, callers)
  return { stored, ...result, statuses: result.sweeps.map((answer) => answer.status) }
}

describe('projects with one kind of key, or none', () => {
  test('only the legacy pair: the forms are mailed, the sweep runs with the service_role key, a secret key is a stranger', async () => {
    const result = await withProjectKeys(
      { SUPABASE_SERVICE_ROLE_KEY: LOCAL_SERVICE_ROLE_KEY, SUPABASE_ANON_KEY: LOCAL_ANON_KEY },
      [auth(LOCAL_SERVICE_ROLE_KEY), { apikey: LOCAL_SECRET_KEY }],
    )
    expect(result.announced).toMatchObject({ status: 200, body: { ok: true } })
    expect(backend.emailsMentioning(result.stored.name)).toHaveLength(1)
    expect(result.statuses).toEqual([200, 401])
  })

  test('only new keys, one made for the schedule: each secret key runs the sweep, nothing legacy does', async () => {
    const scheduleKey = 'sb_secret_MadeForTheSchedule_0123456789'
    const result = await withProjectKeys(
      {
        SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY, cron: scheduleKey }),
        SUPABASE_PUBLISHABLE_KEYS: JSON.stringify({ default: LOCAL_PUBLISHABLE_KEY }),
      },
      [
        { apikey: scheduleKey },
        { apikey: LOCAL_SECRET_KEY },
        auth(LOCAL_SERVICE_ROLE_KEY),
        auth(LOCAL_PUBLISHABLE_KEY),
      ],
    )
    expect(result.announced).toMatchObject({ status: 200, body: { ok: true } })
    expect(result.statuses).toEqual([200, 200, 401, 401])
  })

  test('no secret key at all: the visitor reads the catalogue sentence, the log says what to set, the sweep refuses to run', async () => {
    const result = await withProjectKeys({}, [{ apikey: LOCAL_SECRET_KEY }])
    expect(result.announced).toMatchObject({ status: 500, body: { error: 'Missing e-mail configuration' } })
    expect(String(result.announced.body.details)).toMatch(/^Your request is saved, but we could not notify/)
    expect(result.log).toContainEqual(
      expect.stringContaining(
        `leads ${result.stored.id}: not mailed, missing configuration: SUPABASE_SECRET_KEYS (its "default" entry) or SUPABASE_SERVICE_ROLE_KEY`,
      ),
    )
    expect(result.sweeps).toMatchObject([
      {
        status: 500,
        body: {
          error: 'Missing configuration',
          details: 'Set SUPABASE_SECRET_KEYS (its "default" entry) or SUPABASE_SERVICE_ROLE_KEY.',
        },
      },
    ])
  })
})
