/**
 * Both kinds of Supabase keys, as projects have them: the gateway maps publishable to anon and secret to
 * service_role and keeps secret keys out of browsers; the functions take their key from SUPABASE_SECRET_KEYS or
 * the legacy SUPABASE_SERVICE_ROLE_KEY, and the scheduled ones admit any of the project's secret keys.
 */
import { describe, expect, test, vi } from 'vitest'
import {
  LOCAL_ANON_KEY,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SECRET_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { uniqueAddress } from '../db/database.ts'
import { lead } from '../db/fixtures.ts'
import { auth, type TestBackend, useBackend } from './backend.ts'

const notifyPending = (backend: TestBackend, headers: Record<string, string>) =>
  fetch(`${backend.url}/functions/v1/notify-pending`, { method: 'POST', headers, body: '{"min_age_seconds":0}' })

/** A lead stored and announced as the site does, with the given public key. */
async function submit(backend: TestBackend, key: string) {
  const row = lead()
  const stored = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...auth(key), 'Content-Type': 'application/json', 'X-Forwarded-For': uniqueAddress() },
    body: JSON.stringify(row),
  })
  expect(stored.status).toBe(201)
  return { row, answer: await backend.call('send-lead-email', row, { headers: auth(key) }) }
}

describe('a project with both kinds of keys', () => {
  const backend = useBackend('api-keys-both')

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
    expect((await notifyPending(backend, { apikey: LOCAL_SECRET_KEY })).status).toBe(200)
    expect((await notifyPending(backend, { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` })).status).toBe(200)
  })
})

describe('a project that has only the legacy pair', () => {
  const backend = useBackend('api-keys-legacy', {
    functionEnv: { SUPABASE_SECRET_KEYS: '', SUPABASE_PUBLISHABLE_KEYS: '' },
  })

  test('the forms work with the anon key and the sweep with the service_role key; a secret key is a stranger', async () => {
    const { row, answer } = await submit(backend, LOCAL_ANON_KEY)
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect(backend.emailsMentioning(row.name)).toHaveLength(1)
    expect((await notifyPending(backend, auth(LOCAL_SERVICE_ROLE_KEY))).status).toBe(200)
    expect((await notifyPending(backend, { apikey: LOCAL_SECRET_KEY })).status).toBe(401)
  })
})

describe('a project with only the new keys, one of them made for the schedule', () => {
  const scheduleKey = 'sb_secret_MadeForTheSchedule_0123456789'
  const backend = useBackend('api-keys-new', {
    functionEnv: {
      SUPABASE_SECRET_KEYS: JSON.stringify({ default: LOCAL_SECRET_KEY, cron: scheduleKey }),
      SUPABASE_SERVICE_ROLE_KEY: '',
      SUPABASE_ANON_KEY: '',
    },
  })

  test('the forms work, and notify-pending admits each of the secret keys and nothing legacy', async () => {
    const { answer } = await submit(backend, LOCAL_PUBLISHABLE_KEY)
    expect(answer).toMatchObject({ status: 200, body: { ok: true } })
    expect((await notifyPending(backend, { apikey: scheduleKey })).status).toBe(200)
    expect((await notifyPending(backend, { apikey: LOCAL_SECRET_KEY })).status).toBe(200)
    expect((await notifyPending(backend, auth(LOCAL_SERVICE_ROLE_KEY))).status).toBe(401)
  })
})

describe('functions deployed without any secret key', () => {
  const backend = useBackend('api-keys-none', {
    functionEnv: { SUPABASE_SECRET_KEYS: '', SUPABASE_SERVICE_ROLE_KEY: '' },
  })

  test('the visitor reads the catalogue sentence, the log says what to set, the sweep refuses to run', async () => {
    const logged = vi.spyOn(process.stderr, 'write')
    const { row, answer } = await submit(backend, LOCAL_PUBLISHABLE_KEY)
    expect(answer).toMatchObject({ status: 500, body: { error: 'Missing e-mail configuration' } })
    expect((answer.body as { details: string }).details).toMatch(/^Your request is saved, but we could not notify/)
    await vi.waitFor(() =>
      expect(logged.mock.calls.map(([chunk]) => String(chunk)).join('')).toContain(
        `leads ${row.id}: not mailed, missing configuration: SUPABASE_SECRET_KEYS (its "default" entry) or SUPABASE_SERVICE_ROLE_KEY`,
      ),
    )
    logged.mockRestore()
    const sweep = await notifyPending(backend, { apikey: LOCAL_SECRET_KEY })
    expect(sweep.status).toBe(500)
    expect(await sweep.json()).toEqual({
      error: 'Missing configuration',
      details: 'Set SUPABASE_SECRET_KEYS (its "default" entry) or SUPABASE_SERVICE_ROLE_KEY.',
    })
  })
})
