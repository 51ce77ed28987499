/**
 * What the daily pg_cron job does on Supabase (migration *_schedules.sql, private.run_retention()): the same
 * SQL function deletes the quote requests and applications older than the retention period, and the photos
 * of deleted requests are deleted through the Storage API (this backend's stand-in), with the secret key in
 * the apikey header, as pg_net asks Supabase Storage to. The backend runs it when it starts and then on an interval.
 */
import type { Database } from './database.ts'

export interface RetentionResult {
  leads: number
  subcontractors: number
  acknowledgements: number
  photos: string[]
}

export async function runRetention(db: Database, backendUrl: string, secretKey: string): Promise<RetentionResult> {
  const { rows } = await db.transaction((tx) =>
    tx.query<{ result: RetentionResult }>('select private.delete_expired_submissions() as result'),
  )
  const result = rows[0]!.result
  if (result.photos.length > 0) {
    const response = await fetch(`${backendUrl}/storage/v1/object/lead-photos`, {
      method: 'DELETE',
      headers: { apikey: secretKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({ prefixes: result.photos }),
    })
    if (!response.ok)
      throw new Error(
        `deleting ${result.photos.length} expired photo(s) through Storage answered ${response.status}: ${await response.text()}`,
      )
    await response.body?.cancel()
  }
  return result
}
