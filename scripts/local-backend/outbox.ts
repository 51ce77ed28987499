/**
 * A stand-in for Resend's e-mail API (`POST /__email/emails`, idempotency keys kept while it runs), failing on demand
 * for tests (`/__outbox/faults`, `/__outbox/release`); `GET /__outbox` lists the e-mails. Contract: docs/backend.md.
 */
import { createHash, randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync } from 'node:fs'
import { rename, writeFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import { bearerToken, escapeHtml, header, parseJson, readBody, send, sendJson } from './http.ts'

export interface StoredEmail {
  id: string
  created_at: string
  from: string
  to: string | string[]
  subject: string
  html?: string
  text?: string
  reply_to?: string | string[]
  idempotency_key?: string
}

const isAddressList = (value: unknown) =>
  typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))

function missingField(email: Record<string, unknown>): string | undefined {
  if (typeof email.from !== 'string') return 'from'
  if (!isAddressList(email.to)) return 'to'
  if (typeof email.subject !== 'string') return 'subject'
  if (typeof email.html !== 'string' && typeof email.text !== 'string') return 'html'
  return undefined
}

export function readOutbox(outboxDir: string): StoredEmail[] {
  return readdirSync(outboxDir)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(outboxDir, file), 'utf8')) as StoredEmail)
    .sort((a, b) => b.created_at.localeCompare(a.created_at))
}

function renderOutbox(emails: StoredEmail[]): string {
  const list = (value: string | string[] | undefined) => escapeHtml([value ?? []].flat().join(', '))
  const items = emails.map(
    (email) => `<article>
<h2>${escapeHtml(email.subject)}</h2>
<p><b>From</b> ${list(email.from)} · <b>To</b> ${list(email.to)}${email.reply_to ? ` · <b>Reply-To</b> ${list(email.reply_to)}` : ''} · <time>${escapeHtml(email.created_at)}</time></p>
${email.html ? `<iframe sandbox title="${escapeHtml(email.subject)}" srcdoc="${escapeHtml(email.html)}"></iframe>` : ''}
${email.text ? `<details><summary>Plain text</summary><pre>${escapeHtml(email.text)}</pre></details>` : ''}
</article>`,
  )
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Local outbox (${emails.length})</title>
<style>body{font-family:system-ui,sans-serif;max-width:60rem;margin:2rem auto;padding:0 1rem}article{border-top:1px solid #ccc;padding:1rem 0}
h2{font-size:1.1rem;margin:0}iframe{width:100%;height:24rem;border:1px solid #ddd}pre{white-space:pre-wrap}</style></head>
<body><h1>Local outbox</h1><p>${emails.length} e-mail(s), newest first. Nothing here was really sent.</p>
${items.join('\n') || '<p>No e-mails yet: submit one of the forms.</p>'}
</body></html>`
}

/**
 * The next `times` sends (default 1) whose body contains `match`, when given, answer this error, as an outage, a
 * 429 quota or a refusal would; with `deliver`, after keeping the e-mail, as an answer lost on the way back.
 */
export interface Fault {
  status: number
  name: string
  message?: string
  times?: number
  /** A test's own marker, so tests running side by side do not meet. */
  match?: string
  deliver?: boolean
  /** Answered once the test releases it (`POST /__outbox/release`), as a slow provider (a function waits 15 s). */
  held?: boolean
}

export function createOutbox(outboxDir: string, apiKey: string) {
  mkdirSync(outboxDir, { recursive: true })
  // By idempotency key: the payload's hash, and the original answer's id (undefined while that request runs).
  const keys = new Map<string, { payloadHash: string; id: string | undefined }>()
  const faults: (Fault & { message: string; times: number })[] = []
  // Held sends wait here until the test opens the gate; a held fault added while it is shut shares it.
  let opener: (() => void) | undefined
  let gate = Promise.resolve()
  const openGate = () => {
    opener?.()
    opener = undefined
  }

  async function receive(request: IncomingMessage, response: ServerResponse) {
    const fail = (statusCode: number, name: string, message: string) =>
      sendJson(response, statusCode, { statusCode, name, message })
    if (request.method !== 'POST') return fail(405, 'method_not_allowed', 'Method is not allowed.')
    const key = bearerToken(request)
    if (!key) return fail(401, 'missing_api_key', 'Missing API key in the authorization header.')
    if (key !== apiKey) return fail(403, 'invalid_api_key', 'API key is invalid.')
    const body = await readBody(request)
    const fault = faults.find((candidate) => candidate.match === undefined || body.includes(candidate.match))
    if (fault && --fault.times <= 0) faults.splice(faults.indexOf(fault), 1)
    if (fault?.held) await gate
    if (fault && !fault.deliver) return fail(fault.status, fault.name, fault.message)
    const email = parseJson(body)
    if (typeof email !== 'object' || email === null || Array.isArray(email))
      return fail(422, 'validation_error', 'Invalid JSON body.')
    const missing = missingField(email as Record<string, unknown>)
    if (missing) return fail(422, 'missing_required_field', `Missing \`${missing}\` field.`)

    const idempotencyKey = header(request, 'idempotency-key')
    const payloadHash = createHash('sha256').update(body).digest('hex')
    const kept = idempotencyKey ? keys.get(idempotencyKey) : undefined
    if (kept && kept.payloadHash !== payloadHash)
      return fail(409, 'invalid_idempotent_request', 'Same idempotency key used with a different request payload.')
    if (kept && kept.id === undefined)
      return fail(
        409,
        'concurrent_idempotent_requests',
        'Same idempotency key used while original request is still in progress.',
      )
    if (kept) return sendJson(response, 200, { id: kept.id })

    const id = randomUUID()
    const createdAt = new Date().toISOString()
    if (idempotencyKey) keys.set(idempotencyKey, { payloadHash, id: undefined })
    try {
      // Written whole under another name, then renamed: a reader never sees half an e-mail.
      const file = join(outboxDir, `${createdAt.replace(/[:.]/g, '-')}-${id}.json`)
      await writeFile(
        `${file}.part`,
        `${JSON.stringify({ ...email, id, created_at: createdAt, idempotency_key: idempotencyKey }, null, 2)}\n`,
      )
      await rename(`${file}.part`, file)
    } catch (error) {
      if (idempotencyKey) keys.delete(idempotencyKey)
      throw error
    }
    if (idempotencyKey) keys.set(idempotencyKey, { payloadHash, id })
    if (fault) return fail(fault.status, fault.name, fault.message)
    sendJson(response, 200, { id })
  }

  async function setFaults(request: IncomingMessage, response: ServerResponse) {
    if (request.method === 'DELETE') {
      faults.length = 0
      openGate()
    } else {
      const fault = parseJson(await readBody(request)) as Fault
      if (fault.held && !opener) gate = new Promise((open) => (opener = open))
      faults.push({ message: fault.name, times: 1, ...fault })
    }
    send(response, 204, null)
  }

  return {
    async route(request: IncomingMessage, response: ServerResponse, url: URL) {
      if (url.pathname === '/__email/emails') return receive(request, response)
      if (url.pathname === '/__outbox/faults') return setFaults(request, response)
      if (url.pathname === '/__outbox/release') {
        openGate()
        return send(response, 204, null)
      }
      if (url.pathname === '/__outbox' && request.method === 'GET')
        return send(response, 200, renderOutbox(readOutbox(outboxDir)), {
          'Content-Type': 'text/html; charset=utf-8',
          // The e-mails' HTML is shown in sandboxed frames; nothing in them may load or run anything.
          'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
        })
      sendJson(response, 404, { message: 'Not found' })
    },
  }
}
