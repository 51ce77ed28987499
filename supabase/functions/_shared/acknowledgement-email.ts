/**
 * The e-mail a visitor receives from the business when their submission is stored: that it arrived, what
 * happens next, the phone number, the license and where to check it. It goes to an address anyone can type
 * into a form, so it carries nothing else the visitor typed: no message, no address, no project, and a first
 * name only when it is letters alone (greetingName). The database rations it (migration *_notifications.sql):
 * one per address a day, a ceiling an hour for the whole site. The copy is here because a deployed function sees
 * only supabase/functions; the business facts come from content/business.ts through business.ts.
 */
import { business } from './business.ts'
import type { FormTable } from './config.ts'
import { type Composed, escapeHtml } from './email.ts'
import type { StoredRow } from './store.ts'

/** Letters alone (Unicode general category L), at most 30 of them: a first name, or no name at all. */
const FIRST_NAME = /^\p{L}{1,30}$/u

/**
 * The first name to greet with: the first word of the name as stored, in Unicode's composed form (NFC, so an
 * accented letter typed as letter plus accent counts as one letter), when it is 1 to 30 letters and nothing
 * else (no digits, punctuation, symbols, marks or invisible characters). Otherwise none, and the e-mail
 * greets plainly.
 */
function greetingName(name: unknown): string | undefined {
  if (typeof name !== 'string') return undefined
  const first = name.normalize('NFC').trim().split(/\s+/u)[0] ?? ''
  return FIRST_NAME.test(first) ? first : undefined
}

interface Copy {
  subject: string
  thanks: string
  nextHeading: string
  next: readonly string[]
}

const copy: Record<FormTable, Copy> = {
  leads: {
    subject: `We received your quote request – ${business.name}`,
    thanks: `Thank you for asking ${business.name} for a quote. Your request reached our office; there is nothing more you need to do right now.`,
    nextHeading: 'What happens next',
    next: [
      `We read your request and call you ${business.replyPromise} (${business.hours}) to talk about your project and answer your questions.`,
      'If it suits you, we visit your home, take measurements and then send you a detailed written quote, free and with no obligation.',
    ],
  },
  subcontractors: {
    subject: `We received your subcontractor application – ${business.name}`,
    thanks: `Thank you for applying to join the subcontractor network of ${business.name}. Your application reached our office.`,
    nextHeading: 'What happens next',
    next: [
      'We review every application, check the license and insurance details and may contact your references.',
      'When your trade and service area fit our upcoming projects, we call you to talk about working together.',
    ],
  },
}

const questions = `Questions in the meantime? Call us at ${business.phone} (${business.hours}) or simply reply to this e-mail.`
const licenseLine = `${business.name} is a licensed contractor: California CSLB license ${business.licenseNumber}. You can check the license on the Contractors State License Board's website:`
const why = (table: FormTable) =>
  `You received this e-mail because this address was entered in the ${table === 'leads' ? 'quote request' : 'subcontractor application'} form on our website. If that was not you, please ignore it: we will not write again unless you contact us.`

/** The acknowledgement of one stored submission, made from the stored row alone (a retry sends the same e-mail). */
export function acknowledgementEmail(table: FormTable, row: StoredRow): Composed {
  const { subject, thanks, nextHeading, next } = copy[table]
  const name = greetingName(table === 'leads' ? row.name : row.contact_name)
  const greeting = name ? `Hi ${name},` : 'Hello,'
  const paragraph = (text: string) => `<p>${escapeHtml(text)}</p>`
  const html = `<!doctype html>
<html><body style="font-family:Arial,Helvetica,sans-serif;font-size:15px;line-height:1.5;color:#1f2937">
${paragraph(greeting)}
${paragraph(thanks)}
<h2 style="font-size:17px;margin:20px 0 8px">${escapeHtml(nextHeading)}</h2>
<ol>${next.map((step) => `<li>${escapeHtml(step)}</li>`).join('')}</ol>
${paragraph(questions)}
<p>${escapeHtml(licenseLine)} <a href="${escapeHtml(business.licenseLookupUrl)}">${escapeHtml(business.licenseLookupUrl)}</a></p>
${paragraph(`– ${business.name}`)}
<p style="color:#6b7280;font-size:13px">${escapeHtml(why(table))}</p>
</body></html>`
  const text = [
    greeting,
    '',
    thanks,
    '',
    `${nextHeading}:`,
    ...next.map((step, index) => `${index + 1}. ${step}`),
    '',
    questions,
    '',
    `${licenseLine} ${business.licenseLookupUrl}`,
    '',
    `– ${business.name}`,
    '',
    why(table),
  ].join('\n')
  return { to: [String(row.email)], subject, replyTo: business.email, html, text }
}
