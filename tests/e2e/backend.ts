/** Reads what the e2e local backend stored and mailed (scripts/e2e-server.ts starts it). */
import { readdirSync, readFileSync, existsSync } from 'node:fs'
import { join } from 'node:path'
import { LOCAL_BACKEND_URL, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { E2E_OUTBOX } from '../../scripts/e2e-server-config.ts'

export async function rows(table: 'leads' | 'subcontractors', filter: Record<string, string>): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({ select: '*', ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, `eq.${v}`])) })
  const response = await fetch(`${LOCAL_BACKEND_URL}/rest/v1/${table}?${query}`, {
    headers: { apikey: LOCAL_SERVICE_ROLE_KEY, Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}` },
  })
  if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

export interface OutboxEmail {
  to: string | string[]
  subject: string
  html: string
  text?: string
  reply_to?: string
}

/** E-mails in the outbox whose text mentions the marker (each test uses its own unique marker). */
export function emailsMentioning(marker: string): OutboxEmail[] {
  if (!existsSync(E2E_OUTBOX)) return []
  return readdirSync(E2E_OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(E2E_OUTBOX, file), 'utf8')) as OutboxEmail)
    .filter((email) => email.html.includes(marker) || email.subject.includes(marker))
}
