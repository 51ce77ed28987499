/**
 * weekly-report: the owner's Monday summary (weekly-summary.ts), sent at 8:00 San Diego time. pg_cron calls it
 * at 15:00 and 16:00 UTC on Mondays (migration *_schedules.sql; the local backend has a timer)
 * and it sends only when it is 8 o'clock in San Diego (report-week.ts), once per week: the idempotency key
 * names the week. Secret key only (service-auth.ts).
 *
 * `{ "check": true }` answers whether the e-mail settings are set, sending nothing (npm run check:live);
 * `{ "now": "<ISO time>" }` takes that as the time, for the tests.
 */
import { readConfig } from '../_shared/config.ts'
import { ownerWarning } from '../_shared/deliver.ts'
import { send } from '../_shared/email.ts'
import { failure, json } from '../_shared/http.ts'
import { reportWeek } from '../_shared/report-week.ts'
import { refuseUnlessService } from '../_shared/service-auth.ts'
import { openStore } from '../_shared/store.ts'
import { z } from '../_shared/validation.ts'
import { weeklySummary } from '../_shared/weekly-summary.ts'

const options = z.object({ check: z.boolean().default(false), now: z.iso.datetime({ offset: true }).optional() })

export async function handler(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: 'Method not allowed', details: 'Use POST.' }, { Allow: 'POST' })
  const refusal = await refuseUnlessService(request, 'weekly-report')
  if (refusal) return refusal
  const parsed = options.safeParse(await request.json().catch(() => ({})))
  if (!parsed.success) return failure(400, 'Invalid request', 'Send {}, { "check": true } or { "now": "<ISO time>" }.')
  const settings = readConfig()
  if ('missing' in settings) {
    console.error(
      `weekly-report: missing configuration: ${settings.missing.join(', ')} (supabase secrets set NAME=value)`,
    )
    return failure(500, 'Missing e-mail configuration', `Set ${settings.missing.join(', ')}.`)
  }
  if (parsed.data.check) return json(200, { ok: true, configured: true })

  const week = reportWeek(parsed.data.now ? new Date(parsed.data.now) : new Date())
  if (!week.due) return json(200, { sent: false, reason: 'It is not 8:00 on a Monday in San Diego.' })
  const { config } = settings
  const key = `weekly-report-${week.monday}`
  try {
    const store = openStore(config)
    const groups = await store.weeklyCounts(week.start, week.end)
    const outcome = await send(config, weeklySummary(config, week, groups, await ownerWarning(store, key)), key)
    if (outcome.kind === 'sent') return json(200, { sent: true, week: week.monday, emailId: outcome.emailId })
    console.error(`weekly-report ${week.monday}: not sent (key ${key}): ${outcome.detail}`)
    return failure(502, 'Not sent', outcome.detail)
  } catch (error) {
    console.error(`weekly-report ${week.monday}: could not be made:`, error)
    return failure(500, 'Report failed', 'See the function log.')
  }
}
