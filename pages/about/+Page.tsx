import { Check } from 'lucide-react'
import { CallToAction } from '../../components/CallToAction.tsx'
import { Credentials } from '../../components/Credentials.tsx'
import { IconCardGrid } from '../../components/IconCardGrid.tsx'
import { JsonLd } from '../../components/JsonLd.tsx'
import { LicenseLinked } from '../../components/LicenseLink.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Section } from '../../components/Section.tsx'
import { about } from '../../content/about.ts'
import { business, yearsInBusiness } from '../../content/business.ts'
import { fill } from '../../lib/format.ts'
import type { PageProps } from '../../lib/page.ts'
import { businessJsonLd } from '../../lib/seo.ts'

export default function Page({ path }: PageProps) {
  const stats = [
    { value: business.stats.teamMembers, label: about.stats.teamMembers },
    { value: business.stats.projectsCompleted, label: about.stats.projectsCompleted },
    { value: `${yearsInBusiness()}+`, label: fill(about.stats.years, { year: business.foundingYear }) },
    { value: business.stats.satisfaction, label: about.stats.satisfaction },
  ]
  return (
    <>
      <PageHeader path={path} heading={about.heading} intro={about.story[0]} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="prose-body text-lg">
            <h2>{about.headings.story}</h2>
            {about.story.slice(1).map((p) => (
              <p key={p}>{p}</p>
            ))}
            <h2>{about.headings.approach}</h2>
            {about.approach.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <dl className="grid content-start gap-4 sm:grid-cols-2">
            {stats.map((stat) => (
              <div key={stat.label} className="flex flex-col rounded-xl bg-sand p-6 text-center">
                <dt className="text-sm text-slate-600">{stat.label}</dt>
                <dd className="order-first text-4xl font-bold text-brand">{stat.value}</dd>
              </div>
            ))}
          </dl>
        </div>
      </Section>
      <Credentials />
      <Section title={about.headings.values}>
        <IconCardGrid cards={about.values} tone="sand" />
      </Section>
      <Section title={about.headings.whyChooseUs} tone="sand">
        <ul className="mx-auto grid max-w-3xl gap-3">
          {about.whyChooseUs.map((item) => (
            <li key={item} className="flex gap-3 text-lg">
              <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
              <span>
                <LicenseLinked text={item} />
              </span>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction heading={about.closing} />
      <JsonLd data={businessJsonLd()} />
    </>
  )
}
