/**
 * Finished jobs: one file per project in content/projects/, named by its slug. A project shows on the
 * /projects page, in the home page's gallery, or both (its `showOn`). Until the owner confirms it as a real
 * job (`confirmedByOwner: true`), it is an example that `npm run check:launch` lists.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Project } from './schema.ts'

const files = await filesIn('projects')
export const projects = defineCollection('projects', Project, files, { min: 1 })
export type Project = (typeof projects)[number]

function shownOn(place: Project['showOn'][number], min: number, max = Infinity): Project[] {
  const shown = projects.filter((project) => project.showOn.includes(place))
  if (shown.length < min || shown.length > max) {
    throw new Error(
      `content/projects/: ${shown.length} projects have showOn "${place}"; the page needs ${max === Infinity ? `at least ${min}` : `${min} to ${max}`}`,
    )
  }
  return shown
}

/** The cards of /projects. */
export const projectsPageProjects = shownOn('projects', 1)
/** The home gallery: every card's photo is on the home page (lazily loaded), so it stays a selection. */
export const galleryProjects = shownOn('home', 1, 24)
