/**
 * The same rules through the local backend's `/rest/v1` path, the way the site (postgrest-js with the anon
 * key) and the e2e tests (fetch with the service key) reach it: statuses and error bodies as PostgREST's.
 */
import { rmSync } from 'node:fs'
import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { application, lead } from './fixtures.ts'

const outboxDir = '.local/test-outbox-db-rest'
let backend: LocalBackend

beforeAll(async () => {
  backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir })
})
afterAll(async () => {
  await backend?.stop()
  rmSync(outboxDir, { recursive: true, force: true })
})

const keyHeaders = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` })
const client = (key: string) => new PostgrestClient(`${backend.url}/rest/v1`, { headers: keyHeaders(key) })

function rest(path: string, key: string, init: RequestInit = {}) {
  return fetch(`${backend.url}/rest/v1/${path}`, {
    ...init,
    headers: { ...keyHeaders(key), 'Content-Type': 'application/json', ...init.headers },
  })
}

async function answer(response: Response) {
  const text = await response.text()
  return { status: response.status, body: text ? (JSON.parse(text) as unknown) : null }
}

describe('as the site inserts (postgrest-js, anon key)', () => {
  test('a lead is stored: 201 with no body', async () => {
    const row = lead()
    const result = await client(LOCAL_ANON_KEY).from('leads').insert(row)
    expect(result).toMatchObject({ error: null, status: 201, data: null })
    const stored = await answer(await rest(`leads?select=*&id=eq.${row.id}`, LOCAL_SERVICE_ROLE_KEY))
    expect(stored.body).toEqual([{ ...row, created_at: expect.any(String), notified_at: null }])
  })

  test('an application with its services list is stored as a text array', async () => {
    const row = application()
    expect((await client(LOCAL_ANON_KEY).from('subcontractors').insert(row)).error).toBeNull()
    const stored = await answer(await rest(`subcontractors?select=services,company_name&company_name=eq.${encodeURIComponent(row.company_name)}`, LOCAL_SERVICE_ROLE_KEY))
    expect(stored.body).toEqual([{ services: row.services, company_name: row.company_name }])
  })

  test('a retry of the same id is 409 23505 on leads_pkey, which the site reads as "already stored"', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const { error, status } = await client(LOCAL_ANON_KEY).from('leads').insert(row)
    expect(status).toBe(409)
    expect(error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "leads_pkey"' })
  })

  test('a limit is 400 23514 naming the constraint', async () => {
    const { error, status } = await client(LOCAL_ANON_KEY).from('leads').insert(lead({ phone: '5'.repeat(41) }))
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: '23514', message: 'new row for relation "leads" violates check constraint "leads_phone_length"' })
  })

  test('unknown services and too many services are 400 23514', async () => {
    for (const [services, constraint] of [
      [['Pool Building'], 'subcontractors_services_known'],
      [Array.from({ length: 17 }, () => 'Other'), 'subcontractors_services_count'],
    ] as const) {
      const { error, status } = await client(LOCAL_ANON_KEY).from('subcontractors').insert(application({ services: [...services] }))
      expect(status).toBe(400)
      expect(error?.message).toContain(constraint)
    }
  })

  test('an empty required field and a bad project type are refused', async () => {
    expect((await client(LOCAL_ANON_KEY).from('subcontractors').insert(application({ city: ' ' }))).error?.message).toContain('subcontractors_city_length')
    expect((await client(LOCAL_ANON_KEY).from('leads').insert(lead({ project_type: 'Pool' }))).error?.message).toContain('leads_project_type_known')
  })

  test('an array of rows is inserted in one request', async () => {
    const rows = [lead(), lead()]
    expect((await client(LOCAL_ANON_KEY).from('leads').insert(rows)).status).toBe(201)
    const stored = await answer(await rest(`leads?select=id&name=eq.${encodeURIComponent(rows[1]!.name)}`, LOCAL_SERVICE_ROLE_KEY))
    expect(stored.body).toEqual([{ id: rows[1]!.id }])
  })
})

describe('anon may do nothing else', () => {
  test('reading is 401 42501', async () => {
    expect(await answer(await rest('leads?select=*', LOCAL_ANON_KEY))).toEqual({
      status: 401,
      body: { code: '42501', message: 'permission denied for table leads', details: null, hint: null },
    })
  })

  test('insert with return=representation (which reads the row back) is 401', async () => {
    const { status, error } = await client(LOCAL_ANON_KEY).from('leads').insert(lead()).select()
    expect(status).toBe(401)
    expect(error?.code).toBe('42501')
  })

  test('updating and deleting are 401 42501', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const patch = await rest(`leads?id=eq.${row.id}`, LOCAL_ANON_KEY, { method: 'PATCH', body: JSON.stringify({ notified_at: new Date().toISOString() }) })
    expect(await answer(patch)).toMatchObject({ status: 401, body: { code: '42501' } })
    const remove = await rest(`subcontractors?id=eq.${row.id}`, LOCAL_ANON_KEY, { method: 'DELETE' })
    expect(await answer(remove)).toMatchObject({ status: 401, body: { code: '42501' } })
  })

  test('a row claiming to be mailed already is 401 42501 (row level security)', async () => {
    const { status, error } = await client(LOCAL_ANON_KEY).from('leads').insert({ ...lead(), notified_at: new Date().toISOString() })
    expect(status).toBe(401)
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "leads"' })
  })
})

describe('the service role', () => {
  test('reads with eq filters and marks a row notified with PATCH', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const patch = await rest(`leads?id=eq.${row.id}`, LOCAL_SERVICE_ROLE_KEY, { method: 'PATCH', body: JSON.stringify({ notified_at: '2026-01-02T03:04:05Z' }) })
    expect(patch.status).toBe(204)
    const stored = await answer(await rest(`leads?select=notified_at&id=eq.${row.id}&email=eq.${row.email}`, LOCAL_SERVICE_ROLE_KEY))
    expect(stored).toEqual({ status: 200, body: [{ notified_at: '2026-01-02T03:04:05+00:00' }] })
  })

  test('an unfiltered PATCH is refused', async () => {
    const patch = await rest('leads', LOCAL_SERVICE_ROLE_KEY, { method: 'PATCH', body: JSON.stringify({ notified_at: null }) })
    expect(await answer(patch)).toMatchObject({ status: 400, body: { code: '21000' } })
  })
})

describe('the API edge', () => {
  test('no key or an unknown key is 401', async () => {
    const noKey = await fetch(`${backend.url}/rest/v1/leads`, { method: 'POST', body: JSON.stringify(lead()) })
    expect(await answer(noKey)).toMatchObject({ status: 401, body: { message: 'No API key found in request' } })
    const forged = await rest('leads', 'not-a-key', { method: 'POST', body: JSON.stringify(lead()) })
    expect(await answer(forged)).toMatchObject({ status: 401, body: { message: 'Invalid API key' } })
    const forgedBearer = await rest('leads?select=*', LOCAL_ANON_KEY, { headers: { Authorization: 'Bearer forged' } })
    expect(forgedBearer.status).toBe(401)
  })

  test('unknown tables and columns are refused, and names are never spliced into SQL', async () => {
    expect(await answer(await rest('pg_roles?select=*', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({ status: 404, body: { code: 'PGRST205' } })
    expect(await answer(await rest('leads?select=id;drop table leads', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({ status: 400, body: { code: 'PGRST204' } })
    const badColumn = await rest('leads', LOCAL_ANON_KEY, { method: 'POST', body: JSON.stringify({ ...lead(), 'name") values (1); --': 'x' }) })
    expect(await answer(badColumn)).toMatchObject({ status: 400, body: { code: 'PGRST204' } })
    const quoted = await answer(await rest(`leads?select=id&name=eq.${encodeURIComponent("x' or '1'='1")}`, LOCAL_SERVICE_ROLE_KEY))
    expect(quoted).toEqual({ status: 200, body: [] })
    const stillThere = await answer(await rest('leads?select=id', LOCAL_SERVICE_ROLE_KEY))
    expect((stillThere.body as unknown[]).length).toBeGreaterThan(0)
  })

  test('a malformed value is a PostgREST-style 400, and a body that is not JSON too', async () => {
    expect(await answer(await rest('leads?select=*&id=eq.not-a-uuid', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({ status: 400, body: { code: '22P02' } })
    expect(await answer(await rest('leads', LOCAL_ANON_KEY, { method: 'POST', body: '{"name":' }))).toMatchObject({ status: 400, body: { code: 'PGRST102' } })
  })

  test('CORS: the preflight allows any origin and the headers postgrest-js sends; answers carry the origin header', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:3000', 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info' },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe('apikey, authorization, content-type, x-client-info')
    const bare = await fetch(`${backend.url}/rest/v1/leads`, { method: 'OPTIONS' })
    for (const name of ['apikey', 'authorization', 'content-type', 'prefer', 'x-client-info', 'accept-profile', 'content-profile']) {
      expect(bare.headers.get('access-control-allow-headers')).toContain(name)
    }
    const denied = await rest('leads?select=*', LOCAL_ANON_KEY)
    expect(denied.headers.get('access-control-allow-origin')).toBe('*')
  })
})
