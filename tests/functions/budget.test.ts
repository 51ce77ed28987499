/**
 * The e-mail quota cannot be used up whatever gets stored: with the real hourly figures (3 single e-mails,
 * then one digest an hour), a flood of stored submissions reaches the provider as 4 e-mails, and every
 * submission is in exactly one of them.
 */
import { expect, test } from 'vitest'
import { application, applicationEmailBody, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend({ limits: {} })

test('twelve submissions in an hour: three single e-mails, then one digest with the other nine, then nothing more that hour', async () => {
  const leads = Array.from({ length: 8 }, () => lead())
  const apps = Array.from({ length: 4 }, () => application())
  const answers = []
  for (const row of leads) {
    await backend.insert('leads', row)
    answers.push((await backend.call('send-lead-email', row)).body)
  }
  for (const row of apps) {
    await backend.insert('subcontractors', row)
    answers.push((await backend.call('send-subcontractor-email', applicationEmailBody(row))).body)
  }
  expect(answers.slice(0, 3)).toEqual([{ ok: true }, { ok: true }, { ok: true }])
  expect(answers.slice(3)).toEqual(Array.from({ length: 9 }, () => ({ ok: true, queued: true })))

  expect(await backend.sweep()).toMatchObject({ body: { sent: 0, queued: 9, digest: 'sent' } })
  expect(await backend.sweep()).toMatchObject({ body: { sent: 0, digest: null } })

  const markers = [...leads.map((row) => row.name), ...apps.map((row) => row.company_name)]
  const emailsPerSubmission = markers.map((marker) => backend.emailsMentioning(marker))
  expect(emailsPerSubmission.map((emails) => emails.length)).toEqual(markers.map(() => 1))
  const distinct = new Set(emailsPerSubmission.map((emails) => emails[0]!.id))
  expect(distinct.size).toBe(4)
  const digest = emailsPerSubmission[11]![0]!
  expect(digest.subject).toBe('Website summary: 9 new submissions')
  expect(digest.to).toEqual(['office@localhost'])
  expect(digest.reply_to).toBeUndefined()

  const late = lead()
  await backend.insert('leads', late)
  expect((await backend.call('send-lead-email', late)).body).toEqual({ ok: true, queued: true })
  expect(await backend.sweep()).toMatchObject({ body: { digest: null } })
  expect(backend.emailsMentioning(late.name)).toEqual([])
})
