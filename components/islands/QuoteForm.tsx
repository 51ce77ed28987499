import type { QuoteFormCopy } from '../../content/forms.ts'
import type { QuotePhotosCopy } from '../../content/quote-photos.ts'
import { type LeadFields, leadRules, projectTypeOptions } from '../../lib/forms.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import {
  CheckedForm,
  type Consent,
  type ContactAlternative,
  ErrorBanner,
  fieldBinder,
  SelectField,
  SubmitRow,
  TextArea,
  TextField,
} from './fields.tsx'
import { PhotoField } from './PhotoField.tsx'
import { useDraft, useFormSubmission } from './useFormSubmission.ts'
import { usePhotos } from './usePhotos.ts'

export interface QuoteFormProps {
  backend: BackendConfig
  copy: QuoteFormCopy
  contact: ContactAlternative
  photoCopy: QuotePhotosCopy
  consent: Consent
}

const empty: LeadFields = { name: '', email: '', phone: '', property_address: '', project_type: '', message: '' }
/** Where the typed fields wait in sessionStorage until sent. */
const DRAFT_KEY = 'quote-form'

/** The free-quote form of the home contact section. */
export default function QuoteForm({ backend, copy, contact, photoCopy, consent }: QuoteFormProps) {
  const [fields, setFields, forgetDraft] = useDraft(DRAFT_KEY, empty)
  const photos = usePhotos(backend, photoCopy)
  const { status, error, submit, preload } = useFormSubmission<LeadFields>({
    config: backend,
    load: async () => {
      const flow = await import('../../lib/submissions.ts')
      return async (config, id, values, proof) =>
        flow.submitLead(config, id, values, {
          sources: flow.visitSource(),
          photos: await photos.forSubmission(),
          proof,
        })
    },
    messages: copy,
    onSuccess: () => {
      forgetDraft()
      window.location.assign('/thank-you/')
    },
    onReturn: () => {
      setFields(empty)
      photos.clear()
    },
  })
  const bind = fieldBinder(leadRules, fields, setFields)

  return (
    <CheckedForm
      name="quote"
      copy={copy}
      rules={leadRules}
      fields={fields}
      setFields={setFields}
      onValid={submit}
      onFocus={preload}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField {...bind('name')} className="sm:col-span-2" autoComplete="name" />
      <TextField {...bind('email')} type="email" autoComplete="email" inputMode="email" />
      <TextField {...bind('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      <TextField {...bind('property_address')} className="sm:col-span-2" autoComplete="address-line1" />
      <SelectField
        {...bind('project_type')}
        className="sm:col-span-2"
        options={projectTypeOptions(copy.otherProjectType)}
        placeholder={copy.projectTypePrompt}
      />
      <TextArea {...bind('message')} className="sm:col-span-2" rows={4} />
      <PhotoField className="sm:col-span-2" copy={photoCopy} photos={photos} busy={status !== 'idle'} />
      <ErrorBanner message={error} className="sm:col-span-2" />
      <SubmitRow
        busy={status !== 'idle'}
        idleLabel={copy.send}
        busyLabel={copy.sending}
        consent={consent}
        contact={contact}
      />
    </CheckedForm>
  )
}
