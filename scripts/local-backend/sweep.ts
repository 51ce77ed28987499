/**
 * What pg_cron and pg_net do on Supabase (migration *_notify_pending_schedule.sql): call the notify-pending
 * function with the service role key on a fixed interval, so every stored submission reaches the owner even
 * when the browser's own call never came or failed.
 */
export function startSweep(backendUrl: string, serviceRoleKey: string, intervalMs: number): () => void {
  if (intervalMs <= 0) return () => {}
  let running = false
  const timer = setInterval(() => {
    if (running) return
    running = true
    fetch(`${backendUrl}/functions/v1/notify-pending`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: '{}',
      signal: AbortSignal.timeout(60_000),
    })
      .then(async (response) => {
        if (!response.ok) console.error(`local backend: notify-pending answered ${response.status}: ${await response.text()}`)
        else await response.body?.cancel()
      })
      .catch((error: unknown) => console.error('local backend: notify-pending could not be called:', error))
      .finally(() => (running = false))
  }, intervalMs)
  timer.unref()
  return () => clearInterval(timer)
}
