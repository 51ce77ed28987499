/** weekly-report, the owner's Monday summary: secret key only, once a week at 8:00 San Diego time. */
import { expect, test } from 'vitest'
import { LOCAL_PUBLISHABLE_KEY } from '../../lib/local-backend.server.ts'
import type { Table } from '../db/database.ts'
import { application, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

const report = (body: object, key?: string) => backend.scheduled('weekly-report', body, key)

/** Stores a row as arrived then and, unless left out, e-mailed that many minutes later; the row. */
async function storedAt<R extends { id: string }>(table: Table, row: R, created: string, mailedAfterMinutes?: number) {
  await backend.insert(table, row)
  await backend.query(
    `update public.${table} set created_at = $2, notified_at = $2::timestamptz + make_interval(mins => $3) where id = $1`,
    [row.id, created, mailedAfterMinutes ?? null],
  )
  return row
}

const weeklyEmails = () =>
  backend.emailsTo('office@localhost').filter((email) => email.subject.startsWith('Website week'))

test("takes only a secret key; a check, or a call when it is not 8 o'clock on a Monday in San Diego, sends nothing", async () => {
  expect((await report({}, LOCAL_PUBLISHABLE_KEY)).status).toBe(401)
  expect((await report({ check: true })).body).toEqual({ ok: true, configured: true })
  // The 15:00 UTC call in winter.
  expect((await report({ now: '2026-11-30T15:00:00Z' })).body).toMatchObject({ sent: false })
  expect(weeklyEmails()).toEqual([])
})

test('counts the week by form, source and e-mail outcome, once, with the pipeline warning', async () => {
  const rows = [
    await storedAt('leads', { ...lead(), gclid: 'Cj0KCQ', landing_page: '/' }, '2026-11-23T09:00:00Z', 5),
    await storedAt('leads', { ...lead(), referrer_host: 'www.google.com' }, '2026-11-26T20:00:00Z', 120),
    await storedAt('leads', lead(), '2026-11-30T07:59:00Z'),
    await storedAt('leads', lead(), '2026-11-30T08:00:00Z', 1), // Monday, 0:00 in San Diego: next week
    await storedAt('subcontractors', application(), '2026-11-24T18:00:00Z', 2),
  ]

  expect((await report({ now: '2026-11-30T16:05:00Z' })).body).toMatchObject({ sent: true, week: '2026-11-23' })
  expect((await report({ now: '2026-11-30T16:40:00Z' })).status).toBe(200)

  const [email, ...more] = weeklyEmails()
  expect(more).toEqual([])
  expect(email!.subject).toBe('Website week of Nov 23: 3 quote requests, 1 application')
  expect(email!.text).toContain('from Monday, Nov 23 to Sunday, Nov 29 (San Diego time)')
  for (const line of [
    'Received: 3 quote requests, 1 application',
    'E-mailed to you within 15 minutes: 1 quote request, 1 application',
    'E-mailed later (the re-sender or the hourly summary): 1 quote request, 0 applications',
    'Not e-mailed yet: 1 quote request, 0 applications',
    '  Google Ads: 1 quote request',
    '  Google search: 1 quote request',
    '  a direct visit (typed address, bookmark, or an app that does not say): 1 quote request, 1 application',
  ])
    expect(email!.text).toContain(line)
  expect(email!.text).toMatch(/^Website problem: the automatic re-sender \(notify-pending\) has never run/)
  expect(email!.html).toContain('A Monday without it means')
  for (const row of rows) expect(email!.html).not.toContain(row.email)
})
