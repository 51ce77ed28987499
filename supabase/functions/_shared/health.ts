/**
 * The one-line warning every owner e-mail carries while the pipeline is unwell (migration *_reports.sql):
 * the backup sender, notify-pending, has not run in the last 15 minutes (pg_cron calls it every five), or a
 * submission is still unmailed an hour after it arrived. The first lead after a breakage reports it.
 */
import { receivedAt } from './pacific-time.ts'

/** What the database kept for one e-mail key (public.pipeline_health). */
export interface HealthSnapshot {
  checked_at: string
  sweep_last_run_at: string | null
  overdue: number
}

const SWEEP_SILENCE_MINUTES = 15

export function healthWarning({ checked_at, sweep_last_run_at, overdue }: HealthSnapshot): string | undefined {
  const problems: string[] = []
  if (!sweep_last_run_at) problems.push('the automatic re-sender (notify-pending) has never run')
  else if (Date.parse(checked_at) - Date.parse(sweep_last_run_at) > SWEEP_SILENCE_MINUTES * 60_000)
    problems.push(`the automatic re-sender (notify-pending) has not run since ${receivedAt(sweep_last_run_at)}`)
  if (overdue > 0)
    problems.push(
      `${overdue === 1 ? '1 request is' : `${overdue} requests are`} still not e-mailed an hour after arriving`,
    )
  if (problems.length === 0) return undefined
  return `Website problem: ${problems.join(', and ')}. Leads may be waiting: have the site's checks run (npm run check:live, docs/deploy.md).`
}
