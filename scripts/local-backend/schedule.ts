/**
 * pg_cron and pg_net for the local backend's jobs: each runs on an interval (and at start; 0 or less: never) or at
 * given times, never twice at once; a failure is logged and the next run still comes.
 */
import type { Database } from './database.ts'

const logged = (name: string, job: () => Promise<unknown>) =>
  job().catch((error: unknown) => console.error(`local backend: ${name} failed:`, error))

export function every(intervalMs: number, name: string, job: () => Promise<unknown>): () => void {
  if (intervalMs <= 0) return () => {}
  let running = false
  const run = () => {
    if (running) return
    running = true
    void logged(name, job).finally(() => (running = false))
  }
  run()
  const timer = setInterval(run, intervalMs).unref()
  return () => clearInterval(timer)
}

/** A job at the times `next` names (the weekly report: each Monday 8:00 in San Diego), one timer at a time. */
export function at(next: (now: Date) => Date, name: string, job: () => Promise<unknown>): () => void {
  let timer: NodeJS.Timeout | undefined
  const plan = () => {
    timer = setTimeout(() => logged(name, job).finally(plan), next(new Date()).getTime() - Date.now()).unref()
  }
  plan()
  return () => clearTimeout(timer)
}

/** A request as pg_net makes it for a job: JSON, with the secret key in the apikey header; throws unless it succeeds. */
export async function callWithSecretKey(url: string, secretKey: string, body: unknown, method = 'POST') {
  const response = await fetch(url, {
    method,
    headers: { apikey: secretKey, 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  })
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.text()}`)
  await response.body?.cancel()
}

/** The daily retention job (*_schedules.sql): expired rows deleted in SQL, then their photos through Storage's API. */
export async function runRetention(db: Database, backendUrl: string, secretKey: string): Promise<void> {
  const { rows } = await db.transaction((tx) =>
    tx.query<{ result: { photos: string[] } }>('select private.delete_expired_submissions() as result'),
  )
  const { photos } = rows[0]!.result
  if (photos.length > 0)
    await callWithSecretKey(`${backendUrl}/storage/v1/object/lead-photos`, secretKey, { prefixes: photos }, 'DELETE')
}
