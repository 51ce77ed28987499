import { useState } from 'react'
import type { QuotePhotosCopy } from '../../content/quote-photos.ts'
import {
  firstProblem,
  type LeadFields,
  leadRules,
  normalizeValues,
  projectTypeLabel,
  projectTypes,
} from '../../lib/forms.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import {
  type Consent,
  type ContactAlternative,
  ErrorBanner,
  Honeypot,
  reportProblem,
  SelectField,
  SubmitRow,
  TextArea,
  TextField,
} from './fields.tsx'
import { PhotoField } from './PhotoField.tsx'
import { useDraft, useFormSubmission, useHydrated } from './useFormSubmission.ts'
import { usePhotos } from './usePhotos.ts'

export interface QuoteFormProps {
  backend: BackendConfig
  contact: ContactAlternative
  photoCopy: QuotePhotosCopy
  consent: Consent
}

const empty: LeadFields = { name: '', email: '', phone: '', property_address: '', project_type: '', message: '' }
const options = projectTypes.map((type) => ({ value: type, label: projectTypeLabel(type) }))

/** The free-quote form of the home contact section. */
export default function QuoteForm({ backend, contact, photoCopy, consent }: QuoteFormProps) {
  const hydrated = useHydrated()
  const [fields, setFields] = useDraft('quote-form', empty)
  const [honeypot, setHoneypot] = useState('')
  const photos = usePhotos(backend, photoCopy)
  const { status, error, submit, preload } = useFormSubmission<LeadFields>({
    config: backend,
    load: async () => {
      const flow = await import('../../lib/submissions.ts')
      return (config, id, values, proof) =>
        flow.submitLead(config, id, values, { sources: flow.visitSource(), photos: photos.forSubmission(), proof })
    },
    unexpectedMessage: 'An unexpected error occurred. Please try again or contact us directly.',
    onSuccess: () => window.location.assign('/thank-you/'),
    draftKey: 'quote-form',
  })
  const set = (name: keyof LeadFields) => (value: string) => setFields((current) => ({ ...current, [name]: value }))

  return (
    <form
      aria-label="Request a free quote"
      className="relative"
      onFocus={preload}
      onSubmit={(event) => {
        event.preventDefault()
        const values = normalizeValues(leadRules, fields)
        setFields(values)
        if (!reportProblem(event.currentTarget, firstProblem(leadRules, values))) void submit(values, honeypot)
      }}
    >
      {/* Disabled until the island has hydrated: before that, and with JavaScript off, nothing can be sent or lost. */}
      <fieldset disabled={!hydrated} className="grid min-w-0 gap-4 sm:grid-cols-2">
        <legend className="sr-only">Your project</legend>
        <ErrorBanner message={error} className="sm:col-span-2" />
        <TextField
          className="sm:col-span-2"
          rule={leadRules.name}
          name="name"
          value={fields.name}
          onChange={set('name')}
          autoComplete="name"
        />
        <TextField
          rule={leadRules.email}
          name="email"
          type="email"
          value={fields.email}
          onChange={set('email')}
          autoComplete="email"
          inputMode="email"
        />
        <TextField
          rule={leadRules.phone}
          name="phone"
          type="tel"
          value={fields.phone}
          onChange={set('phone')}
          autoComplete="tel"
          inputMode="tel"
        />
        <TextField
          className="sm:col-span-2"
          rule={leadRules.property_address}
          name="property_address"
          value={fields.property_address}
          onChange={set('property_address')}
          autoComplete="address-line1"
        />
        <SelectField
          className="sm:col-span-2"
          rule={leadRules.project_type}
          name="project_type"
          value={fields.project_type}
          onChange={set('project_type')}
          options={options}
          placeholder="Select a project type"
        />
        <TextArea
          className="sm:col-span-2"
          rule={leadRules.message}
          name="message"
          rows={4}
          value={fields.message}
          onChange={set('message')}
        />
        <PhotoField className="sm:col-span-2" copy={photoCopy} photos={photos} busy={status !== 'idle'} />
        <Honeypot form="quote" value={honeypot} onChange={setHoneypot} />
        <SubmitRow
          busy={status !== 'idle'}
          idleLabel="Get My Free Quote"
          busyLabel="Sending..."
          consent={consent}
          contact={contact}
        />
      </fieldset>
    </form>
  )
}
