/** Reads and steers the e2e local backend (scripts/e2e-server.ts starts it): what it stored and mailed and its outbox's faults. */
import { LOCAL_BACKEND_URL, LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { E2E_OUTBOX } from '../../scripts/e2e-server-config.ts'
import { readOutbox } from '../../scripts/local-backend/outbox.ts'

/** A request to the backend with the service role (as the owner's tools make them); throws unless it succeeds. */
async function service(path: string, method = 'GET', body?: unknown): Promise<Response> {
  const response = await fetch(`${LOCAL_BACKEND_URL}${path}`, {
    method,
    headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
  return response
}

type Table = 'leads' | 'subcontractors'

export async function rows(table: Table, filter: Record<string, string>): Promise<Record<string, unknown>[]> {
  const query = new URLSearchParams(Object.entries(filter).map(([k, v]) => [k, `eq.${v}`]))
  return (await service(`/rest/v1/${table}?select=*&${query}`)).json()
}

const outbox = () => readOutbox(E2E_OUTBOX)

/** E-mails in the outbox whose text mentions the marker (each test uses its own unique marker). */
export const emailsMentioning = (marker: string) =>
  outbox().filter((email) => email.subject.includes(marker) || (email.html ?? '').includes(marker))

/** E-mails in the outbox to this address (the visitor's acknowledgement carries no marker of theirs). */
export const emailsTo = (address: string) => outbox().filter((email) => [email.to].flat().includes(address))

/** The next `times` e-mails mentioning `match` are answered with this provider error (scripts/local-backend/outbox.ts). */
export const failSends = (fault: { status: number; name: string; message: string; times: number; match: string }) =>
  service('/__outbox/faults', 'POST', fault)

/** The photos stored for a lead in the lead-photos bucket, read through signed links (as the owner reads them). */
export async function storedPhotos(leadId: string): Promise<Buffer[]> {
  const bucket = async (action: string, body: unknown) =>
    (await service(`/storage/v1/object/${action}/lead-photos`, 'POST', body)).json()
  const listed: { name: string }[] = await bucket('list', { prefix: leadId })
  const paths = listed.map((file) => `${leadId}/${file.name}`)
  const signed: { signedURL: string }[] = await bucket('sign', { expiresIn: 60, paths })
  return Promise.all(
    signed.map(async (link) =>
      Buffer.from(await (await fetch(`${LOCAL_BACKEND_URL}/storage/v1${link.signedURL}`)).arrayBuffer()),
    ),
  )
}
