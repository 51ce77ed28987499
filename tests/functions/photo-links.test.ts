// A lead whose photo links Storage cannot make (here a photo whose file is gone) holds back only the e-mail that
// carries it, as a single e-mail or in the digest; the run goes on and says so.
import { randomUUID } from 'node:crypto'
import { expect, test } from 'vitest'
import { SAVED_NOT_SENT } from '../../supabase/functions/_shared/http.ts'
import { lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

// A day of three e-mails: the first lead is mailed on its own, the next waits for the digest.
const backend = useBackend({ limits: { emails_per_day: 3, digest_reserve_per_day: 2 } })

/** Leads stored with a photo whose file is gone. */
async function withLostPhoto(leads: ReturnType<typeof lead>[]) {
  for (const row of leads) {
    await backend.insert('leads', { ...row, photo_count: 1 })
    const name = `${row.id}/${randomUUID()}.jpg`
    await backend.query("insert into storage.objects (bucket_id, name, metadata) values ('lead-photos', $1, '{}')", [
      name,
    ])
  }
  return leads
}

test('a single e-mail and a digest whose photo links cannot be made wait, each recorded, and the run goes on', async () => {
  const leads = await withLostPhoto([lead(), lead()])
  expect(await backend.sweep()).toMatchObject({
    status: 200,
    body: { sent: 0, queued: 1, failed: 1, digest: 'failed' },
  })
  for (const row of leads) {
    expect(backend.emailsMentioning(row.name)).toEqual([])
    expect(await backend.row('leads', row.id)).toMatchObject({ notify_error: expect.stringMatching(/^photo links: /) })
  }
})

test('a report of requests late by an hour whose links cannot be made is not lost: the next digest lists them', async () => {
  await backend.query('delete from public.leads; delete from private.email_claims')
  const [late] = await withLostPhoto([lead()])
  await backend.sweep()
  await backend.query("update public.leads set created_at = created_at - interval '61 minutes'")
  expect((await backend.sweep()).body).toMatchObject({ failed: 1, digest: 'failed' })
  expect(await backend.row('leads', late!.id)).toMatchObject({ notified_at: null, notify_reported_in: null })
})

test("the form's own call for such a lead: the visitor is told it is saved, the failure recorded for the sweep", async () => {
  await backend.query('delete from public.leads; delete from private.email_claims') // the day's single e-mails back
  const [stored] = await withLostPhoto([lead()])
  expect(await backend.call('send-lead-email', stored!)).toMatchObject({
    status: 502,
    body: { details: SAVED_NOT_SENT },
  })
  expect(await backend.row('leads', stored!.id)).toMatchObject({
    notified_at: null,
    notify_error: expect.stringMatching(/^photo links: Error: photo .*: Storage answered 400$/),
  })
})
