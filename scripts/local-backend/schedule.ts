/**
 * What pg_cron does on Supabase for the local backend's two jobs (the notify-pending sweep, the retention
 * job): run a job on a fixed interval, never two runs of it at once, a failure logged and the next run still
 * coming. An interval of 0 (or less) never runs it.
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
