import { type ReactNode, useState } from 'react'
import { firstProblem, normalizeValues } from '../../lib/forms.ts'
import {
  type SubcontractorFields,
  subcontractorRules,
  subcontractorServices,
  toggleService,
} from '../../lib/subcontractor-form.ts'
import type { BackendConfig } from '../../lib/submissions.ts'
import {
  type Consent,
  type ContactAlternative,
  ErrorBanner,
  Honeypot,
  reportProblem,
  SubmitRow,
  TextArea,
  TextField,
} from './fields.tsx'
import { CircleCheckBig } from './icons.tsx'
import { useDraft, useFormSubmission, useHydrated } from './useFormSubmission.ts'

export interface SubcontractorFormProps {
  backend: BackendConfig
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

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="min-w-0 rounded-xl border border-slate-200 p-5 sm:p-6">
      <legend className="px-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The subcontractor application of /subcontractor-signup. */
export default function SubcontractorForm({ backend, contact, consent }: SubcontractorFormProps) {
  const hydrated = useHydrated()
  const [fields, setFields, clearDraft] = useDraft('subcontractor-form', empty)
  const [honeypot, setHoneypot] = useState('')
  const { status, error, submit, preload } = useFormSubmission<SubcontractorFields>({
    config: backend,
    load: async () => {
      const flow = await import('../../lib/submissions.ts')
      return (config, id, values, proof) =>
        flow.submitSubcontractor(config, id, values, { sources: flow.visitSource(), proof })
    },
    unexpectedMessage: 'An unexpected error occurred. Please try again.',
    onSuccess: clearDraft,
    draftKey: 'subcontractor-form',
  })
  const set = (name: Exclude<keyof SubcontractorFields, 'services'>) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  if (status === 'success') {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200">
        <CircleCheckBig className="mx-auto size-14 text-green-700" />
        <h2 className="mt-4 text-2xl font-bold">Application Submitted Successfully!</h2>
        <p className="mt-3 text-lg text-slate-700">
          Thank you for your interest in joining our subcontractor network. We will review your application and contact
          you soon.
        </p>
      </div>
    )
  }

  return (
    <form
      aria-label="Subcontractor application"
      className="relative"
      onFocus={preload}
      onSubmit={(event) => {
        event.preventDefault()
        const values = normalizeValues(rules, fields)
        setFields(values)
        if (!reportProblem(event.currentTarget, firstProblem(rules, values))) void submit(values, honeypot)
      }}
    >
      {/* Disabled until the island has hydrated: before that, and with JavaScript off, nothing can be sent or lost. */}
      <fieldset disabled={!hydrated} className="min-w-0 space-y-6">
        <legend className="sr-only">Your application</legend>
        <ErrorBanner message={error} />
        <Group legend="Company Information">
          <TextField
            rule={rules.company_name}
            name="company_name"
            value={fields.company_name}
            onChange={set('company_name')}
            autoComplete="organization"
          />
          <TextField
            rule={rules.contact_name}
            name="contact_name"
            value={fields.contact_name}
            onChange={set('contact_name')}
            autoComplete="name"
          />
          <TextField
            rule={rules.email}
            name="email"
            type="email"
            value={fields.email}
            onChange={set('email')}
            autoComplete="email"
            inputMode="email"
          />
          <TextField
            rule={rules.phone}
            name="phone"
            type="tel"
            value={fields.phone}
            onChange={set('phone')}
            autoComplete="tel"
            inputMode="tel"
          />
        </Group>
        <Group legend="Business Address">
          <TextField
            className="sm:col-span-2"
            rule={rules.address}
            name="address"
            value={fields.address}
            onChange={set('address')}
            autoComplete="address-line1"
          />
          <TextField
            rule={rules.city}
            name="city"
            value={fields.city}
            onChange={set('city')}
            autoComplete="address-level2"
          />
          <div className="grid grid-cols-2 gap-4">
            <TextField
              rule={rules.state}
              name="state"
              value={fields.state}
              onChange={set('state')}
              autoComplete="address-level1"
            />
            <TextField
              rule={rules.zip}
              name="zip"
              value={fields.zip}
              onChange={set('zip')}
              autoComplete="postal-code"
              inputMode="numeric"
            />
          </div>
        </Group>
        <Group legend="Services & Qualifications">
          <fieldset className="min-w-0 sm:col-span-2">
            <legend className="text-sm font-semibold">
              {rules.services.label} <span className="font-normal text-slate-600">(select all that apply)</span>
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
          <TextField
            rule={rules.license_number}
            name="license_number"
            value={fields.license_number}
            onChange={set('license_number')}
          />
          <TextField
            rule={rules.years_in_business}
            name="years_in_business"
            value={fields.years_in_business}
            onChange={set('years_in_business')}
          />
          <TextArea
            className="sm:col-span-2"
            rule={rules.insurance_info}
            name="insurance_info"
            rows={3}
            hint="Please provide details of your liability insurance coverage."
            value={fields.insurance_info}
            onChange={set('insurance_info')}
          />
          <TextArea
            className="sm:col-span-2"
            rule={rules.reference_list}
            name="reference_list"
            rows={4}
            hint="Please list at least three professional references with contact information."
            value={fields.reference_list}
            onChange={set('reference_list')}
          />
        </Group>
        <Honeypot form="subcontractor" value={honeypot} onChange={setHoneypot} />
        <SubmitRow
          busy={status === 'submitting'}
          idleLabel="Submit Application"
          busyLabel="Submitting..."
          consent={consent}
          contact={contact}
        />
      </fieldset>
    </form>
  )
}
