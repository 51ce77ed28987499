/**
 * What pg_cron does on Supabase for the local backend's jobs (the notify-pending sweep, the retention job, the
 * weekly report): run a job on a fixed interval, never two runs of it at once, a failure logged and the next
 * run still coming. An interval of 0 (or less) never runs it.
 */
export function every(
  intervalMs: number,
  name: string,
  job: () => Promise<unknown>,
  options: { now?: boolean } = {},
): () => void {
  if (intervalMs <= 0) return () => {}
  let running = false
  const run = () => {
    if (running) return
    running = true
    job()
      .catch((error: unknown) => console.error(`local backend: ${name} failed:`, error))
      .finally(() => (running = false))
  }
  if (options.now) run()
  const timer = setInterval(run, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}

/** A job at the times `next` names (the weekly report: each Monday 8:00 in San Diego), one timer at a time. */
export function at(next: (now: Date) => Date, name: string, job: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined
  const plan = () => {
    timer = setTimeout(() => {
      job()
        .catch((error: unknown) => console.error(`local backend: ${name} failed:`, error))
        .finally(plan)
    }, next(new Date()).getTime() - Date.now())
    timer.unref()
  }
  plan()
  return () => clearTimeout(timer)
}
