/**
 * What pg_cron and pg_net do on Supabase (migration *_secret_key_schedules.sql): call the notify-pending
 * function with the secret key in the apikey header on a fixed interval, so every stored submission reaches
 * the owner even when the browser's own call never came or failed.
 */
export async function callNotifyPending(backendUrl: string, secretKey: string): Promise<void> {
  const response = await fetch(`${backendUrl}/functions/v1/notify-pending`, {
    method: 'POST',
    headers: { apikey: secretKey, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  })
  if (!response.ok) throw new Error(`notify-pending answered ${response.status}: ${await response.text()}`)
  await response.body?.cancel()
}
