import { MapPin } from 'lucide-react'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Picture } from '../../../components/Picture.tsx'
import { Section } from '../../../components/Section.tsx'
import { pages } from '../../../content/pages.ts'
import { projectsPageProjects } from '../../../content/projects.ts'
import type { PageProps } from '../../../lib/page.ts'
import { locationNamed } from '../../../lib/project-links.ts'
import { pathTo, quoteFormHref } from '../../../lib/routes.ts'

/** A project's place links to the location page of that name, when there is one. */
const locationPage = (place: string) => {
  const location = locationNamed(place)
  return location && pathTo.location(location.slug)
}

export default function Page({ path }: PageProps) {
  const page = pages.projects
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <Section>
        <ul className="grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
          {projectsPageProjects.map((project, index) => {
            const href = locationPage(project.location)
            return (
              <li
                key={project.slug}
                className="group overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5"
              >
                <div className="relative overflow-hidden">
                  <Picture
                    image={project.image}
                    sizes="(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw"
                    className="aspect-[3/2] h-auto w-full object-cover transition-transform duration-500 group-hover:scale-105"
                    // The first photo is the page's largest image on a phone: fetched at once.
                    priority={index === 0}
                  />
                  {/* Revealed on hover or keyboard focus; the same facts are always in the text below. */}
                  <div
                    className="absolute inset-0 flex items-end bg-gradient-to-t from-black/75 to-transparent p-4 text-white opacity-0 transition-opacity group-hover:opacity-100 group-focus-within:opacity-100"
                    aria-hidden="true"
                  >
                    <p className="font-semibold">
                      {project.type} · {project.location}
                    </p>
                  </div>
                </div>
                <div className="p-6">
                  <p className="text-sm font-semibold text-brand">{project.type}</p>
                  <h2 className="mt-1 text-xl font-semibold">
                    <a href={pathTo.project(project.slug)} className="hover:text-brand hover:underline">
                      {project.title}
                    </a>
                  </h2>
                  <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                    <MapPin className="size-4" aria-hidden="true" />{' '}
                    {href ? (
                      <a href={href} className="hover:text-brand hover:underline">
                        {project.location}
                      </a>
                    ) : (
                      project.location
                    )}
                  </p>
                  <p className="mt-3 text-slate-700">{project.description}</p>
                </div>
              </li>
            )
          })}
        </ul>
        <div className="mt-12 text-center">
          <a href={quoteFormHref()} className="btn btn-primary px-6 py-3 text-lg">
            {pages.quoteLink}
          </a>
        </div>
      </Section>
      <CallToAction />
    </>
  )
}
