import { ArrowRight, Check } from 'lucide-react'
import type { Service } from '../content/schema.ts'
import { Icon } from './Icon.tsx'

/** An overview card: title, description, icon and the five feature bullets, linking to the service. */
export function ServiceCard({ service }: { service: Service }) {
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <Icon name={service.icon} className="size-10 text-brand" />
      <h2 className="mt-4 text-xl font-semibold">
        <a href={service.href} className="hover:text-brand">{service.title}</a>
      </h2>
      <p className="mt-2 text-slate-600">{service.summary}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {service.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a href={service.href} className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand hover:underline" aria-hidden="true" tabIndex={-1}>
        Learn more about {service.title} <ArrowRight className="size-4" />
      </a>
    </li>
  )
}
