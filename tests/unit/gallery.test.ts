import { describe, expect, it } from 'vitest'
import { ALL_PROJECTS, filterProjects, galleryFilters } from '../../lib/gallery.ts'

const rooms = ['kitchen', 'bathroom', 'interior', 'flooring'] as const
const labels = {
  all: 'All Projects',
  kitchen: 'Kitchen',
  bathroom: 'Bathroom',
  interior: 'Interior',
  flooring: 'Flooring',
}
const project = (id: string, category: (typeof rooms)[number]) => ({ id, category })

describe('gallery filters', () => {
  it("offer every project, then each room that has one, in the rooms' order", () => {
    const projects = [project('a', 'flooring'), project('b', 'kitchen'), project('c', 'kitchen')]
    expect(galleryFilters(rooms, projects, labels)).toEqual([
      { id: ALL_PROJECTS, label: 'All Projects' },
      { id: 'kitchen', label: 'Kitchen' },
      { id: 'flooring', label: 'Flooring' },
    ])
  })

  it('are not offered when every project is in one room, or there is one project', () => {
    expect(galleryFilters(rooms, [project('a', 'bathroom'), project('b', 'bathroom')], labels)).toEqual([])
    expect(galleryFilters(rooms, [project('a', 'bathroom')], labels)).toEqual([])
  })

  it("show every project for 'all', and only a room's own for a room", () => {
    const projects = [project('a', 'kitchen'), project('b', 'bathroom'), project('c', 'kitchen')]
    expect(filterProjects(projects, ALL_PROJECTS).map((p) => p.id)).toEqual(['a', 'b', 'c'])
    expect(filterProjects(projects, 'kitchen').map((p) => p.id)).toEqual(['a', 'c'])
    expect(filterProjects(projects, 'flooring')).toEqual([])
  })
})
