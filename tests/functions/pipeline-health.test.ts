/**
 * The warning line of the owner's e-mails (health.ts, migration *_pipeline_health.sql): the first lead after
 * a breakage reports it; a retry under the same key says what the first try said; visitors never see it.
 */
import { expect, test } from 'vitest'
import { LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { lead } from '../db/fixtures.ts'
import { auth, useBackend } from './backend.ts'

const backend = useBackend('pipeline-health')

const WARNING = 'Website problem:'

async function submit() {
  const row = lead()
  await backend.insert('leads', row)
  const answer = await backend.call('send-lead-email', row)
  return { row, answer }
}
const ownerEmail = (row: { name: string }) =>
  backend
    .emailsMentioning(row.name)
    .find((email) => email.to === 'office@localhost' || [email.to].flat().includes('office@localhost'))

test('a re-sender that never ran, then overdue requests, are reported in the next lead; a kept key repeats its warning', async () => {
  const first = await submit()
  expect(ownerEmail(first.row)?.text).toMatch(
    /^Website problem: the automatic re-sender \(notify-pending\) has never run\./,
  )
  expect(
    backend
      .emailsTo(first.row.email)
      .map((email) => email.text)
      .join(''),
  ).not.toContain(WARNING)

  expect((await backend.sweep()).status).toBe(200)
  const healthy = await submit()
  expect(ownerEmail(healthy.row)?.text).not.toContain(WARNING)

  // A request left unmailed for two hours, as if nothing had carried it.
  const forgotten = lead()
  await backend.insert('leads', forgotten)
  const aged = await fetch(`${backend.url}/rest/v1/leads?id=eq.${forgotten.id}`, {
    method: 'PATCH',
    headers: { ...auth(LOCAL_SECRET_KEY), 'Content-Type': 'application/json' },
    body: JSON.stringify({ created_at: new Date(Date.now() - 2 * 3_600_000).toISOString() }),
  })
  expect(aged.status).toBe(204)

  // This lead's first send fails; its warning is taken then, and kept for the retry.
  const retried = lead()
  await backend.failSends({ status: 500, name: 'internal_server_error', times: 1, match: retried.name })
  await backend.insert('leads', retried)
  expect((await backend.call('send-lead-email', retried)).status).toBe(502)
  expect((await backend.call('send-lead-email', forgotten)).status).toBe(200)
  expect((await backend.sweep()).status).toBe(200)
  expect(ownerEmail(retried)?.text).toMatch(
    /^Website problem: 1 request is still not e-mailed an hour after arriving\./,
  )

  const later = await submit()
  expect(ownerEmail(later.row)?.text).not.toContain(WARNING)
})
