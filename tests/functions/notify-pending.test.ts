/** notify-pending, the sweep pg_cron runs every five minutes with the project's secret key. */
import { expect, test } from 'vitest'
import { application, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

test('every lead stored while the provider was down is mailed exactly once, oldest first, and acknowledged, when it is back', async () => {
  await backend.sweep()
  const leads = [lead(), lead(), lead()]
  await backend.failSends({ status: 500, name: 'internal_server_error', message: 'We are having trouble', times: 100 })
  for (const row of leads) expect((await backend.submit(row)).status).toBe(502)
  const app = await backend.insert('subcontractors', application()) // the visitor left before the e-mail call

  expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 0, failed: 1 } })
  const markers = [...leads.map((row) => row.name), app.company_name]
  expect(markers.flatMap((marker) => backend.emailsMentioning(marker))).toEqual([])
  // The acknowledgements wait for the owner's e-mail: the form's calls did not even try them.
  const tried = 'select count(*)::int as n from private.acknowledgements where submission_id = any($1::uuid[])'
  expect((await backend.query(tried, [leads.map((row) => row.id)])).rows[0].n).toBe(0)

  await backend.clearFaults()
  expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 4, failed: 0, digest: null } })
  expect(await backend.sweep()).toMatchObject({ status: 200, body: { sent: 0, failed: 0 } })
  const mailed = markers.map((marker) => backend.emailsMentioning(marker))
  expect(mailed.map((emails) => emails.length)).toEqual([1, 1, 1, 1])
  // The visitors' acknowledgements go with the sweep, once each.
  expect(leads.map((row) => backend.emailsTo(row.email).length)).toEqual([1, 1, 1])
  const order = mailed.map((emails) => emails[0]!.created_at)
  expect([...order].sort()).toEqual(order)
  for (const row of leads)
    expect(await backend.row('leads', row.id)).toMatchObject({
      notified_at: expect.any(Date),
      email_id: backend.emailsMentioning(row.name)[0]!.id,
      notify_error: null,
    })
})

test('a run mails a bounded batch; the rest wait for the next run', async () => {
  await backend.sweep()
  const rows = [lead(), lead(), lead()]
  for (const row of rows) await backend.insert('leads', row)
  expect(await backend.sweep({ min_age_seconds: 0, batch: 2 })).toMatchObject({ body: { sent: 2 } })
  expect(await backend.sweep({ min_age_seconds: 0, batch: 2 })).toMatchObject({ body: { sent: 1 } })
  expect(rows.map((row) => backend.emailsMentioning(row.name).length)).toEqual([1, 1, 1])
})

test("a submission younger than a minute is left to the site's own call", async () => {
  const row = await backend.insert('leads', lead())
  expect(await backend.sweep({})).toMatchObject({ body: { sent: 0 } })
  expect(backend.emailsMentioning(row.name)).toEqual([])
})
