/** Gallery filter state (spec section 4): "all" shows every project, a category shows only its own. */
export const galleryFilters = [
  { id: 'all', label: 'All Projects' },
  { id: 'kitchen', label: 'Kitchen' },
  { id: 'bathroom', label: 'Bathroom' },
  { id: 'interior', label: 'Interior' },
  { id: 'flooring', label: 'Flooring' },
] as const

export type GalleryFilter = (typeof galleryFilters)[number]['id']

export function filterProjects<T extends { category: string }>(projects: readonly T[], filter: GalleryFilter): T[] {
  return filter === 'all' ? [...projects] : projects.filter((project) => project.category === filter)
}

/** How far each arrow scrolls the card list (spec section 9). */
export const GALLERY_SCROLL_STEP = 300
