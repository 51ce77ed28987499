/**
 * The functions' settings, read in Deno as deployed: without their secrets the functions send nothing and
 * tell the visitor what they can do, while the settings to fix go to the function log (and to notify-pending's
 * caller, the scheduled job); applications go to SUBCONTRACTOR_EMAIL_TO, or else to LEAD_EMAIL_TO.
 */
import { expect, test } from 'vitest'
import { lead } from '../db/fixtures.ts'
import { formAndSweep, inDeno } from './deno.ts'

const SUPABASE = { SUPABASE_URL: 'https://project.supabase.co', SUPABASE_SERVICE_ROLE_KEY: 'service-key' }

test('without their secrets the functions answer the visitor in words and name the settings only in the log', () => {
  const stored = lead()
  const result = formAndSweep({ ...SUPABASE, EMAIL_FROM: '  ' }, stored, [{ apikey: 'service-key' }])
  const visitorDetails =
    'Your request is saved, but we could not notify our team just now. It will reach us automatically once our e-mail service is back; you can also press the button again in a minute.'
  expect(result.announced).toEqual({
    status: 500,
    cors: '*',
    body: { error: 'Missing e-mail configuration', details: visitorDetails },
  })
  expect(result.sweeps).toMatchObject([
    {
      status: 500,
      body: { error: 'Missing e-mail configuration', details: 'Set RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO.' },
    },
  ])
  expect(result.log).toContainEqual(
    expect.stringContaining(
      `leads ${stored.id}: not mailed, missing configuration: RESEND_API_KEY, EMAIL_FROM, LEAD_EMAIL_TO`,
    ),
  )
})

test('applications go to SUBCONTRACTOR_EMAIL_TO when it is set, else to LEAD_EMAIL_TO', () => {
  const recipients = `import { readConfig } from './supabase/functions/_shared/config.ts'
    const settings = readConfig()
    console.log(JSON.stringify('config' in settings ? settings.config.recipients : settings))`
  const configured = {
    ...SUPABASE,
    RESEND_API_KEY: 're_key',
    EMAIL_FROM: 'site@x.example',
    LEAD_EMAIL_TO: 'office@x.example',
  }
  expect(inDeno(recipients, configured)).toEqual({ leads: 'office@x.example', subcontractors: 'office@x.example' })
  expect(inDeno(recipients, { ...configured, SUBCONTRACTOR_EMAIL_TO: 'trades@x.example' })).toEqual({
    leads: 'office@x.example',
    subcontractors: 'trades@x.example',
  })
})
