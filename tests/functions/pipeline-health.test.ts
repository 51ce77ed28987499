/** The warning line of the owner's e-mails (health.ts): the first lead after a breakage reports it. */
import { expect, test } from 'vitest'
import { lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend()

const WARNING = 'Website problem:'

const ownerEmail = (row: { name: string }) =>
  backend.emailsMentioning(row.name).find((email) => [email.to].flat().includes('office@localhost'))

test('a re-sender that never ran, then overdue requests, are reported in the next lead; a kept key repeats its warning', async () => {
  const first = lead()
  await backend.submit(first)
  expect(ownerEmail(first)?.text).toMatch(
    /^Website problem: the automatic re-sender \(notify-pending\) has never run\./,
  )
  const acknowledgement = backend.emailsTo(first.email)
  expect(acknowledgement).toHaveLength(1)
  expect(acknowledgement[0]!.text).not.toContain(WARNING)

  expect((await backend.sweep()).status).toBe(200)
  const healthy = lead()
  await backend.submit(healthy)
  expect(ownerEmail(healthy)?.text).not.toContain(WARNING)

  // A request left unmailed for three hours, as if nothing had carried it (not even the digest, hourly).
  const forgotten = await backend.insert('leads', lead())
  await backend.query("update public.leads set created_at = now() - interval '3 hours' where id = $1", [forgotten.id])

  // This lead's first send fails; its warning is taken then, and kept for the retry.
  const retried = lead()
  await backend.failSends({ status: 500, name: 'internal_server_error', times: 1, match: retried.name })
  expect((await backend.submit(retried)).status).toBe(502)
  expect((await backend.call('send-lead-email', forgotten)).status).toBe(200)
  expect((await backend.sweep()).status).toBe(200)
  expect(ownerEmail(retried)?.text).toMatch(
    /^Website problem: 1 request is still not e-mailed an hour after arriving\./,
  )

  const later = lead()
  await backend.submit(later)
  expect(ownerEmail(later)?.text).not.toContain(WARNING)
})
