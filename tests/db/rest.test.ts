/**
 * The same rules through the local backend's `/rest/v1` path, the way the site (postgrest-js with the anon
 * key) and the e2e tests (fetch with the service key) reach it: statuses and error bodies as PostgREST's.
 */
import { rmSync } from 'node:fs'
import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll, describe, expect, test } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { type LocalBackend, startLocalBackend } from '../../scripts/local-backend/index.ts'
import { uniqueAddress } from './database.ts'
import { application, lead } from './fixtures.ts'

const outboxDir = '.local/test-outbox-db-rest'
let backend: LocalBackend

beforeAll(async () => {
  // As behind a trusted proxy: each request names its client address in x-forwarded-for (see edge.ts).
  backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir, sweepIntervalMs: 0, trustForwardedFor: true })
})
afterAll(async () => {
  await backend?.stop()
  rmSync(outboxDir, { recursive: true, force: true })
})

const keyHeaders = (key: string) => ({
  apikey: key,
  Authorization: `Bearer ${key}`,
  'X-Forwarded-For': uniqueAddress(),
})
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
    expect(stored.body).toEqual([
      expect.objectContaining({ ...row, created_at: expect.any(String), notified_at: null, notify_key: null }),
    ])
  })

  test('an application with its services list is stored as a text array', async () => {
    const row = application()
    expect((await client(LOCAL_ANON_KEY).from('subcontractors').insert(row)).error).toBeNull()
    const stored = await answer(
      await rest(
        `subcontractors?select=services,company_name&company_name=eq.${encodeURIComponent(row.company_name)}`,
        LOCAL_SERVICE_ROLE_KEY,
      ),
    )
    expect(stored.body).toEqual([{ services: row.services, company_name: row.company_name }])
  })

  test('a retry of the same id is 409 23505 on leads_pkey, which the site reads as "already stored"', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const { error, status } = await client(LOCAL_ANON_KEY).from('leads').insert(row)
    expect(status).toBe(409)
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "leads_pkey"',
    })
  })

  test('a rule is 400 23514 naming the constraint', async () => {
    const { error, status } = await client(LOCAL_ANON_KEY)
      .from('leads')
      .insert(lead({ phone: '5'.repeat(41) }))
    expect(status).toBe(400)
    expect(error).toMatchObject({
      code: '23514',
      message: 'new row for relation "leads" violates check constraint "leads_phone_rule"',
    })
    expect(
      (
        await client(LOCAL_ANON_KEY)
          .from('subcontractors')
          .insert(application({ services: ['Pool Building'] }))
      ).error?.message,
    ).toContain('subcontractors_services_rule')
    expect(
      (
        await client(LOCAL_ANON_KEY)
          .from('subcontractors')
          .insert(application({ city: ' ' }))
      ).error?.message,
    ).toContain('subcontractors_city_rule')
  })

  test('an array body is one statement: two rows are 400 P0001 and neither is stored; an array of one is stored', async () => {
    const rows = [lead(), lead()]
    const { status, error } = await client(LOCAL_ANON_KEY).from('leads').insert(rows)
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'P0001', message: 'Send one submission per request.' })
    expect(
      (
        await answer(
          await rest(`leads?select=id&email=eq.${encodeURIComponent(rows[0]!.email)}`, LOCAL_SERVICE_ROLE_KEY),
        )
      ).body,
    ).toEqual([])
    const one = lead()
    expect((await client(LOCAL_ANON_KEY).from('leads').insert([one])).status).toBe(201)
    expect((await client(LOCAL_ANON_KEY).from('leads').insert([])).status).toBe(201)
  })

  test('the request headers reach the database as PostgREST passes them: the sixth lead from one address in 10 minutes is refused, a spoofed x-forwarded-for does not help', async () => {
    const address = '198.51.100.77'
    const from = (spoof?: string) => ({
      ...keyHeaders(LOCAL_ANON_KEY),
      'X-Forwarded-For': spoof ? `${spoof}, ${address}` : address,
    })
    for (let i = 0; i < 5; i++)
      expect(
        (await new PostgrestClient(`${backend.url}/rest/v1`, { headers: from() }).from('leads').insert(lead())).status,
      ).toBe(201)
    for (const spoof of [undefined, '192.0.2.1']) {
      const { status, error } = await new PostgrestClient(`${backend.url}/rest/v1`, { headers: from(spoof) })
        .from('leads')
        .insert(lead())
      expect(status).toBe(400)
      expect(error?.message).toMatch(/^Too many submissions from your connection in the last 10 minutes\./)
    }
  })

  test('upserts (Prefer: resolution with on_conflict) need UPDATE or SELECT on the key, so anon gets 401 for both kinds', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const merged = await client(LOCAL_ANON_KEY)
      .from('leads')
      .upsert({ ...row, message: 'changed' })
    expect(merged).toMatchObject({ status: 401, error: { code: '42501' } })
    const ignored = await client(LOCAL_ANON_KEY)
      .from('leads')
      .upsert({ ...row, message: 'changed' }, { ignoreDuplicates: true, onConflict: 'id' })
    expect(ignored).toMatchObject({ status: 401, error: { code: '42501' } })
    const stored = await answer(await rest(`leads?select=message&id=eq.${row.id}`, LOCAL_SERVICE_ROLE_KEY))
    expect(stored.body).toEqual([{ message: row.message }])
  })

  test('Prefer: count=exact answers Content-Range, missing=default fills defaults, unknown preferences are ignored unless handling=strict', async () => {
    const row = lead()
    const counted = await rest('leads', LOCAL_ANON_KEY, {
      method: 'POST',
      body: JSON.stringify(row),
      headers: { Prefer: 'return=minimal, count=exact, frobnicate' },
    })
    expect(counted.status).toBe(201)
    expect(counted.headers.get('content-range')).toBe('*/1')
    expect(counted.headers.get('preference-applied')).toBe('return=minimal, count=exact')
    const { message: _message, ...withoutMessage } = lead()
    const defaults = await rest(
      'leads?columns=id,name,email,phone,project_type,property_address,message',
      LOCAL_ANON_KEY,
      {
        method: 'POST',
        body: JSON.stringify([withoutMessage]),
        headers: { Prefer: 'missing=default' },
      },
    )
    expect(defaults.status).toBe(201)
    expect(
      (await answer(await rest(`leads?select=message&id=eq.${withoutMessage.id}`, LOCAL_SERVICE_ROLE_KEY))).body,
    ).toEqual([{ message: '' }])
    const strict = await rest('leads', LOCAL_ANON_KEY, {
      method: 'POST',
      body: JSON.stringify(lead()),
      headers: { Prefer: 'handling=strict, frobnicate' },
    })
    expect(await answer(strict)).toMatchObject({ status: 400, body: { code: 'PGRST122' } })
  })

  test('return=headers-only reads the key back, which anon may not', async () => {
    const response = await rest('leads', LOCAL_ANON_KEY, {
      method: 'POST',
      body: JSON.stringify(lead()),
      headers: { Prefer: 'return=headers-only' },
    })
    expect(await answer(response)).toMatchObject({ status: 401, body: { code: '42501' } })
  })
})

describe('rpc', () => {
  test('the service role calls a function with named arguments; anon may not; unknown names and arguments are 404', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const call = (key: string, name: string, args: unknown) =>
      rest(`rpc/${name}`, key, { method: 'POST', body: JSON.stringify(args) })
    const claimed = await answer(
      await call(LOCAL_SERVICE_ROLE_KEY, 'claim_notification', { submission_table: 'leads', submission_id: row.id }),
    )
    expect(claimed).toMatchObject({
      status: 200,
      body: { state: 'single', key: `leads-${row.id}`, row: { id: row.id } },
    })
    expect(
      await answer(
        await call(LOCAL_ANON_KEY, 'claim_notification', { submission_table: 'leads', submission_id: row.id }),
      ),
    ).toMatchObject({ status: 401, body: { code: '42501' } })
    expect(
      await answer(await call(LOCAL_SERVICE_ROLE_KEY, 'claim_notification', { submission_table: 'leads' })),
    ).toMatchObject({ status: 404, body: { code: 'PGRST202' } })
    expect(await answer(await call(LOCAL_SERVICE_ROLE_KEY, 'no_such_function', {}))).toMatchObject({
      status: 404,
      body: { code: 'PGRST202' },
    })
    expect(
      (
        await call(LOCAL_SERVICE_ROLE_KEY, 'record_notification_failure', {
          notify_key: 'x',
          error: 'e',
          refused: false,
        })
      ).status,
    ).toBe(204)
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
    const patch = await rest(`leads?id=eq.${row.id}`, LOCAL_ANON_KEY, {
      method: 'PATCH',
      body: JSON.stringify({ notified_at: new Date().toISOString() }),
    })
    expect(await answer(patch)).toMatchObject({ status: 401, body: { code: '42501' } })
    const remove = await rest(`subcontractors?id=eq.${row.id}`, LOCAL_ANON_KEY, { method: 'DELETE' })
    expect(await answer(remove)).toMatchObject({ status: 401, body: { code: '42501' } })
  })

  test('a row claiming to be mailed already, or dated, is 401 42501 (column grants)', async () => {
    for (const column of ['notified_at', 'created_at']) {
      const { status, error } = await client(LOCAL_ANON_KEY)
        .from('leads')
        .insert({ ...lead(), [column]: new Date().toISOString() })
      expect(status).toBe(401)
      expect(error).toMatchObject({ code: '42501', message: 'permission denied for table leads' })
    }
  })
})

describe('the service role', () => {
  test('reads with eq filters and marks a row notified with PATCH', async () => {
    const row = lead()
    await client(LOCAL_ANON_KEY).from('leads').insert(row)
    const patch = await rest(`leads?id=eq.${row.id}`, LOCAL_SERVICE_ROLE_KEY, {
      method: 'PATCH',
      body: JSON.stringify({ notified_at: '2026-01-02T03:04:05Z' }),
    })
    expect(patch.status).toBe(204)
    const stored = await answer(
      await rest(`leads?select=notified_at&id=eq.${row.id}&email=eq.${row.email}`, LOCAL_SERVICE_ROLE_KEY),
    )
    expect(stored).toEqual({ status: 200, body: [{ notified_at: '2026-01-02T03:04:05+00:00' }] })
  })

  test('an unfiltered PATCH is refused', async () => {
    const patch = await rest('leads', LOCAL_SERVICE_ROLE_KEY, {
      method: 'PATCH',
      body: JSON.stringify({ notified_at: null }),
    })
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
    expect(await answer(await rest('pg_roles?select=*', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({
      status: 404,
      body: { code: 'PGRST205' },
    })
    expect(await answer(await rest('leads?select=id;drop table leads', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({
      status: 400,
      body: { code: 'PGRST204' },
    })
    const badColumn = await rest('leads', LOCAL_ANON_KEY, {
      method: 'POST',
      body: JSON.stringify({ ...lead(), 'name") values (1); --': 'x' }),
    })
    expect(await answer(badColumn)).toMatchObject({ status: 400, body: { code: 'PGRST204' } })
    const quoted = await answer(
      await rest(`leads?select=id&name=eq.${encodeURIComponent("x' or '1'='1")}`, LOCAL_SERVICE_ROLE_KEY),
    )
    expect(quoted).toEqual({ status: 200, body: [] })
    const stillThere = await answer(await rest('leads?select=id', LOCAL_SERVICE_ROLE_KEY))
    expect((stillThere.body as unknown[]).length).toBeGreaterThan(0)
  })

  test('a malformed value is a PostgREST-style 400, and a body that is not JSON too', async () => {
    expect(await answer(await rest('leads?select=*&id=eq.not-a-uuid', LOCAL_SERVICE_ROLE_KEY))).toMatchObject({
      status: 400,
      body: { code: '22P02' },
    })
    expect(await answer(await rest('leads', LOCAL_ANON_KEY, { method: 'POST', body: '{"name":' }))).toMatchObject({
      status: 400,
      body: { code: 'PGRST102' },
    })
  })

  test('CORS: the preflight allows any origin and the headers postgrest-js sends; answers carry the origin header', async () => {
    const preflight = await fetch(`${backend.url}/rest/v1/leads`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://127.0.0.1:3000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'apikey, authorization, content-type, x-client-info',
      },
    })
    expect(preflight.status).toBe(200)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toBe(
      'apikey, authorization, content-type, x-client-info',
    )
    const bare = await fetch(`${backend.url}/rest/v1/leads`, { method: 'OPTIONS' })
    for (const name of [
      'apikey',
      'authorization',
      'content-type',
      'prefer',
      'x-client-info',
      'accept-profile',
      'content-profile',
    ]) {
      expect(bare.headers.get('access-control-allow-headers')).toContain(name)
    }
    const denied = await rest('leads?select=*', LOCAL_ANON_KEY)
    expect(denied.headers.get('access-control-allow-origin')).toBe('*')
  })
})
