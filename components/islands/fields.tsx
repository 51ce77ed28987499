import type { ReactNode } from 'react'

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-400 bg-white px-3 py-2.5 text-base text-ink shadow-sm focus:border-brand focus:outline-none focus:ring-2 focus:ring-brand/40'

interface FieldProps {
  label: string
  name: string
  value: string
  onChange: (value: string) => void
  required?: boolean
  hint?: string
  className?: string
}

function Label({ name, label, required, hint }: { name: string; label: string; required?: boolean | undefined; hint?: string | undefined }) {
  return (
    <>
      <label htmlFor={name} className="block text-sm font-semibold">
        {label}
        {required ? <span aria-hidden="true" className="text-brand"> *</span> : <span className="font-normal text-slate-600"> (optional)</span>}
      </label>
      {hint && <p id={`${name}-hint`} className="mt-0.5 text-sm text-slate-600">{hint}</p>}
    </>
  )
}

export function TextField({ label, name, value, onChange, required = true, hint, className, type = 'text', autoComplete, inputMode }: FieldProps & {
  type?: 'text' | 'email' | 'tel'
  autoComplete?: string
  inputMode?: 'text' | 'email' | 'tel' | 'numeric'
}) {
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} hint={hint} />
      <input
        id={name}
        name={name}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        autoComplete={autoComplete}
        inputMode={inputMode}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className={inputClass}
      />
    </div>
  )
}

export function TextArea({ label, name, value, onChange, required = true, hint, className, rows }: FieldProps & { rows: number }) {
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} hint={hint} />
      <textarea
        id={name}
        name={name}
        rows={rows}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        required={required}
        aria-describedby={hint ? `${name}-hint` : undefined}
        className={inputClass}
      />
    </div>
  )
}

export function SelectField({ label, name, value, onChange, required = true, className, options, placeholder }: FieldProps & {
  options: readonly { value: string; label: string }[]
  placeholder: string
}) {
  return (
    <div className={className}>
      <Label name={name} label={label} required={required} />
      <select id={name} name={name} value={value} onChange={(event) => onChange(event.target.value)} required={required} className={inputClass}>
        <option value="">{placeholder}</option>
        {options.map((option) => <option key={option.value} value={option.value}>{option.label}</option>)}
      </select>
    </div>
  )
}

/** Hidden from people and assistive tech; bots that fill every field reveal themselves here. */
export function Honeypot({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <div aria-hidden="true" className="absolute -left-[9999px] h-px w-px overflow-hidden">
      <label htmlFor="company_website">Leave this field empty</label>
      <input id="company_website" name="company_website" type="text" tabIndex={-1} autoComplete="off" value={value} onChange={(event) => onChange(event.target.value)} />
    </div>
  )
}

/** Always in the DOM (empty when there is no error) so screen readers announce a new message. */
export function ErrorBanner({ message, className = '' }: { message: string | null; className?: string }) {
  return (
    <div role="alert" className={`${className} ${message ? 'rounded-lg border border-red-300 bg-red-50 p-4 text-red-800' : ''}`}>
      {message}
    </div>
  )
}

export function SubmitButton({ busy, idleLabel, busyLabel }: { busy: boolean; idleLabel: string; busyLabel: string }): ReactNode {
  return (
    <button type="submit" disabled={busy} className="btn btn-primary w-full px-6 py-3 text-lg disabled:cursor-wait disabled:opacity-70">
      {busy ? busyLabel : idleLabel}
    </button>
  )
}
