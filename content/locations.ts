/**
 * The service areas: one file per place in content/locations/, named by its slug (the page is
 * /locations/<slug>/, linked from the footer). San Diego is the general page and links to the others; each
 * other page is written about its own place: neighborhoods, housing stock, climate and permitting authority.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Location } from './schema.ts'

const files = await filesIn('locations')
export const locations = defineCollection('locations', Location, files, { min: 1 })
export type Location = (typeof locations)[number]

const slugs = new Set(locations.map((location) => location.slug))
for (const location of locations) {
  const unknown = location.nearby.filter((slug) => !slugs.has(slug))
  if (unknown.length)
    throw new Error(
      `content/locations/${location.slug}.ts: nearby names no file content/locations/<slug>.ts for ${unknown.join(', ')}`,
    )
}
