/**
 * Functions deployed without their secrets send nothing and tell the visitor what they can do; the settings
 * to fix are named in the function log only, never to the visitor.
 */
import { describe, expect, test, vi } from 'vitest'
import { application, applicationEmailBody, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

// '' leaves a variable unset: the backend's own defaults would otherwise fill these in.
const backend = useBackend('configuration', {
  functionEnv: { RESEND_API_KEY: '', LEAD_EMAIL_TO: '', EMAIL_FROM: '  ' },
})

const visitorDetails =
  'Your request is saved, but we could not notify our team just now. It will reach us automatically once our e-mail service is back; you can also press the button again in a minute.'

describe('missing configuration', () => {
  test.each([
    ['send-lead-email', 'leads', lead, (row: ReturnType<typeof lead>) => row],
    ['send-subcontractor-email', 'subcontractors', application, applicationEmailBody],
  ] as const)(
    '%s answers 500 with a sentence for the visitor and logs the missing settings with the row id',
    async (fn, table, make, body) => {
      const logged = vi.spyOn(process.stderr, 'write')
      const stored = make()
      await backend.insert(table, stored)
      const answer = await backend.call(fn, body(stored as never))
      expect(answer.status).toBe(500)
      expect(answer.headers.get('access-control-allow-origin')).toBe('*')
      expect(answer.body).toEqual({ error: 'Missing e-mail configuration', details: visitorDetails })
      expect(JSON.stringify(answer.body)).not.toMatch(/RESEND|EMAIL_FROM|secrets/)
      await vi.waitFor(() => {
        const log = logged.mock.calls.map(([chunk]) => String(chunk)).join('')
        expect(log).toContain(
          `${table} ${stored.id}: not mailed, missing configuration: RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO`,
        )
      })
      logged.mockRestore()
      expect(backend.emailsMentioning(stored.id)).toEqual([])
      expect((await backend.row(table, stored.id))?.notified_at).toBeNull()
    },
  )

  test('notify-pending names the settings to its caller, the scheduled job (no visitor sees it)', async () => {
    expect(await backend.sweep()).toMatchObject({
      status: 500,
      body: { error: 'Missing e-mail configuration', details: 'Set RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO.' },
    })
  })
})
