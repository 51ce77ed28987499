import { Blocks } from '../../../components/Blocks.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { JsonLd } from '../../../components/JsonLd.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Picture } from '../../../components/Picture.tsx'
import { ProjectCards } from '../../../components/ProjectCards.tsx'
import { Section } from '../../../components/Section.tsx'
import { Steps } from '../../../components/Steps.tsx'
import { pages } from '../../../content/pages.ts'
import { services } from '../../../content/services.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { fill } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'
import { projectsOfService } from '../../../lib/project-links.ts'
import { serviceJsonLd } from '../../../lib/seo.ts'

export default function Page({ path, routeParams }: PageProps) {
  const service = entryFor(services, routeParams.slug)
  const projects = projectsOfService(service.slug)
  const name = service.title.toLowerCase()
  return (
    <>
      <PageHeader path={path} heading={service.heading} intro={service.summary} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-2">
          <div className="prose-body text-lg">
            {service.intro.map((p) => (
              <p key={p}>{p}</p>
            ))}
          </div>
          <Picture
            image={service.image}
            sizes="(min-width: 1280px) 600px, (min-width: 1024px) 46vw, 100vw"
            className="h-auto w-full rounded-xl"
          />
        </div>
      </Section>
      {service.options && (
        <Section title={service.options.heading} tone="sand">
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {service.options.items.map((option) => (
              <li key={option.title} className="rounded-xl bg-white p-6 shadow-sm">
                <h3 className="text-lg font-semibold">{option.title}</h3>
                <p className="mt-2 text-slate-600">{option.text}</p>
              </li>
            ))}
          </ul>
        </Section>
      )}
      {service.process && (
        <Section title={service.process.heading}>
          <Steps steps={service.process.steps} />
        </Section>
      )}
      {service.body.length > 0 && (
        <Section tone="sand">
          <Blocks blocks={service.body} className="mx-auto max-w-3xl text-lg" />
        </Section>
      )}
      {projects.length > 0 && (
        <Section id="projects" title={fill(pages.service.projects, { service: name })}>
          <ProjectCards projects={projects} />
        </Section>
      )}
      <CallToAction heading={fill(pages.service.closing, { service: name })} />
      <JsonLd data={serviceJsonLd({ title: service.title, summary: service.summary, path })} />
    </>
  )
}
