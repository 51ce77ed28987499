import { Phone } from 'lucide-react'
import { phoneHref } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { Icon } from '../Icon.tsx'
import { Section } from '../Section.tsx'

export function Benefits({ benefits }: { benefits: Home['benefits'] }) {
  return (
    <Section id="benefits" title={benefits.heading} intro={benefits.intro}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-5">
        {benefits.items.map((item) => (
          <li key={item.title} className="rounded-xl bg-sand p-6">
            <Icon name={item.icon} className="size-8 text-brand" />
            <h3 className="mt-4 text-lg font-semibold">{item.title}</h3>
            <p className="mt-2 text-slate-700">{item.text}</p>
          </li>
        ))}
      </ul>
      <div className="mt-10 text-center">
        <a href={phoneHref} className="btn btn-primary px-6 py-3 text-lg">
          <Phone className="size-5" aria-hidden="true" /> Get Started Today
        </a>
      </div>
    </Section>
  )
}
