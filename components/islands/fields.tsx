import { createContext, type Dispatch, type ReactNode, type SetStateAction, useContext, useState } from 'react'
import type { FormCopy } from '../../content/forms.ts'
import { fillSlots } from '../../lib/format.ts'
import { firstProblem, inputLimits, normalizeValues } from '../../lib/forms.ts'
import type { FieldRule, Rules } from '../../supabase/functions/_shared/rules.ts'
import { useHydrated } from './useFormSubmission.ts'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40 disabled:cursor-not-allowed disabled:border-slate-300 disabled:bg-slate-100 disabled:text-slate-500'

/** A field takes its label, `required` and length limit from its rule (supabase/functions/_shared/rules.ts, the one source of the forms' rules). */
interface FieldProps {
  rule: FieldRule
  name: string
  value: string
  onChange: (value: string) => void
  hint?: string
  className?: string
}

/** The names of a form's text fields (a list of choices, like the services, is not one). */
type TextName<F> = { [K in keyof F]: F[K] extends string ? K : never }[keyof F] & string

/** Ties each text field to its rule and to the form's state: `<TextField {...bind('email')} type="email" />`. */
export function fieldBinder<F extends object>(
  rules: { [K in keyof F]: FieldRule },
  fields: F,
  setFields: Dispatch<SetStateAction<F>>,
) {
  return (name: TextName<F>) => ({
    rule: rules[name],
    name,
    value: fields[name] as string,
    onChange: (value: string) => setFields((current) => ({ ...current, [name]: value })),
  })
}

/** The words every field of a form shares (content/forms.ts): given once by the form around them, CheckedForm. */
const FormWords = createContext<Pick<FormCopy, 'optional'> | null>(null)

/** Follows the label of a field the form can go without. */
export function Optional() {
  const words = useContext(FormWords)
  if (!words) throw new Error('<Optional /> is only for the fields of a CheckedForm, which gives it its words')
  return <span className="font-normal text-slate-600"> {words.optional}</span>
}

function Label({
  name,
  label,
  required,
  hint,
}: {
  name: string
  label: string
  required: boolean
  hint?: string | undefined
}) {
  return (
    <>
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
        {required ? (
          <span aria-hidden="true" className="text-brand">
            {' '}
            *
          </span>
        ) : (
          <Optional />
        )}
      </label>
      {hint && (
        <p id={`${name}-hint`} className="mt-0.5 text-sm text-slate-600">
          {hint}
        </p>
      )}
    </>
  )
}

export function TextField({
  rule,
  name,
  value,
  onChange,
  hint,
  className,
  type = 'text',
  autoComplete,
  inputMode,
}: FieldProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}) {
  const limits = inputLimits(rule)
  return (
    <div className={className}>
      <Label name={name} label={rule.label} required={limits.required} hint={hint} />
      <input
        id={name}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={limits.required}
        maxLength={limits.maxLength}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className={inputClass}
      />
    </div>
  )
}

export function TextArea({ rule, name, value, onChange, hint, className, rows }: FieldProps & { rows: number }) {
  const limits = inputLimits(rule)
  return (
    <div className={className}>
      <Label name={name} label={rule.label} required={limits.required} hint={hint} />
      <textarea
        id={name}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={limits.required}
        maxLength={limits.maxLength}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className={inputClass}
      />
    </div>
  )
}

export function SelectField({
  rule,
  name,
  value,
  onChange,
  className,
  options,
  placeholder,
}: FieldProps & {
  options: readonly { value: string; label: string }[]
  placeholder: string
}) {
  const { required } = inputLimits(rule)
  return (
    <div className={className}>
      <Label name={name} label={rule.label} required={required} />
      <select
        id={name}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        className={inputClass}
      >
        <option value="">{placeholder}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  )
}

/**
 * Hidden from people and assistive tech; bots that fill every field reveal themselves here. Its name and label
 * match no autofill category (not "company", "website", "url"...), and the attributes keep browsers and the
 * common password managers (1Password, LastPass, Bitwarden, Dashlane) from filling it for a real visitor.
 */
function Honeypot({
  form,
  label,
  value,
  onChange,
}: {
  form: string
  label: string
  value: string
  onChange: (value: string) => void
}) {
  const id = `${form}-leave-blank`
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        name="leave_blank"
        type="text"
        tabIndex={-1}
        autoComplete="off"
        data-1p-ignore=""
        data-lpignore="true"
        data-bwignore="true"
        data-form-type="other"
        value={value}
        onChange={(event) => onChange(event.target.value)}
      />
    </div>
  )
}

/** Always in the DOM (empty when there is no error) so screen readers announce a new message. */
export function ErrorBanner({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <div
      role="alert"
      className={`${className} ${message ? 'rounded-lg border border-red-300 bg-red-50 p-4 text-red-800' : ''}`}
    >
      {message}
    </div>
  )
}

/** How to reach the business without the form (content/business.ts, passed in by the page). */
export interface ContactAlternative {
  /** The sentence, with {phone} and {email} where their links go. */
  text: string
  phone: { display: string; href: string }
  email: { address: string; href: string }
}

/** How the form's details will be used, with a link to the privacy policy (content/legal.ts, passed in by the page). */
export interface Consent {
  text: string
  privacyLink: { label: string; href: string }
}

/**
 * The end of a form: its submit button, then the one line saying what the details are for (linking the
 * privacy policy), then the alternative to the form, always shown (the same text before and after the form
 * turns on, so nothing moves): before the island hydrates, or with JavaScript off, the fields are disabled
 * and this is the way to reach the business.
 */
export function SubmitRow({
  busy,
  idleLabel,
  busyLabel,
  consent,
  contact,
}: {
  busy: boolean
  idleLabel: string
  busyLabel: string
  consent: Consent
  contact: ContactAlternative
}): ReactNode {
  const note = 'mt-3 text-center text-sm text-slate-700'
  const link = 'font-semibold text-brand underline'
  return (
    <div className="sm:col-span-2">
      {/* aria-disabled, not disabled: Chromium takes the focus from a button as it is disabled, and a keyboard user
          whose send failed would start again from the top of the page. A second press sends nothing (the hook). */}
      <button
        type="submit"
        aria-disabled={busy}
        className="btn btn-primary w-full px-6 py-3 text-lg aria-disabled:cursor-not-allowed aria-disabled:opacity-70"
      >
        {busy ? busyLabel : idleLabel}
      </button>
      <p className={note}>
        {consent.text}{' '}
        <a href={consent.privacyLink.href} className={link}>
          {consent.privacyLink.label}
        </a>
      </p>
      <p className={note}>
        {fillSlots(contact.text, {
          phone: (
            <a key="phone" href={contact.phone.href} className={link}>
              {contact.phone.display}
            </a>
          ),
          email: (
            <a key="email" href={contact.email.href} className={`break-all ${link}`}>
              {contact.email.address}
            </a>
          ),
        })}
      </p>
    </div>
  )
}

/**
 * Points the visitor at the field that breaks its rule (the same rule the database enforces), with the
 * rule's sentence, as the browser does for a missing required field. True when there was a problem.
 */
function reportProblem(form: HTMLFormElement, problem: { field: string; message: string } | undefined): boolean {
  if (!problem) return false
  const field = form.elements.namedItem(problem.field)
  if (field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement || field instanceof HTMLSelectElement) {
    field.setCustomValidity(problem.message)
    field.reportValidity()
    field.addEventListener('input', () => field.setCustomValidity(''), { once: true })
  }
  return true
}

/**
 * A form whose values are trimmed and checked against their rules on submit: the first problem is shown at
 * its field, and only valid values reach `onValid`. Disabled until the island has hydrated: before that, and
 * with JavaScript off, nothing can be sent or lost.
 */
export function CheckedForm<F extends Readonly<Record<string, unknown>>>({
  name,
  copy,
  rules,
  fields,
  setFields,
  onValid,
  onFocus,
  className,
  children,
}: {
  /** Names the form's hidden honeypot field: a bot that fills it is told all went well (`onValid` decides). */
  name: string
  /** The form's own words (content/forms.ts), both forms' alike. */
  copy: Pick<FormCopy, 'label' | 'legend' | 'optional' | 'honeypot' | 'reload'>
  rules: Rules
  fields: F
  setFields: (values: F) => void
  onValid: (values: F, honeypot: string) => void
  onFocus: () => void
  className: string
  children: ReactNode
}) {
  const hydrated = useHydrated()
  const [honeypot, setHoneypot] = useState('')
  return (
    <form
      aria-label={copy.label}
      className="relative"
      onFocus={onFocus}
      onSubmit={(event) => {
        event.preventDefault()
        const values = normalizeValues(rules, fields)
        setFields(values)
        if (!reportProblem(event.currentTarget, firstProblem(rules, values))) onValid(values, honeypot)
      }}
    >
      {/* Shown by lib/islands/hydrate.ts when the form's code never arrives: the fields stay disabled. */}
      <p
        hidden
        role="alert"
        data-unhydrated=""
        className="mb-4 rounded-lg border border-red-300 bg-red-50 p-4 text-red-800"
      >
        {copy.reload}
      </p>
      <fieldset disabled={!hydrated} className={`min-w-0 ${className}`}>
        <legend className="sr-only">{copy.legend}</legend>
        <FormWords value={copy}>{children}</FormWords>
        <Honeypot form={name} label={copy.honeypot} value={honeypot} onChange={setHoneypot} />
      </fieldset>
    </form>
  )
}
