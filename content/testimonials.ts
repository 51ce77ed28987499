/**
 * Customer reviews for the home page's carousel: one file per review in content/testimonials/; a review of a job
 * with a page of its own (`job`) is quoted there too. Until the owner confirms a review is real and quoted with
 * permission (`confirmedByOwner: true`), `npm run check:launch` lists it.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { projects } from './projects.ts'
import { Testimonial } from './schema.ts'

const files = await filesIn('testimonials')
// Each review is a dot under the carousel: past six on a phone, the dots wrap onto a second row.
export const testimonials = defineCollection('testimonials', Testimonial, files, { min: 1, max: 12 })
export type Testimonial = (typeof testimonials)[number]

for (const testimonial of testimonials) {
  if (testimonial.job && !projects.some((project) => project.slug === testimonial.job))
    throw new Error(
      `content/testimonials/${testimonial.slug}.ts: job names no file content/projects/<slug>.ts for ${testimonial.job}`,
    )
}
