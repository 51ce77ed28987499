/**
 * The stored submissions, read and marked through PostgREST with the service role (the functions' only
 * database rights: the public anon key can neither read a row nor say it was mailed).
 */
import type { Config } from './config.ts'

export type Table = 'leads' | 'subcontractors'

export type StoredRow = Record<string, unknown> & { id: string; notified_at: string | null }

const TIMEOUT_MS = 10_000

function rowUrl(config: Config, table: Table, id: string) {
  return `${config.supabaseUrl}/rest/v1/${table}?id=eq.${encodeURIComponent(id)}`
}

function serviceHeaders(config: Config) {
  return { apikey: config.serviceRoleKey, Authorization: `Bearer ${config.serviceRoleKey}` }
}

export async function findRow(config: Config, table: Table, id: string): Promise<StoredRow | undefined> {
  const response = await fetch(`${rowUrl(config, table, id)}&select=*`, {
    headers: serviceHeaders(config),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`reading ${table} ${id}: ${response.status} ${await response.text()}`)
  const rows = (await response.json()) as StoredRow[]
  return rows[0]
}

export async function markNotified(config: Config, table: Table, id: string): Promise<void> {
  const response = await fetch(rowUrl(config, table, id), {
    method: 'PATCH',
    headers: { ...serviceHeaders(config), 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify({ notified_at: new Date().toISOString() }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  })
  if (!response.ok) throw new Error(`marking ${table} ${id} notified: ${response.status} ${await response.text()}`)
}
