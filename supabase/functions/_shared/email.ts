/** The notification e-mail: every visitor value escaped, sent through a Resend-style HTTP API. */
import type { Config } from './config.ts'

export type Field = readonly [label: string, value: string]

export interface Notification {
  subject: string
  heading: string
  fields: readonly Field[]
  replyTo: string
}

const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' }

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char)
}

const shown = (value: string) => (value.trim() ? value : '—')

export function renderHtml({ heading, fields }: Notification): string {
  const rows = fields
    .map(([label, value]) => {
      const cell = escapeHtml(shown(value)).replace(/\r?\n/g, '<br>')
      return `<tr><th align="left" valign="top" style="padding:6px 16px 6px 0;white-space:nowrap">${escapeHtml(label)}</th><td style="padding:6px 0">${cell}</td></tr>`
    })
    .join('\n')
  return `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;color:#1f2937">
<h1 style="font-size:20px">${escapeHtml(heading)}</h1>
<table cellspacing="0" cellpadding="0">
${rows}
</table>
<p style="color:#6b7280;font-size:13px">Sent by the website form. Reply to this e-mail to answer the visitor.</p>
</body></html>`
}

export function renderText({ heading, fields }: Notification): string {
  return [heading, '', ...fields.map(([label, value]) => `${label}: ${shown(value)}`)].join('\n')
}

export type SendResult = { ok: true } | { ok: false; message: string }

async function providerMessage(response: Response): Promise<string> {
  const body = (await response.json().catch(() => ({}))) as { message?: unknown; error?: unknown }
  const message = [body.message, body.error].find((value): value is string => typeof value === 'string' && value.length > 0)
  return message ?? `The e-mail provider answered ${response.status}`
}

/**
 * The idempotency key makes the provider drop a second send of the same notification, which closes the
 * window between two simultaneous calls that both found the row not yet notified.
 */
export async function sendEmail(config: Config, notification: Notification, idempotencyKey: string): Promise<SendResult> {
  let response: Response
  try {
    response = await fetch(`${config.emailApiUrl}/emails`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${config.emailApiKey}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': idempotencyKey,
      },
      body: JSON.stringify({
        from: config.from,
        to: [config.to],
        // A subject is one line: a visitor's line breaks must not reach the header.
        subject: notification.subject.replace(/\s+/g, ' ').trim(),
        html: renderHtml(notification),
        text: renderText(notification),
        reply_to: notification.replyTo,
      }),
      signal: AbortSignal.timeout(10_000),
    })
  } catch (error) {
    return { ok: false, message: `The e-mail provider could not be reached (${error instanceof Error ? error.message : String(error)})` }
  }
  if (response.ok) {
    await response.body?.cancel()
    return { ok: true }
  }
  return { ok: false, message: await providerMessage(response) }
}
