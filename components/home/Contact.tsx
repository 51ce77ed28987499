import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { business, contactAlternative, emailHref, phoneHref } from '../../content/business.ts'
import { forms } from '../../content/forms.ts'
import { formConsent } from '../../content/legal.ts'
import { quotePhotos } from '../../content/quote-photos.ts'
import type { Home } from '../../content/schema.ts'
import { supabase } from '../../lib/config.server.ts'
import { QUOTE_FORM_ID } from '../../lib/routes.ts'
import { Filled } from '../Filled.tsx'
import { Island } from '../islands/registry.tsx'
import { Section } from '../Section.tsx'

/** The home page's contact section: the quote form beside the business's details and two common questions. */
export function Contact({ contact }: { contact: Home['contact'] }) {
  const phone = (
    <a href={phoneHref} className="font-semibold text-brand underline">
      {business.phone.display}
    </a>
  )
  const email = (
    <a href={emailHref} className="font-semibold text-brand underline">
      {business.email}
    </a>
  )
  return (
    <Section id={QUOTE_FORM_ID} title={contact.heading} intro={contact.intro} reveal>
      <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
        <div className="rounded-2xl bg-sand p-6 sm:p-8">
          <noscript>
            <p className="mb-4 rounded-lg bg-white p-4">
              <Filled text={contact.noJavaScript} values={{ phone, email }} />
            </p>
          </noscript>
          <Island
            name="QuoteForm"
            props={{
              backend: supabase,
              copy: forms.quote,
              contact: contactAlternative,
              photoCopy: quotePhotos,
              consent: formConsent.quote,
            }}
          />
        </div>
        <div className="space-y-8">
          <div className="rounded-2xl bg-ink p-6 text-white sm:p-8">
            <h3 className="text-xl font-bold">{contact.details.heading}</h3>
            <ul className="mt-5 space-y-4">
              <li className="flex gap-3">
                <Phone className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <a href={phoneHref} className="font-semibold hover:underline">
                  {business.phone.display}
                </a>
              </li>
              <li className="flex gap-3">
                <Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                <a href={emailHref} className="break-all hover:underline">
                  {business.email}
                </a>
              </li>
              <li className="flex gap-3">
                <MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {business.serviceArea.summary}
              </li>
              <li className="flex gap-3">
                <Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
                {business.hours.label}
              </li>
            </ul>
            <p className="mt-5 text-slate-200">{contact.details.reply}</p>
          </div>
          <div>
            <h3 className="text-xl font-bold">{contact.faq.heading}</h3>
            <dl className="mt-4 space-y-4">
              {contact.faq.items.map((faq) => (
                <div key={faq.question}>
                  <dt className="font-semibold">{faq.question}</dt>
                  <dd className="mt-1 text-slate-700">{faq.answer}</dd>
                </div>
              ))}
            </dl>
          </div>
        </div>
      </div>
    </Section>
  )
}
