/** Functions deployed without their secrets say which ones are missing, and send nothing. */
import { describe, expect, test } from 'vitest'
import { application, applicationEmailBody, lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

// '' leaves a variable unset: the backend's own defaults would otherwise fill these in.
const backend = useBackend('configuration', { RESEND_API_KEY: '', LEAD_EMAIL_TO: '', EMAIL_FROM: '  ' })

describe('missing configuration', () => {
  test('send-lead-email answers 500 naming the missing settings', async () => {
    const stored = lead()
    await backend.insert('leads', stored)
    const answer = await backend.call('send-lead-email', stored)
    expect(answer.status).toBe(500)
    expect(answer.headers.get('access-control-allow-origin')).toBe('*')
    expect(answer.body).toEqual({ error: 'Missing e-mail configuration', details: expect.stringMatching(/^Set RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO\b/) })
    expect(backend.emailsMentioning(stored.name)).toEqual([])
    expect((await backend.row('leads', stored.id))?.notified_at).toBeNull()
  })

  test('send-subcontractor-email names both recipient settings', async () => {
    const stored = application()
    await backend.insert('subcontractors', stored)
    const answer = await backend.call('send-subcontractor-email', applicationEmailBody(stored))
    expect(answer).toMatchObject({ status: 500, body: { error: 'Missing e-mail configuration', details: expect.stringContaining('SUBCONTRACTOR_EMAIL_TO or LEAD_EMAIL_TO') } })
  })
})
