import { BadgeCheck, CalendarCheck, HandCoins } from 'lucide-react'
import { PageHeader } from '../../components/PageHeader.tsx'
import SubcontractorForm from '../../components/islands/SubcontractorForm.tsx'
import { business, contactAlternative, emailHref, phoneHref } from '../../content/business.ts'
import { pages } from '../../content/pages.ts'
import { supabase } from '../../lib/config.ts'
import { Island } from '../../lib/islands/Island.tsx'
import type { PageProps } from '../../lib/page.ts'

const perks = [
  { icon: CalendarCheck, title: 'Steady, scheduled work', text: 'Kitchen, bath, flooring and painting projects across San Diego County, booked with clear start dates.' },
  { icon: HandCoins, title: 'Prompt, fair payment', text: 'Agreed scopes and rates in writing, and payment on schedule when your phase passes inspection.' },
  { icon: BadgeCheck, title: 'Organized job sites', text: 'A project manager on every job coordinates trades, materials and inspections, so you can focus on your work.' },
]

export default function Page({ path }: PageProps) {
  const page = pages.subcontractorSignup!
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <noscript>
            <p className="mb-4 rounded-lg bg-sand p-4">
              This application needs JavaScript. You can also e-mail your details to <a href={emailHref} className="font-semibold text-brand underline">{business.email}</a>.
            </p>
          </noscript>
          <Island name="SubcontractorForm" component={SubcontractorForm} props={{ backend: { supabaseUrl: supabase.url, anonKey: supabase.anonKey }, contact: contactAlternative }} />
        </div>
        <aside aria-label="Why work with us" className="space-y-6">
          {perks.map(({ icon: PerkIcon, title, text }) => (
            <div key={title} className="rounded-xl bg-sand p-5">
              <PerkIcon className="size-7 text-brand" aria-hidden="true" />
              <h2 className="mt-3 font-semibold">{title}</h2>
              <p className="mt-1 text-slate-700">{text}</p>
            </div>
          ))}
          <p className="text-sm text-slate-600">
            Questions about joining? Call <a href={phoneHref} className="font-semibold text-brand hover:underline">{business.phone.display}</a>, {business.hours.label}.
          </p>
        </aside>
      </div>
    </>
  )
}
