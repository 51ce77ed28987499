/**
 * A stand-in for Resend's e-mail API: `POST /__email/emails` checks the bearer key, keeps each e-mail as a
 * JSON file (the request body plus id and created_at) and answers `{ id }`; an Idempotency-Key seen before
 * sends nothing again, as Resend does. `GET /__outbox` shows the e-mails to a developer, newest first.
 */
import { randomUUID } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
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
}

const resendError = (response: ServerResponse, statusCode: number, name: string, message: string) =>
  sendJson(response, statusCode, { statusCode, name, message })

const isAddressList = (value: unknown) => typeof value === 'string' || (Array.isArray(value) && value.every((item) => typeof item === 'string'))

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

export function createOutbox(outboxDir: string, apiKey: string) {
  mkdirSync(outboxDir, { recursive: true })
  const sentByKey = new Map<string, string>()

  return {
    async receive(request: IncomingMessage, response: ServerResponse) {
      if (request.method !== 'POST') return resendError(response, 405, 'method_not_allowed', 'Method is not allowed.')
      const key = bearerToken(request)
      if (!key) return resendError(response, 401, 'missing_api_key', 'Missing API key in the authorization header.')
      if (key !== apiKey) return resendError(response, 403, 'invalid_api_key', 'API key is invalid.')
      const email = parseJson(await readBody(request))
      if (typeof email !== 'object' || email === null || Array.isArray(email)) return resendError(response, 422, 'validation_error', 'Invalid JSON body.')
      const missing = missingField(email as Record<string, unknown>)
      if (missing) return resendError(response, 422, 'validation_error', `Missing \`${missing}\` field.`)

      const idempotencyKey = header(request, 'idempotency-key')
      const earlier = idempotencyKey && sentByKey.get(idempotencyKey)
      if (earlier) return sendJson(response, 200, { id: earlier })
      const id = randomUUID()
      const createdAt = new Date().toISOString()
      const file = `${createdAt.replace(/[:.]/g, '-')}-${id}.json`
      writeFileSync(join(outboxDir, file), `${JSON.stringify({ ...email, id, created_at: createdAt }, null, 2)}\n`)
      if (idempotencyKey) sentByKey.set(idempotencyKey, id)
      sendJson(response, 200, { id })
    },

    page(response: ServerResponse) {
      send(response, 200, renderOutbox(readOutbox(outboxDir)), {
        'Content-Type': 'text/html; charset=utf-8',
        // The e-mails' HTML is shown in sandboxed frames; nothing in them may load or run anything.
        'Content-Security-Policy': "default-src 'none'; style-src 'unsafe-inline'; frame-src 'self'",
      })
    },
  }
}
