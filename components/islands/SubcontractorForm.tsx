import type { ReactNode } from 'react'
import type { ApplicationCopy } from '../../content/forms.ts'
import {
  type SubcontractorFields,
  subcontractorRules,
  subcontractorServices,
  toggleService,
} from '../../lib/subcontractor-form.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import {
  CheckedForm,
  type Consent,
  type ContactAlternative,
  ErrorBanner,
  fieldBinder,
  SubmitRow,
  TextArea,
  TextField,
} from './fields.tsx'
import { CircleCheckBig } from './icons.tsx'
import { useDraft, useFormSubmission } from './useFormSubmission.ts'

export interface SubcontractorFormProps {
  backend: BackendConfig
  copy: ApplicationCopy
  contact: ContactAlternative
  consent: Consent
}

const empty: SubcontractorFields = {
  company_name: '',
  contact_name: '',
  email: '',
  phone: '',
  address: '',
  city: '',
  state: '',
  zip: '',
  services: [],
  license_number: '',
  insurance_info: '',
  years_in_business: '',
  reference_list: '',
}

const rules = subcontractorRules
/** Where the typed fields wait in sessionStorage until sent. */
const DRAFT_KEY = 'subcontractor-form'

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-5 sm:p-6">
      <legend className="px-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The button pressed is gone with the form: the panel takes the focus, so a screen reader reads it and it is in view. */
const takeFocus = (panel: HTMLDivElement | null) => panel?.focus()

/** The subcontractor application of /subcontractor-signup. */
export default function SubcontractorForm({ backend, copy, contact, consent }: SubcontractorFormProps) {
  const [fields, setFields, forgetDraft] = useDraft(DRAFT_KEY, empty)
  const { status, error, submit, preload } = useFormSubmission<SubcontractorFields>({
    config: backend,
    load: async () => {
      const flow = await import('../../lib/submissions.ts')
      return (config, id, values, proof) =>
        flow.submitSubcontractor(config, id, values, { sources: flow.visitSource(), proof })
    },
    messages: copy,
    onSuccess: forgetDraft,
  })
  const bind = fieldBinder(rules, fields, setFields)

  if (status === 'success') {
    return (
      <div
        role="status"
        tabIndex={-1}
        ref={takeFocus}
        className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200"
      >
        <CircleCheckBig className="mx-auto size-14 text-green-700" />
        <h2 className="mt-4 text-2xl font-bold">{copy.success.heading}</h2>
        <p className="mt-3 text-lg text-slate-700">{copy.success.text}</p>
      </div>
    )
  }

  return (
    <CheckedForm
      name="subcontractor"
      copy={copy}
      rules={rules}
      fields={fields}
      setFields={setFields}
      onValid={submit}
      onFocus={preload}
      className="space-y-6"
    >
      <Group legend={copy.groups.company}>
        <TextField {...bind('company_name')} autoComplete="organization" />
        <TextField {...bind('contact_name')} autoComplete="name" />
        <TextField {...bind('email')} type="email" autoComplete="email" inputMode="email" />
        <TextField {...bind('phone')} type="tel" autoComplete="tel" inputMode="tel" />
      </Group>
      <Group legend={copy.groups.address}>
        <TextField {...bind('address')} className="sm:col-span-2" autoComplete="address-line1" />
        <TextField {...bind('city')} autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <TextField {...bind('state')} autoComplete="address-level1" />
          <TextField {...bind('zip')} autoComplete="postal-code" inputMode="numeric" />
        </div>
      </Group>
      <Group legend={copy.groups.services}>
        <fieldset className="min-w-0 sm:col-span-2">
          <legend className="text-sm font-semibold">
            {rules.services.label} <span className="font-normal text-slate-600">{copy.servicesHint}</span>
          </legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {subcontractorServices.map((service) => (
              <label
                key={service}
                className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:border-brand"
              >
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  checked={fields.services.includes(service)}
                  onChange={() =>
                    setFields((current) => ({ ...current, services: toggleService(current.services, service) }))
                  }
                  className="size-4 accent-[var(--color-brand)]"
                />
                {service}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField {...bind('license_number')} />
        <TextField {...bind('years_in_business')} />
        <TextArea {...bind('insurance_info')} className="sm:col-span-2" rows={3} hint={copy.insuranceHint} />
        <TextArea {...bind('reference_list')} className="sm:col-span-2" rows={4} hint={copy.referencesHint} />
      </Group>
      <ErrorBanner message={error} />
      <SubmitRow
        busy={status === 'submitting'}
        idleLabel={copy.send}
        busyLabel={copy.sending}
        consent={consent}
        contact={contact}
      />
    </CheckedForm>
  )
}
