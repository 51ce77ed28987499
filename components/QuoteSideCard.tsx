import { Phone } from 'lucide-react'
import { business, phoneHref } from '../content/business.ts'
import { pages } from '../content/pages.ts'
import { fill } from '../lib/format.ts'
import { quoteFormHref } from '../lib/routes.ts'
import { LicenseLine } from './LicenseLink.tsx'

/** The side card on location and guide pages: a short pitch, the quote link and the phone. */
export function QuoteSideCard({ place }: { place?: string }) {
  const card = pages.quoteSideCard
  return (
    <aside aria-label={card.label} className="rounded-xl bg-ink p-6 text-white lg:sticky lg:top-24">
      <h2 className="text-xl font-bold">{place ? fill(card.headingIn, { place }) : card.heading}</h2>
      <p className="mt-2 text-slate-200">{card.text}</p>
      <a href={quoteFormHref()} className="btn btn-primary mt-5 w-full px-5 py-3">
        {card.quote}
      </a>
      <a href={phoneHref} className="btn btn-outline mt-3 w-full px-5 py-3">
        <Phone className="size-5" aria-hidden="true" /> {business.phone.display}
      </a>
      <LicenseLine className="mt-4 text-sm text-slate-300" />
    </aside>
  )
}
