/**
 * The local backend's `/rest/v1`, as the site reaches it (postgrest-js with the anon key): the statuses and
 * error bodies the forms read, one statement per body, and the request headers reaching the database's limits.
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import { describe, expect, test } from 'vitest'
import { LOCAL_ANON_KEY } from '../../lib/local-backend.server.ts'
import { auth, useBackend } from '../functions/backend.ts'
import { uniqueAddress } from './database.ts'
import { application, lead } from './fixtures.ts'

const backend = useBackend()
const site = (address = uniqueAddress()) =>
  new PostgrestClient(`${backend.url}/rest/v1`, { headers: { ...auth(LOCAL_ANON_KEY), 'X-Forwarded-For': address } })

describe('as the site inserts', () => {
  test('a lead and an application are stored: 201 with no body, the services as a text array', async () => {
    const row = lead()
    expect(await site().from('leads').insert(row)).toMatchObject({ error: null, status: 201, data: null })
    expect(await backend.row('leads', row.id)).toMatchObject({ ...row, notified_at: null })
    const applied = application()
    expect((await site().from('subcontractors').insert(applied)).error).toBeNull()
    expect((await backend.row('subcontractors', applied.id))?.services).toEqual(applied.services)
  })

  test.each([
    ['leads', lead],
    ['subcontractors', application],
  ] as const)(
    'a retry of the same id in %s is 409 23505 on its _pkey, which the site reads as "already stored"',
    async (table, make) => {
      const row: object = make()
      await site().from(table).insert(row)
      expect(await site().from(table).insert(row)).toMatchObject({
        status: 409,
        error: { code: '23505', message: `duplicate key value violates unique constraint "${table}_pkey"` },
      })
    },
  )

  test('a rule is 400 23514 naming the constraint, which the site shows after "Database error: "', async () => {
    expect(
      await site()
        .from('leads')
        .insert(lead({ phone: '5'.repeat(41) })),
    ).toMatchObject({
      status: 400,
      error: { code: '23514', message: 'new row for relation "leads" violates check constraint "leads_phone_rule"' },
    })
  })

  test('an array body is one statement: two rows are 400 P0001 and neither is stored', async () => {
    const rows = [lead(), lead()]
    expect(await site().from('leads').insert(rows)).toMatchObject({
      status: 400,
      error: { code: 'P0001', message: 'Send one submission per request.' },
    })
    expect(await backend.row('leads', rows[0]!.id)).toBeUndefined()
  })

  test('the client address reaches the limits as on Supabase: the sixth lead from one address in 10 minutes is refused, a spoofed x-forwarded-for does not help', async () => {
    for (let i = 0; i < 5; i++) expect((await site('198.51.100.77').from('leads').insert(lead())).status).toBe(201)
    for (const address of ['198.51.100.77', '192.0.2.1, 198.51.100.77']) {
      const { status, error } = await site(address).from('leads').insert(lead())
      expect(status).toBe(400)
      expect(error?.message).toMatch(/^Too many submissions from your connection in the last 10 minutes\./)
    }
  })
})
