import { useState } from 'react'
import { projectTypeLabel, projectTypes } from '../../lib/forms.ts'
import type { BackendConfig, LeadFields } from '../../lib/submissions.ts'
import { ErrorBanner, Honeypot, SelectField, SubmitButton, TextArea, TextField } from './fields.tsx'
import { useFormSubmission } from './useFormSubmission.ts'

export interface QuoteFormProps {
  backend: BackendConfig
}

const empty: LeadFields = { name: '', email: '', phone: '', property_address: '', project_type: '', message: '' }
const options = projectTypes.map((type) => ({ value: type, label: projectTypeLabel(type) }))

/** The free-quote form of the home contact section (spec sections 2-8). */
export default function QuoteForm({ backend }: QuoteFormProps) {
  const [fields, setFields] = useState(empty)
  const [honeypot, setHoneypot] = useState('')
  const { status, error, submit } = useFormSubmission<LeadFields>({
    config: backend,
    load: async () => (await import('../../lib/submissions.ts')).submitLead,
    unexpectedMessage: 'An unexpected error occurred. Please try again or contact us directly.',
    onSuccess: () => window.location.assign('/thank-you/'),
  })
  const set = (name: keyof LeadFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))

  return (
    <form
      aria-label="Request a free quote"
      method="post"
      className="relative grid gap-4 sm:grid-cols-2"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(fields, honeypot)
      }}
    >
      <ErrorBanner message={error} className="sm:col-span-2" />
      <TextField className="sm:col-span-2" label="Full name" name="name" value={fields.name} onChange={set('name')} autoComplete="name" />
      <TextField label="Email" name="email" type="email" value={fields.email} onChange={set('email')} autoComplete="email" inputMode="email" />
      <TextField label="Phone" name="phone" type="tel" value={fields.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" />
      <TextField className="sm:col-span-2" label="Property address" name="property_address" value={fields.property_address} onChange={set('property_address')} autoComplete="address-line1" />
      <SelectField className="sm:col-span-2" label="Project type" name="project_type" value={fields.project_type} onChange={set('project_type')} options={options} placeholder="Select a project type" />
      <TextArea className="sm:col-span-2" label="Tell us about your project" name="message" rows={4} required={false} value={fields.message} onChange={set('message')} />
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <div className="sm:col-span-2">
        <SubmitButton busy={status !== 'idle'} idleLabel="Get My Free Quote" busyLabel="Sending..." />
      </div>
    </form>
  )
}
