import { Clock, Mail, MapPin, Phone } from 'lucide-react'
import { business, contactAlternative, emailHref, phoneHref } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { supabase } from '../../lib/config.ts'
import { Island } from '../../lib/islands/Island.tsx'
import QuoteForm from '../islands/QuoteForm.tsx'

export function Contact({ contact }: { contact: Home['contact'] }) {
  const faqs = [
    {
      question: 'How long does a remodel take?',
      answer: `Most bathroom remodels take ${business.durations.bathroom} and kitchens ${business.durations.kitchen}, depending on scope. You get a written schedule before work starts.`,
    },
    {
      question: 'Do you handle permits?',
      answer: 'Yes. We handle all permits and inspections with your city or the County, and schedule every inspection for you.',
    },
  ]
  return (
    <section id="contact" aria-labelledby="contact-heading" className="bg-white" data-reveal="">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:py-20">
        <div className="mx-auto mb-10 max-w-3xl text-center">
          <h2 id="contact-heading" className="text-3xl font-bold tracking-tight sm:text-4xl">{contact.heading}</h2>
          <p className="mt-4 text-lg text-slate-600">{contact.intro}</p>
        </div>
        <div className="grid gap-10 lg:grid-cols-[1fr_24rem]">
          <div className="rounded-2xl bg-sand p-6 sm:p-8">
            <noscript>
              <p className="mb-4 rounded-lg bg-white p-4">
                This form needs JavaScript. You can also call us at <a href={phoneHref} className="font-semibold text-brand underline">{business.phone.display}</a> or e-mail{' '}
                <a href={emailHref} className="font-semibold text-brand underline">{business.email}</a>.
              </p>
            </noscript>
            <Island name="QuoteForm" component={QuoteForm} props={{ backend: { supabaseUrl: supabase.url, anonKey: supabase.anonKey }, contact: contactAlternative }} />
          </div>
          <div className="space-y-8">
            <div className="rounded-2xl bg-ink p-6 text-white sm:p-8">
              <h3 className="text-xl font-bold">Contact information</h3>
              <ul className="mt-5 space-y-4">
                <li className="flex gap-3"><Phone className="mt-0.5 size-5 shrink-0" aria-hidden="true" /><a href={phoneHref} className="font-semibold hover:underline">{business.phone.display}</a></li>
                <li className="flex gap-3"><Mail className="mt-0.5 size-5 shrink-0" aria-hidden="true" /><a href={emailHref} className="break-all hover:underline">{business.email}</a></li>
                <li className="flex gap-3"><MapPin className="mt-0.5 size-5 shrink-0" aria-hidden="true" />{business.serviceArea.summary}</li>
                <li className="flex gap-3"><Clock className="mt-0.5 size-5 shrink-0" aria-hidden="true" />{business.hours.label}</li>
              </ul>
              <p className="mt-5 text-slate-200">We reply to every request {business.replyPromise}.</p>
            </div>
            <div>
              <h3 className="text-xl font-bold">Common questions</h3>
              <dl className="mt-4 space-y-4">
                {faqs.map((faq) => (
                  <div key={faq.question}>
                    <dt className="font-semibold">{faq.question}</dt>
                    <dd className="mt-1 text-slate-700">{faq.answer}</dd>
                  </div>
                ))}
              </dl>
            </div>
          </div>
        </div>
      </div>
    </section>
  )
}
