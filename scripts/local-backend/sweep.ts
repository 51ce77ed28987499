/**
 * What pg_cron and pg_net do on Supabase (migration *_schedules.sql):
 * call a scheduled function (notify-pending, so every stored submission reaches the owner even when the
 * browser's own call never came or failed; weekly-report) with the secret key in the apikey header.
 */
export async function callScheduled(backendUrl: string, name: string, secretKey: string): Promise<void> {
  const response = await fetch(`${backendUrl}/functions/v1/${name}`, {
    method: 'POST',
    headers: { apikey: secretKey, 'Content-Type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(60_000),
  })
  if (!response.ok) throw new Error(`${name} answered ${response.status}: ${await response.text()}`)
  await response.body?.cancel()
}
