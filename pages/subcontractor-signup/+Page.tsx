import { Filled, PhoneQuestions } from '../../components/Filled.tsx'
import { Icon } from '../../components/Icon.tsx'
import { Island } from '../../components/islands/registry.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { business, contactAlternative, emailHref } from '../../content/business.ts'
import { forms } from '../../content/forms.ts'
import { formConsent } from '../../content/legal.ts'
import { pages } from '../../content/pages.ts'
import { supabase } from '../../lib/config.server.ts'
import type { PageProps } from '../../lib/page.ts'

export default function Page({ path }: PageProps) {
  const page = pages.subcontractorSignup
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_20rem]">
        <div>
          <noscript>
            <p className="mb-4 rounded-lg bg-sand p-4">
              <Filled
                text={page.noJavaScript}
                values={{
                  email: (
                    <a href={emailHref} className="font-semibold text-brand underline">
                      {business.email}
                    </a>
                  ),
                }}
              />
            </p>
          </noscript>
          <Island
            name="SubcontractorForm"
            props={{
              backend: supabase,
              copy: forms.application,
              contact: contactAlternative,
              consent: formConsent.subcontractor,
            }}
          />
        </div>
        <aside aria-label={page.perksLabel} className="space-y-6">
          {page.perks.map((perk) => (
            <div key={perk.title} className="rounded-xl bg-sand p-5">
              <Icon name={perk.icon} className="size-7 text-brand" />
              <h2 className="mt-3 font-semibold">{perk.title}</h2>
              <p className="mt-1 text-slate-700">{perk.text}</p>
            </div>
          ))}
          <p className="text-sm text-slate-600">
            <PhoneQuestions text={page.questions} />
          </p>
        </aside>
      </div>
    </>
  )
}
