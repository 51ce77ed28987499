import type { ReactNode } from 'react'
import type { Location } from '../content/locations.ts'
import { pages } from '../content/pages.ts'
import type { Project } from '../content/projects.ts'
import { services } from '../content/services.ts'
import { fill, formatBudget } from '../lib/format.ts'
import { pathTo } from '../lib/routes.ts'

const link = 'text-brand underline'

/** A case study's facts at a glance: its services and place (each linked to its page), time, budget, permits. */
export function ProjectFacts({ project, location }: { project: Project; location: Location }) {
  const copy = pages.project.facts
  const facts: [string, ReactNode][] = [
    [
      copy.services,
      project.services.map((slug, index) => (
        <span key={slug}>
          {index > 0 && ', '}
          <a href={pathTo.service(slug)} className={link}>
            {services.find((service) => service.slug === slug)!.title}
          </a>
        </span>
      )),
    ],
    [
      copy.location,
      <>
        {project.location}.{' '}
        <a href={pathTo.location(location.slug)} className={link}>
          {fill(copy.area, { place: location.name })}
        </a>
      </>,
    ],
    [copy.duration, project.duration],
    [copy.budget, formatBudget(project.budget)],
    [copy.permits, project.permits],
  ]
  return (
    <section aria-labelledby="facts" className="mt-8 rounded-xl bg-sand p-6">
      <h2 id="facts" className="text-xl font-bold">
        {copy.heading}
      </h2>
      <dl className="mt-4 grid gap-x-8 gap-y-4 sm:grid-cols-2">
        {facts.map(([term, value]) => (
          <div key={term}>
            <dt className="text-sm font-semibold text-slate-600">{term}</dt>
            <dd className="mt-1">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  )
}
