/** Reads and steers the e2e local backend (scripts/e2e-server.ts starts it): what it stored and mailed, its outbox's faults, its sweep. */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { LOCAL_BACKEND_URL, LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { E2E_OUTBOX } from '../../scripts/e2e-server-config.ts'

const serviceHeaders = { apikey: LOCAL_SECRET_KEY }

export async function rows(
  table: 'leads' | 'subcontractors',
  filter: Record<string, string>,
): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams({
    select: '*',
    ...Object.fromEntries(Object.entries(filter).map(([k, v]) => [k, `eq.${v}`])),
  })
  const response = await fetch(`${LOCAL_BACKEND_URL}/rest/v1/${table}?${query}`, { headers: serviceHeaders })
  if (!response.ok) throw new Error(`reading ${table}: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>[]
}

export interface OutboxEmail {
  id: string
  to: string | string[]
  subject: string
  html: string
  text?: string
  reply_to?: string
}

function outbox(): OutboxEmail[] {
  if (!existsSync(E2E_OUTBOX)) return []
  return readdirSync(E2E_OUTBOX)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(E2E_OUTBOX, file), 'utf8')) as OutboxEmail)
}

/** E-mails in the outbox whose text mentions the marker (each test uses its own unique marker). */
export function emailsMentioning(marker: string): OutboxEmail[] {
  return outbox().filter((email) => email.html.includes(marker) || email.subject.includes(marker))
}

/** E-mails in the outbox to this address (the visitor's acknowledgement carries no marker of theirs). */
export function emailsTo(address: string): OutboxEmail[] {
  return outbox().filter((email) => [email.to].flat().includes(address))
}

/** The next `times` e-mails mentioning `match` are answered with this provider error (scripts/local-backend/outbox.ts). */
export async function failSends(fault: {
  status: number
  name: string
  message?: string
  times: number
  match: string
}) {
  const response = await fetch(`${LOCAL_BACKEND_URL}/__outbox/faults`, { method: 'POST', body: JSON.stringify(fault) })
  if (!response.ok) throw new Error(`setting a fault: ${response.status}`)
}

/** Runs notify-pending now, as pg_cron would, for everything stored so far. */
export async function sweep(): Promise<Record<string, unknown>> {
  const response = await fetch(`${LOCAL_BACKEND_URL}/functions/v1/notify-pending`, {
    method: 'POST',
    headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ min_age_seconds: 0, batch: 100 }),
  })
  if (!response.ok) throw new Error(`notify-pending: ${response.status} ${await response.text()}`)
  return (await response.json()) as Record<string, unknown>
}

/** The photos stored for a lead in the lead-photos bucket, read with the service role through signed links (as the owner reads them). */
export async function storedPhotos(leadId: string): Promise<Buffer[]> {
  const storage = `${LOCAL_BACKEND_URL}/storage/v1/object`
  const post = async (path: string, body: unknown) => {
    const response = await fetch(`${storage}/${path}`, {
      method: 'POST',
      headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
      body: JSON.stringify(body),
    })
    if (!response.ok) throw new Error(`storage ${path}: ${response.status} ${await response.text()}`)
    return response.json() as Promise<unknown>
  }
  const listed = (await post('list/lead-photos', { prefix: leadId })) as { name: string }[]
  const signed = (await post('sign/lead-photos', {
    expiresIn: 60,
    paths: listed.map((file) => `${leadId}/${file.name}`),
  })) as { signedURL: string }[]
  return Promise.all(
    signed.map(async (link) =>
      Buffer.from(await (await fetch(`${LOCAL_BACKEND_URL}/storage/v1${link.signedURL}`)).arrayBuffer()),
    ),
  )
}

/** Makes a stored submission older, as if the visitor left it this many minutes ago (the sweep waits for photos for a while). */
export async function age(table: 'leads' | 'subcontractors', id: string, minutes: number) {
  const response = await fetch(`${LOCAL_BACKEND_URL}/rest/v1/${table}?id=eq.${id}`, {
    method: 'PATCH',
    headers: { ...serviceHeaders, 'Content-Type': 'application/json' },
    body: JSON.stringify({ created_at: new Date(Date.now() - minutes * 60_000).toISOString() }),
  })
  if (!response.ok) throw new Error(`ageing ${table} ${id}: ${response.status} ${await response.text()}`)
}
