/**
 * The owner's e-mails and how they are sent. Every e-mail is made from stored rows only, never from a
 * request, so a retry with the same idempotency key always sends the very same payload (Resend answers a
 * different payload under a used key with 409 invalid_idempotent_request). Every visitor value is escaped.
 */
import type { Config } from './config.ts'

export type Field = readonly [label: string, value: string]

export interface Link {
  label: string
  url: string
}

/** One submission as the e-mails show it. */
export interface Entry {
  heading: string
  receivedAt: string
  fields: readonly Field[]
  /** Links listed after the fields (a lead's photos), with a line saying how long they work. */
  links?: { label: string; note: string; items: readonly Link[] }
}

export interface Message {
  to: readonly string[]
  subject: string
  /** An e-mail about one visitor's submission can be answered by replying. */
  replyTo?: string
  intro: string
  entries: readonly Entry[]
  /** Submissions still unmailed an hour after they arrived, listed so the owner learns of an outage. */
  waiting?: readonly Entry[]
  /** One line, first, while the pipeline is unwell (health.ts). */
  warning?: string
}

/** An e-mail whose HTML and text are already made (the visitor's acknowledgement, acknowledgement-email.ts). */
export interface Composed {
  to: readonly string[]
  subject: string
  replyTo?: string
  html: string
  text: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const shown = (value: string) => (value.trim() ? value : '—')

const rowHtml = (label: string, cellHtml: string) =>
  `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${cellHtml}</td></tr>`

function linksHtml({ label, note, items }: NonNullable<Entry['links']>): string {
  const anchors = items.map((link) => `<a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a>`).join('<br>')
  return rowHtml(label, `${anchors}<br><span style="color:#6b7280;font-size:13px">${escapeHtml(note)}</span>`)
}

function entryHtml({ heading, receivedAt, fields, links }: Entry): string {
  const rows = [['Received', receivedAt] as const, ...fields].map(([label, value]) =>
    rowHtml(label, escapeHtml(shown(value)).replace(/\r?\n/g, '<br>')),
  )
  if (links?.items.length) rows.push(linksHtml(links))
  return `<h2 style="font-size:18px;margin:24px 0 8px">${escapeHtml(heading)}</h2>\n<table cellspacing="0" cellpadding="0">\n${rows.join('\n')}\n</table>`
}

function entryText({ heading, receivedAt, fields, links }: Entry): string {
  const linkLines = links?.items.length
    ? [`${links.label} (${links.note}):`, ...links.items.map((link) => `  ${link.label}: ${link.url}`)]
    : []
  return [
    heading,
    `Received: ${receivedAt}`,
    ...fields.map(([label, value]) => `${label}: ${shown(value)}`),
    ...linkLines,
  ].join('\n')
}

const WAITING_INTRO =
  'Still not e-mailed an hour after they arrived (each is sent as soon as the e-mail service takes it; the table shows why in notify_error):'

function renderHtml(message: Message): string {
  const waiting = message.waiting?.length
    ? `<h2 style="font-size:18px;margin:32px 0 8px;color:#b91c1c">${escapeHtml(WAITING_INTRO)}</h2>\n${message.waiting.map(entryHtml).join('\n')}`
    : ''
  const warning = message.warning
    ? `<p style="color:#b91c1c;font-weight:bold">${escapeHtml(message.warning)}</p>\n`
    : ''
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937">
${warning}<p>${escapeHtml(message.intro)}</p>
${message.entries.map(entryHtml).join('\n')}
${waiting}
<p style="color:#6b7280;font-size:13px">Sent by the website.${message.replyTo ? ' Reply to this e-mail to answer the visitor.' : ''}</p>
</body></html>`
}

function renderText(message: Message): string {
  const waiting = message.waiting?.length ? ['', WAITING_INTRO, '', message.waiting.map(entryText).join('\n\n')] : []
  const warning = message.warning ? [message.warning, ''] : []
  return [...warning, message.intro, '', message.entries.map(entryText).join('\n\n'), ...waiting].join('\n')
}

/**
 * What the provider's answer means, as Resend documents its errors: sent (with the e-mail id); retry-soon
 * (409 concurrent_idempotent_requests: the first request with this key is still running, or 429
 * rate_limit_exceeded: too many requests this second); retry-later (429
 * quota, 5xx, no answer, or a key or domain problem the operator must fix); refused (400/422: this
 * e-mail will never be taken as it is); bug (409 invalid_idempotent_request: the key went with another payload).
 */
export type SendOutcome =
  | { kind: 'sent'; emailId: string }
  | { kind: 'retry-soon' | 'retry-later' | 'refused' | 'bug'; detail: string }

async function classify(response: Response): Promise<SendOutcome> {
  const text = await response.text()
  let body: { id?: unknown; name?: unknown; message?: unknown } = {}
  try {
    body = JSON.parse(text) as typeof body
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (response.ok && typeof body.id === 'string') return { kind: 'sent', emailId: body.id }
  const detail = `e-mail provider answered ${response.status}${typeof body.name === 'string' ? ` ${body.name}` : ''}${typeof body.message === 'string' ? `: ${body.message}` : ''}`
  if (response.ok) return { kind: 'retry-later', detail: `${detail} without an e-mail id` }
  if (response.status === 409)
    return { kind: body.name === 'concurrent_idempotent_requests' ? 'retry-soon' : 'bug', detail }
  // Over the requests per second (2 to 5 a team): a moment later it goes; a quota (daily, monthly) waits.
  if (response.status === 429 && body.name === 'rate_limit_exceeded') return { kind: 'retry-soon', detail }
  if (response.status === 400 || response.status === 422) return { kind: 'refused', detail }
  return { kind: 'retry-later', detail }
}

async function sendOnce(config: Config, message: Message | Composed, idempotencyKey: string): Promise<SendOutcome> {
  const { html, text } = 'html' in message ? message : { html: renderHtml(message), text: renderText(message) }
  try {
    const response = await fetch(`${config.emailApiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.emailApiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: config.from,
        to: message.to,
        // A subject is one line: a visitor's line breaks must not reach the header.
        subject: message.subject.replace(/\s+/g, ' ').trim(),
        html,
        text,
        ...(message.replyTo ? { reply_to: message.replyTo } : {}),
      }),
      signal: AbortSignal.timeout(15_000),
    })
    return await classify(response)
  } catch (error) {
    return {
      kind: 'retry-later',
      detail: `e-mail provider could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    }
  }
}

const RETRY_SOON_DELAYS_MS = [500, 1500, 3000]

/** Sends, waiting and trying again while the provider says the same key is still in progress. */
export async function send(config: Config, message: Message | Composed, idempotencyKey: string): Promise<SendOutcome> {
  let outcome = await sendOnce(config, message, idempotencyKey)
  for (const delay of RETRY_SOON_DELAYS_MS) {
    if (outcome.kind !== 'retry-soon') break
    await new Promise((resolve) => setTimeout(resolve, delay))
    outcome = await sendOnce(config, message, idempotencyKey)
  }
  return outcome.kind === 'retry-soon' ? { kind: 'retry-later', detail: outcome.detail } : outcome
}
