/**
 * The rules of the two forms, in one place: the site's forms take their `required`, `maxLength` and trimming
 * from here, the e-mail functions build their zod schemas from here (validation.ts), and the database
 * enforces the same rules in its CHECK constraints (supabase/migrations/*_forms.sql; tests/db proves
 * each rule there value by value, and tests/unit that the migration spells these patterns). It lives with
 * the functions because a deployed function sees only supabase/functions.
 *
 * Values are stored trimmed: the forms trim before sending, and the database refuses a value that starts or
 * ends with whitespace instead of measuring it after trimming, so what is measured is what is stored.
 * Lengths count characters (Unicode code points), as Postgres's char_length does; a browser's maxLength
 * counts UTF-16 units, which is never fewer, so the form never accepts what the database would refuse.
 */
import { projectTypes } from './choices.ts'

/**
 * The characters String.prototype.trim removes (ECMAScript WhiteSpace and LineTerminator), as the body of a
 * regular-expression class that JavaScript and Postgres read alike.
 */
export const WHITESPACE_CLASS = String.raw`\t\n\v\f\r \u00a0\u1680\u2000-\u200a\u2028\u2029\u202f\u205f\u3000\ufeff`

/**
 * A sane e-mail address: the HTML standard's "valid e-mail address" (what a browser's type="email" field
 * checks), with a local part of at most 64 characters and a domain with at least one dot, so the e-mail
 * provider accepts it as the notification's reply-to. Written so JavaScript (with or without the u or v flag)
 * and Postgres read it alike.
 */
export const EMAIL_PATTERN =
  String.raw`^[A-Za-z0-9.!#$%&'*+\/=?^_` +
  '`' +
  String.raw`\{\|\}~\-]{1,64}@[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]{0,61}[A-Za-z0-9])?)+$`

const EMAIL_MAX_LENGTH = 254

export interface TextRule {
  kind: 'text'
  label: string
  max: number
  required: boolean
}

export interface EmailRule {
  kind: 'email'
  label: string
  max: number
}

export interface ChoiceRule {
  kind: 'choice'
  label: string
  options: readonly string[]
}

export interface ChoicesRule {
  kind: 'choices'
  label: string
  options: readonly string[]
}

export type FieldRule = TextRule | EmailRule | ChoiceRule | ChoicesRule

export const text = (label: string, max: number, required = true): TextRule => ({ kind: 'text', label, max, required })
export const email = (label: string): EmailRule => ({ kind: 'email', label, max: EMAIL_MAX_LENGTH })

/** The quote form: table leads, columns as named here. */
export const leadRules = {
  name: text('Full name', 200),
  email: email('Email'),
  phone: text('Phone', 40),
  property_address: text('Property address', 300),
  project_type: { kind: 'choice', label: 'Project type', options: projectTypes } satisfies ChoiceRule,
  message: text('Tell us about your project', 5000, false),
} as const

export type Rules = Readonly<Record<string, FieldRule>>

const edgeWhitespace = new RegExp(`^[${WHITESPACE_CLASS}]|[${WHITESPACE_CLASS}]$`)
const emailPattern = new RegExp(EMAIL_PATTERN)

/** Characters as Postgres counts them (code points), not UTF-16 units. */
const characters = (value: string) => [...value].length

/** What the forms send: text with the whitespace at either end removed (the same characters trim() removes). */
const normalizeText = (value: string) => value.trim()

/** Why a value breaks its rule, as a sentence for the visitor; undefined when it keeps it. */
export function problemWith(rule: FieldRule, value: unknown): string | undefined {
  switch (rule.kind) {
    case 'text':
    case 'email': {
      if (typeof value !== 'string')
        return rule.kind === 'email' || rule.required ? `Please fill in ${rule.label}.` : `${rule.label} must be text.`
      if (value.length === 0)
        return rule.kind === 'email' || rule.required ? `Please fill in ${rule.label}.` : undefined
      if (edgeWhitespace.test(value)) return `${rule.label} must not start or end with spaces.`
      if (characters(value) > rule.max) return `${rule.label} can be at most ${rule.max} characters.`
      if (rule.kind === 'email' && !emailPattern.test(value))
        return 'Please enter an e-mail address like name@example.com.'
      return undefined
    }
    case 'choice':
      return typeof value === 'string' && rule.options.includes(value) ? undefined : `Please choose ${rule.label}.`
    case 'choices': {
      const valid =
        Array.isArray(value) &&
        value.every((item) => rule.options.includes(item as string)) &&
        new Set(value).size === value.length
      return valid ? undefined : `Please choose ${rule.label} from the list, each at most once.`
    }
  }
}

/** The first field of a form whose value breaks its rule, with the sentence to show. */
export function firstProblem(
  rules: Rules,
  values: Readonly<Record<string, unknown>>,
): { field: string; message: string } | undefined {
  for (const [field, rule] of Object.entries(rules)) {
    const message = problemWith(rule, values[field])
    if (message) return { field, message }
  }
  return undefined
}

/** The form's values as they are sent and stored: every text value trimmed. */
export function normalizeValues<V extends Readonly<Record<string, unknown>>>(rules: Rules, values: V): V {
  const entries = Object.entries(values).map(([field, value]) => {
    const kind = rules[field]?.kind
    return [field, (kind === 'text' || kind === 'email') && typeof value === 'string' ? normalizeText(value) : value]
  })
  return Object.fromEntries(entries) as V
}

/**
 * Where a visitor came from, kept for the visit by the site's shared script (lib/browser/first-visit.ts) and
 * stored with each submission in columns of their own: the first page of the visit, the referring site's
 * host name, the campaign (utm_*) parameters and the ad networks' click ids. The visitor never typed them, so
 * the site cuts a value to its limit or leaves it out (normalizeSource) rather than refuse a submission; the
 * database refuses anything else (migration *_forms.sql spells the same limits and patterns).
 */
export const SOURCE_PARAMETERS = [
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'utm_term',
  'utm_content',
  'gclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'fbclid',
] as const

export type SourceColumn = 'landing_page' | 'referrer_host' | (typeof SOURCE_PARAMETERS)[number]

/** Each source column's limit in characters: a path, a host name (DNS allows 253), campaign words, opaque click ids. */
export const sourceLimits: Readonly<Record<SourceColumn, number>> = {
  landing_page: 500,
  referrer_host: 253,
  utm_source: 200,
  utm_medium: 200,
  utm_campaign: 200,
  utm_term: 200,
  utm_content: 200,
  gclid: 300,
  gbraid: 300,
  wbraid: 300,
  msclkid: 300,
  fbclid: 300,
}

/** A submission's sources, as stored: only the columns that have a value. */
export type Sources = Partial<Record<SourceColumn, string>>

/** Control characters, as the body of a class JavaScript and Postgres read alike: a source value is one line. */
export const CONTROL_CLASS = String.raw`\u0001-\u001f\u007f`

/** A host name as URL.hostname gives it: lower case, punycode, no port. */
export const REFERRER_HOST_PATTERN = String.raw`^[a-z0-9](?:[a-z0-9.\-]*[a-z0-9])?$`

// NUL too, which Postgres text cannot hold at all.
const controlCharacters = new RegExp(`[\\u0000${CONTROL_CLASS}]`, 'g')
const referrerHost = new RegExp(REFERRER_HOST_PATTERN)

/** A source value as it may be stored (trimmed, one line, cut to its limit; a landing page a path, a referrer a host name), or undefined. */
export function normalizeSource(column: SourceColumn, value: string | null | undefined): string | undefined {
  if (typeof value !== 'string') return undefined
  const cut = [...normalizeText(value.replace(controlCharacters, ' '))].slice(0, sourceLimits[column]).join('').trim()
  if (!cut) return undefined
  if (column === 'landing_page' && !cut.startsWith('/')) return undefined
  if (column === 'referrer_host' && !referrerHost.test(cut)) return undefined
  return cut
}

export { photoRules } from './photo-rules.ts'
