// The limits on submissions without a proof of work (held), for any client of the public key, with the client's
// address read as PostgREST passes the request headers. Verified submissions: proof.test.ts.
import { describe, expect, test } from 'vitest'
import type { RequestSettings } from '../../scripts/local-backend/database.ts'
import { BUSY, failureOf, fromAddress, headers, uniqueAddress, useDatabase } from './database.ts'
import { application, lead } from './fixtures.ts'

const PER_ADDRESS = 5
const PER_EMAIL = 3

const tooMany = (what: 'from your connection' | 'with this e-mail address') => ({
  code: 'P0001',
  message: expect.stringMatching(`^Too many submissions ${what} in the last 10 minutes\\.`) as unknown,
})

const { database, limitsForTest, query, tryInsert } = useDatabase()

const stored = async (table: string, rows: { id: string }[]) =>
  (await query(`select id from public.${table} where id = any($1::uuid[])`, [rows.map((row) => row.id)])).length

/** One statement inserting several rows, as PostgREST makes it from an array body. */
function insertRows(table: string, rows: object[], role: 'anon' | 'service_role') {
  const columns = Object.keys(rows[0]!)
  const sql = `insert into public.${table} (${columns}) select ${columns} from json_populate_recordset(null::public.${table}, $1)`
  return database().transaction((tx) => tx.query(sql, [JSON.stringify(rows)]), role, fromAddress(uniqueAddress()))
}

/** A fresh lead from anon, with these request settings (default: an address of its own); what Postgres said. */
const submit = (settings?: RequestSettings) => tryInsert('anon', 'leads', lead(), settings)

describe('one row per request', () => {
  const refused = { code: 'P0001', message: 'Send one submission per request.' }
  test.each([
    ['anon', 'leads', 0, refused],
    ['anon', 'subcontractors', 0, refused],
    ['service_role', 'leads', 2, undefined],
  ] as const)('%s inserting two %s rows in one statement stores %i of them', async (role, table, count, failure) => {
    const rows = table === 'leads' ? [lead(), lead()] : [application(), application()]
    expect(await failureOf(insertRows(table, rows, role))).toEqual(failure)
    expect(await stored(table, rows)).toBe(count)
  })
})

describe('per client address', () => {
  test(`${PER_ADDRESS} submissions from one IPv4 address in 10 minutes, both forms together; the next is refused; others are not affected`, async () => {
    const address = '10.1.0.10'
    for (let i = 1; i < PER_ADDRESS; i++) expect(await submit(fromAddress(address))).toBeUndefined()
    expect(await tryInsert('anon', 'subcontractors', application(), fromAddress(address))).toBeUndefined()
    const refused = lead()
    expect(await tryInsert('anon', 'leads', refused, fromAddress(address))).toEqual(tooMany('from your connection'))
    expect(await stored('leads', [refused])).toBe(0)
    expect(await submit(fromAddress('10.2.0.11'))).toBeUndefined()
  })

  test.each([
    [
      'a spoofed first x-forwarded-for entry does not reset the count',
      () => fromAddress('10.3.0.20'),
      ['192.0.2.1, 10.3.0.20', '192.0.2.2, 10.0.0.1, 10.3.0.20'].map((forwarded) =>
        headers({ 'cf-connecting-ip': '10.3.0.20', 'x-forwarded-for': forwarded }),
      ),
      [],
    ],
    [
      // Each spoofed first entry in a network of its own, so only the last entry can add up to the limit.
      'without cf-connecting-ip, the last x-forwarded-for entry (the one the proxy appended) is the client',
      (i: number) => headers({ 'x-forwarded-for': `198.18.${i + 1}.1, 10.4.0.30` }),
      [headers({ 'x-forwarded-for': '198.19.99.1,10.4.0.30' })],
      [],
    ],
    [
      'rotating /64s inside one IPv6 /48 count as one network; the next /48 is another',
      (i: number) => fromAddress(`2001:db8:aaaa:${i + 1}::1`),
      [fromAddress('2001:db8:aaaa:ffff:ffff:ffff:ffff:ffff')],
      [fromAddress('2001:db8:aaab:1::1')],
    ],
    [
      'an IPv4-mapped IPv6 address counts as its IPv4 address, not as one shared /64',
      () => fromAddress('10.5.0.40'),
      [fromAddress('::ffff:10.5.0.41')],
      [fromAddress('::ffff:10.6.0.41')],
    ],
  ])('%s', async (_case, filling: (i: number) => RequestSettings, refused, accepted) => {
    for (let i = 0; i < PER_ADDRESS; i++) expect(await submit(filling(i))).toBeUndefined()
    for (const settings of refused) expect(await submit(settings)).toEqual(tooMany('from your connection'))
    for (const settings of accepted) expect(await submit(settings)).toBeUndefined()
  })

  test('requests without an address, or with a malformed one, share no count but are held to the mailbox limit', async () => {
    const unusable = [{ 'request.headers': 'not json' }, headers({ 'cf-connecting-ip': 'not an address' })]
    for (const settings of [{}, headers({}), headers({ 'x-forwarded-for': '' }), ...unusable, {}])
      expect(await submit(settings)).toBeUndefined()
    const email = 'no-address@example.com'
    for (let i = 0; i < PER_EMAIL; i++) expect(await tryInsert('anon', 'leads', lead({ email }), {})).toBeUndefined()
    expect(await tryInsert('anon', 'leads', lead({ email }), {})).toEqual(tooMany('with this e-mail address'))
  })
})

test(`${PER_EMAIL} submissions per mailbox, whatever its case, +tag or Gmail dots, whichever addresses they come from`, async () => {
  const emails = ['Repeat.Visitor@Gmail.com', 'repeatvisitor+quote@gmail.com', 'r.e.p.e.a.t.visitor@googlemail.com']
  for (const [i, email] of emails.entries()) {
    const row = i % 2 ? lead({ email }) : application({ email })
    expect(await tryInsert('anon', i % 2 ? 'leads' : 'subcontractors', row)).toBeUndefined()
  }
  expect(await tryInsert('anon', 'leads', lead({ email: 'REPEATVISITOR+2@GMAIL.COM' }))).toEqual(
    tooMany('with this e-mail address'),
  )
})

test('the overall limit holds for everyone together (private.limits, lowered here)', async () => {
  await limitsForTest('held_overall = (select count(*) from private.submission_log) + 2', 'held_overall = default')
  expect(await submit()).toBeUndefined()
  expect(await submit()).toBeUndefined()
  expect(await submit()).toEqual({ code: 'P0001', message: BUSY })
})

test('a retry of a stored request is answered "already stored" whatever the limits, and counts for nothing', async () => {
  const address = fromAddress('10.8.0.70')
  const [first, ...others] = Array.from({ length: PER_ADDRESS }, () => lead())
  const retry = () => tryInsert('anon', 'leads', first!, address)
  const stored = { code: '23505', message: 'duplicate key value violates unique constraint "leads_pkey"' }
  expect(await retry()).toBeUndefined()
  expect(await retry()).toEqual(stored)
  for (const row of others) expect(await tryInsert('anon', 'leads', row, address)).toBeUndefined()
  expect(await retry()).toEqual(stored)
})

test('a refused submission leaves no trace that counts against the client', async () => {
  const address = '10.7.0.50'
  expect((await tryInsert('anon', 'leads', lead({ name: ' bad' }), fromAddress(address)))?.code).toBe('23514')
  for (let i = 0; i < PER_ADDRESS; i++) expect(await submit(fromAddress(address))).toBeUndefined()
})

test('20 simultaneous submissions from one address store exactly 5', async () => {
  const rows = Array.from({ length: 20 }, () => lead())
  const results = await Promise.all(rows.map((row) => tryInsert('anon', 'leads', row, fromAddress('203.0.113.60'))))
  expect(results.filter((result) => result !== undefined)).toEqual(
    Array.from({ length: 20 - PER_ADDRESS }, () => tooMany('from your connection')),
  )
  expect(await stored('leads', rows)).toBe(PER_ADDRESS)
})
