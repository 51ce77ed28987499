import { ArrowRight, Check } from 'lucide-react'
import { pages } from '../content/pages.ts'
import type { ServiceCard as Card } from '../content/schema.ts'
import { fill } from '../lib/format.ts'
import { Icon } from './Icon.tsx'

/** A card of the /services overview: title, description, icon and feature bullets, linking to the service's page. */
export function ServiceCard({ card, href }: { card: Card; href: string }) {
  return (
    <li className="flex flex-col rounded-xl bg-white p-6 shadow-sm ring-1 ring-black/5">
      <Icon name={card.icon} className="size-10 text-brand" />
      <h2 className="mt-4 text-xl font-semibold">
        <a href={href} className="hover:text-brand">
          {card.title}
        </a>
      </h2>
      <p className="mt-2 text-slate-600">{card.summary}</p>
      <ul className="mt-4 space-y-2 text-sm">
        {card.features.map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check className="mt-0.5 size-4 shrink-0 text-brand" aria-hidden="true" />
            {feature}
          </li>
        ))}
      </ul>
      <a
        href={href}
        className="mt-auto inline-flex items-center gap-1 pt-6 font-semibold text-brand hover:underline"
        aria-hidden="true"
        tabIndex={-1}
      >
        {fill(pages.services.cardLink, { service: card.title })} <ArrowRight className="size-4" />
      </a>
    </li>
  )
}
