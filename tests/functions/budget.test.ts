// The e-mail quota cannot be used up whatever gets stored: one day's budget (lowered here to 12, 6 of them kept
// for the owner) shared by single e-mails, acknowledgements, the digest and the held-submissions e-mail.
import { expect, test } from 'vitest'
import { application, lead, marker } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend({
  limits: { emails_per_day: 12, digest_reserve_per_day: 2, owner_reserve_per_day: 6, acknowledgements_per_hour: 1000 },
})

test('a day of 12 e-mails: 7 single, 3 acknowledgements, one digest with the other two, one held-submissions e-mail, then nothing', async () => {
  const leads = Array.from({ length: 6 }, () => lead())
  const apps = Array.from({ length: 3 }, () => application())
  const answers = []
  for (const row of [...leads, ...apps]) answers.push((await backend.submit(row)).body)
  const held = lead({ name: marker('Held') })
  expect((await backend.submit(held, { verified: false })).body).toEqual({ ok: true, queued: true })

  expect(answers).toEqual([...Array(7).fill({ ok: true }), ...Array(2).fill({ ok: true, queued: true })])
  const acknowledged = [...leads, ...apps].filter((row) => backend.emailsTo(row.email).length > 0)
  expect(acknowledged).toEqual(leads.slice(0, 3))

  expect(await backend.sweep()).toMatchObject({ body: { sent: 0, queued: 2, digest: 'sent', held: 'sent' } })
  expect(await backend.sweep()).toMatchObject({ body: { sent: 0, digest: null, held: null } })

  const markers = [...leads.map((row) => row.name), ...apps.map((row) => row.company_name), held.name]
  const emailsPerSubmission = markers.map((marker) => backend.emailsMentioning(marker))
  expect(emailsPerSubmission.map((emails) => emails.length)).toEqual(markers.map(() => 1))
  expect(new Set(emailsPerSubmission.map((emails) => emails[0]!.id)).size).toBe(9)
  expect(emailsPerSubmission[7]![0]!.subject).toBe('Website summary: 2 new submissions')
  expect(emailsPerSubmission[9]![0]!.subject).toBe('Website: 1 held submission to look over')

  const late = lead()
  expect((await backend.submit(late)).body).toEqual({ ok: true, queued: true })
  expect(await backend.sweep()).toMatchObject({ body: { digest: null } })
  expect(backend.emailsMentioning(late.name)).toEqual([])

  // The held e-mail's way to let a real visitor through: its line, run as the owner would in the SQL editor.
  const release = emailsPerSubmission[9]![0]!.text?.match(/select release_held\(.+\);/)?.[0]
  await backend.query(String(release))
  expect(await backend.row('leads', held.id)).toMatchObject({ verification: 'released' })
})
