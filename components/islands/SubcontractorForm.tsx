import { CircleCheckBig } from 'lucide-react'
import { useState, type ReactNode } from 'react'
import { subcontractorServices, toggleService } from '../../lib/forms.ts'
import type { BackendConfig, SubcontractorFields } from '../../lib/submissions.ts'
import { ErrorBanner, Honeypot, SubmitButton, TextArea, TextField } from './fields.tsx'
import { useFormSubmission } from './useFormSubmission.ts'

export interface SubcontractorFormProps {
  backend: BackendConfig
}

const empty: SubcontractorFields = {
  company_name: '', contact_name: '', email: '', phone: '', address: '', city: '', state: '', zip: '',
  services: [], license_number: '', insurance_info: '', years_in_business: '', reference_list: '',
}

function Group({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-xl border border-slate-200 p-5 sm:p-6">
      <legend className="px-2 text-lg font-semibold">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  )
}

/** The subcontractor application of /subcontractor-signup (spec sections 2-8). */
export default function SubcontractorForm({ backend }: SubcontractorFormProps) {
  const [fields, setFields] = useState(empty)
  const [honeypot, setHoneypot] = useState('')
  const { status, error, submit } = useFormSubmission<SubcontractorFields>({
    config: backend,
    load: async () => (await import('../../lib/submissions.ts')).submitSubcontractor,
    unexpectedMessage: 'An unexpected error occurred. Please try again.',
    onSuccess: () => setFields(empty),
  })
  const set = (name: Exclude<keyof SubcontractorFields, 'services'>) => (value: string) =>
    setFields((current) => ({ ...current, [name]: value }))

  if (status === 'success') {
    return (
      <div role="status" className="rounded-2xl bg-green-50 p-8 text-center ring-1 ring-green-200">
        <CircleCheckBig className="mx-auto size-14 text-green-700" aria-hidden="true" />
        <h2 className="mt-4 text-2xl font-bold">Application Submitted Successfully!</h2>
        <p className="mt-3 text-lg text-slate-700">
          Thank you for your interest in joining our subcontractor network. We will review your application and contact you soon.
        </p>
      </div>
    )
  }

  return (
    <form
      aria-label="Subcontractor application"
      method="post"
      className="relative space-y-6"
      onSubmit={(event) => {
        event.preventDefault()
        void submit(fields, honeypot)
      }}
    >
      <ErrorBanner message={error} />
      <Group legend="Company Information">
        <TextField label="Company name" name="company_name" value={fields.company_name} onChange={set('company_name')} autoComplete="organization" />
        <TextField label="Contact name" name="contact_name" value={fields.contact_name} onChange={set('contact_name')} autoComplete="name" />
        <TextField label="Email" name="email" type="email" value={fields.email} onChange={set('email')} autoComplete="email" inputMode="email" />
        <TextField label="Phone" name="phone" type="tel" value={fields.phone} onChange={set('phone')} autoComplete="tel" inputMode="tel" />
      </Group>
      <Group legend="Business Address">
        <TextField className="sm:col-span-2" label="Street address" name="address" value={fields.address} onChange={set('address')} autoComplete="address-line1" />
        <TextField label="City" name="city" value={fields.city} onChange={set('city')} autoComplete="address-level2" />
        <div className="grid grid-cols-2 gap-4">
          <TextField label="State" name="state" value={fields.state} onChange={set('state')} autoComplete="address-level1" />
          <TextField label="ZIP" name="zip" value={fields.zip} onChange={set('zip')} autoComplete="postal-code" inputMode="numeric" />
        </div>
      </Group>
      <Group legend="Services & Qualifications">
        <fieldset className="sm:col-span-2">
          <legend className="text-sm font-semibold">Services you offer <span className="font-normal text-slate-600">(select all that apply)</span></legend>
          <div className="mt-2 grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-4">
            {subcontractorServices.map((service) => (
              <label key={service} className="flex cursor-pointer items-center gap-2 rounded-lg border border-slate-200 px-3 py-2 hover:border-brand">
                <input
                  type="checkbox"
                  name="services"
                  value={service}
                  checked={fields.services.includes(service)}
                  onChange={() => setFields((current) => ({ ...current, services: toggleService(current.services, service) }))}
                  className="size-4 accent-[var(--color-brand)]"
                />
                {service}
              </label>
            ))}
          </div>
        </fieldset>
        <TextField label="Contractor license number" name="license_number" value={fields.license_number} onChange={set('license_number')} />
        <TextField label="Years in business" name="years_in_business" value={fields.years_in_business} onChange={set('years_in_business')} />
        <TextArea className="sm:col-span-2" label="Insurance information" name="insurance_info" rows={3} hint="Please provide details of your liability insurance coverage." value={fields.insurance_info} onChange={set('insurance_info')} />
        <TextArea className="sm:col-span-2" label="References" name="reference_list" rows={4} hint="Please list at least three professional references with contact information." value={fields.reference_list} onChange={set('reference_list')} />
      </Group>
      <Honeypot value={honeypot} onChange={setHoneypot} />
      <SubmitButton busy={status === 'submitting'} idleLabel="Submit Application" busyLabel="Submitting..." />
    </form>
  )
}
