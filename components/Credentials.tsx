import type { ReactNode } from 'react'
import { business, yearsInBusiness } from '../content/business.ts'
import { credentials } from '../content/credentials.ts'
import type { IconName } from '../content/schema.ts'
import { fill } from '../lib/format.ts'
import { Icon } from './Icon.tsx'
import { LicenseLink, licenseLabel } from './LicenseLink.tsx'
import { Section } from './Section.tsx'

interface Credential {
  icon: IconName
  title: string
  value: ReactNode
  text: string
}

/** License (linked to its public record), insurance, warranty and years in business, on the home and about pages. */
export function Credentials() {
  const items: Credential[] = [
    {
      icon: 'badge-check',
      title: credentials.license.title,
      value: <LicenseLink>{licenseLabel}</LicenseLink>,
      text: fill(credentials.license.text, { class: business.licenseClass }),
    },
    {
      icon: 'shield-check',
      title: credentials.insurance.title,
      value: business.insurance.liability,
      text: `${business.insurance.workersCompensation}. ${credentials.insurance.text}`,
    },
    {
      icon: 'heart-handshake',
      title: credentials.warranty.title,
      value: business.warranty.label,
      text: credentials.warranty.text,
    },
    {
      icon: 'calendar-check',
      title: credentials.years.title,
      value: fill(credentials.years.value, { years: yearsInBusiness() }),
      text: fill(credentials.years.text, { year: business.foundingYear }),
    },
  ]
  return (
    <Section id="credentials" title={credentials.heading} intro={credentials.intro} tone="sand">
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map((item) => (
          <li key={item.title} className="rounded-xl bg-white p-6 shadow-sm">
            <Icon name={item.icon} className="size-8 text-brand" />
            <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-slate-600">{item.title}</h3>
            <p className="mt-1 text-xl font-bold">{item.value}</p>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
    </Section>
  )
}
