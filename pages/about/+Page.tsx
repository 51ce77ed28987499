import { about } from '../../content/about.ts'
import { business, yearsInBusiness } from '../../content/business.ts'
import { CallToAction } from '../../components/CallToAction.tsx'
import { Icon } from '../../components/Icon.tsx'
import { JsonLd } from '../../components/JsonLd.tsx'
import { PageHeader } from '../../components/PageHeader.tsx'
import { Section } from '../../components/Section.tsx'
import type { PageProps } from '../../lib/page.ts'
import { businessJsonLd } from '../../lib/seo.ts'
import { Check } from 'lucide-react'

export default function Page({ path }: PageProps) {
  const stats = [
    { value: business.stats.teamMembers, label: 'Team members' },
    { value: business.stats.projectsCompleted, label: 'Projects completed' },
    { value: `${yearsInBusiness()}+`, label: `Years in business (since ${business.foundingYear})` },
    { value: business.stats.satisfaction, label: 'Satisfaction' },
  ]
  return (
    <>
      <PageHeader path={path} heading={about.heading} intro={about.story[0]} />
      <Section>
        <div className="grid gap-12 lg:grid-cols-2">
          <div className="prose-body text-lg">
            <h2>Our story</h2>
            {about.story.slice(1).map((p) => <p key={p}>{p}</p>)}
            <h2>Our approach</h2>
            {about.approach.map((p) => <p key={p}>{p}</p>)}
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
      <Section title="What we value" tone="sand">
        <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {about.values.map((value) => (
            <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm">
              <Icon name={value.icon} className="size-8 text-brand" />
              <h3 className="mt-4 text-lg font-semibold">{value.title}</h3>
              <p className="mt-2 text-slate-600">{value.text}</p>
            </li>
          ))}
        </ul>
      </Section>
      <Section title={`Why choose ${business.name}`}>
        <ul className="mx-auto grid max-w-3xl gap-3">
          {about.whyChooseUs.map((item) => (
            <li key={item} className="flex gap-3 text-lg">
              <Check className="mt-1 size-5 shrink-0 text-brand" aria-hidden="true" />
              <span>{item}</span>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction heading="Talk to our team" />
      <JsonLd data={businessJsonLd()} />
    </>
  )
}
