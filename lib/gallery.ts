/** Gallery filter state: "all" shows every project, a category only its own. */
export const ALL_PROJECTS = 'all'

export interface GalleryFilter {
  id: string
  label: string
}

export function filterProjects<T extends { category: string }>(projects: readonly T[], filter: string): T[] {
  return filter === ALL_PROJECTS ? [...projects] : projects.filter((project) => project.category === filter)
}

/**
 * The filter tabs for a set of projects: all of them, then each category (in the given order) that has a
 * project. When every project shares one category there are no tabs: each would show the same list.
 */
export function galleryFilters<C extends string>(
  categories: readonly C[],
  projects: readonly { category: C }[],
  labels: Record<C | typeof ALL_PROJECTS, string>,
): GalleryFilter[] {
  const present = categories.filter((category) => projects.some((project) => project.category === category))
  if (present.length < 2) return []
  return [{ id: ALL_PROJECTS, label: labels[ALL_PROJECTS] }, ...present.map((id) => ({ id, label: labels[id] }))]
}

/** How far each arrow scrolls the card list. */
export const GALLERY_SCROLL_STEP = 300
