import { Phone } from 'lucide-react'
import { business, phoneHref } from '../content/business.ts'
import { pages } from '../content/pages.ts'
import { quoteFormHref } from '../lib/routes.ts'

interface CallToActionProps {
  heading?: string
  text?: string
}

/** The closing band of most pages: call the office, or request a free quote. */
export function CallToAction({
  heading = pages.callToAction.heading,
  text = pages.callToAction.text,
}: CallToActionProps) {
  return (
    <section aria-label={pages.callToAction.label} className="bg-ink text-white">
      <div className="mx-auto flex max-w-7xl flex-col items-start gap-6 px-4 py-14 sm:px-6 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 className="text-2xl font-bold sm:text-3xl">{heading}</h2>
          <p className="mt-2 max-w-2xl text-slate-200">{text}</p>
        </div>
        <div className="flex flex-wrap gap-3">
          <a href={phoneHref} className="btn btn-primary px-5 py-3">
            <Phone className="size-5" aria-hidden="true" /> {pages.callToAction.call} {business.phone.display}
          </a>
          <a href={quoteFormHref()} className="btn btn-outline px-5 py-3">
            {pages.quoteLink}
          </a>
        </div>
      </div>
    </section>
  )
}
