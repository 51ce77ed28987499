/** The owner e-mails' warning line (supabase/functions/_shared/health.ts). */
import { expect, it } from 'vitest'
import { healthWarning } from '../../supabase/functions/_shared/health.ts'

const checked_at = '2026-11-30T16:00:00Z'

it('says nothing while the re-sender ran in the last 15 minutes and nothing is overdue', () => {
  expect(healthWarning({ checked_at, sweep_last_run_at: '2026-11-30T15:45:00Z', overdue: 0 })).toBeUndefined()
})

it('names a re-sender silent for over 15 minutes, one that never ran, and overdue requests, in one line', () => {
  expect(healthWarning({ checked_at, sweep_last_run_at: '2026-11-30T15:44:59Z', overdue: 0 })).toBe(
    "Website problem: the automatic re-sender (notify-pending) has not run since Nov 30, 2026, 7:44 AM (Pacific time). Leads may be waiting: have the site's checks run (npm run check:live, docs/deploy.md).",
  )
  const both = healthWarning({ checked_at, sweep_last_run_at: null, overdue: 2 })
  expect(both).toMatch(/has never run, and 2 requests are still not e-mailed an hour after arriving\./)
  expect(both).not.toContain('\n')
  expect(healthWarning({ checked_at, sweep_last_run_at: checked_at, overdue: 1 })).toMatch(/: 1 request is still/)
})
