import { pages } from '../content/pages.ts'
import type { Project } from '../content/projects.ts'
import { pathTo } from '../lib/routes.ts'
import { Picture } from './Picture.tsx'

/** Cards with a photo for the first few: past them, links only, which keep a long list within the page's budget. */
const CARDS = 3

/**
 * Case studies linked from a service, location or project page, under the page's h2: the first three as cards
 * with a photo, any others as plain links.
 */
export function ProjectCards({ projects }: { projects: Project[] }) {
  const more = projects.slice(CARDS)
  return (
    <>
      <ul className="grid gap-6 sm:grid-cols-3">
        {projects.slice(0, CARDS).map((project) => (
          <li key={project.slug} className="overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
            <Picture
              image={project.image}
              sizes="(min-width: 1280px) 400px, (min-width: 640px) 31vw, 100vw"
              className="aspect-[3/2] h-auto w-full object-cover"
            />
            <div className="p-4">
              <p className="text-sm font-semibold text-brand">
                {project.type} · {project.location}
              </p>
              <h3 className="mt-1 font-semibold">
                <a href={pathTo.project(project.slug)} className="hover:text-brand hover:underline">
                  {project.title}
                </a>
              </h3>
            </div>
          </li>
        ))}
      </ul>
      {more.length > 0 && (
        <p className="mt-5">
          <span className="font-semibold">{pages.projectCards.more}:</span>{' '}
          {more.map((project, index) => (
            <span key={project.slug}>
              {index > 0 && ' · '}
              <a href={pathTo.project(project.slug)} className="text-brand underline">
                {project.title}
              </a>
            </span>
          ))}
        </p>
      )}
    </>
  )
}
