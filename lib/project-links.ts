/**
 * How the case studies tie into the rest of the site, derived from the project entries alone (adding a project
 * is adding its file): the location page each project belongs to, the projects a service or location page
 * shows, the projects related to one, and the reviews from its homeowners.
 */
import { type Location, locations } from '../content/locations.ts'
import { type Project, projects } from '../content/projects.ts'
import type { Geo } from '../content/schema.ts'
import { testimonials } from '../content/testimonials.ts'

/** A location page shows at least this many projects: its own, then the nearest others. */
const NEARBY_MIN = 3
const RELATED = 3

const EARTH_RADIUS_KM = 6371
const radians = (degrees: number) => (degrees * Math.PI) / 180

/** The great-circle distance between two places (haversine), in km. */
function distanceKm(a: Geo, b: Geo): number {
  const dLat = radians(b.latitude - a.latitude)
  const dLon = radians(b.longitude - a.longitude)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h))
}

/** The location page with this name, if there is one. */
export const locationNamed = (place: string): Location | undefined => locations.find((l) => l.name === place)

/** Where a project is: its own coordinates, or its location page's (content/projects.ts makes sure of one). */
const geoOf = (project: Project): Geo => project.geo ?? locationNamed(project.location)!.geo

const byDistanceFrom =
  (geo: Geo) =>
  <T>(place: (item: T) => Geo) =>
  (a: T, b: T) =>
    distanceKm(place(a), geo) - distanceKm(place(b), geo)

/** The location page a project belongs to: the one named like its place, or else the nearest. */
export function locationOf(project: Project): Location {
  return (
    locationNamed(project.location) ??
    [...locations].sort(byDistanceFrom(geoOf(project))((location) => location.geo))[0]!
  )
}

/** The projects of a service, in the collection's order. */
export const projectsOfService = (slug: string): Project[] => projects.filter((p) => p.services.includes(slug))

/**
 * The projects a location page shows: all of its own (the place's, and those nearest to it of places without a
 * page), then the nearest others up to three, so that no area's list is ever empty.
 */
export function projectsNear(location: Location): Project[] {
  const own = projects.filter((project) => locationOf(project).slug === location.slug)
  const others = projects
    .filter((project) => !own.includes(project))
    .sort(byDistanceFrom(location.geo)(geoOf))
    .slice(0, Math.max(0, NEARBY_MIN - own.length))
  return [...own, ...others]
}

/**
 * Up to three projects to read next: those of the same main service first, then those sharing any service, each
 * group nearest first.
 */
export function relatedProjects(project: Project): Project[] {
  const affinity = (other: Project) =>
    (other.services[0] === project.services[0] ? 2 : 0) +
    (other.services.some((slug) => project.services.includes(slug)) ? 1 : 0)
  const nearest = byDistanceFrom(geoOf(project))(geoOf)
  return projects
    .filter((other) => other.slug !== project.slug)
    .sort((a, b) => affinity(b) - affinity(a) || nearest(a, b))
    .slice(0, RELATED)
}

/** The reviews written about this job. */
export const testimonialsOf = (project: Project) => testimonials.filter((t) => t.job === project.slug)
