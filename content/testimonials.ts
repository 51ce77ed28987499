/**
 * Customer reviews for the home page's carousel: one file per review in content/testimonials/. Until the owner
 * confirms a review is real and quoted with permission (`confirmedByOwner: true`), `npm run check:launch` lists it.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Testimonial } from './schema.ts'

const files = await filesIn('testimonials')
// Each review is a dot under the carousel: past six on a phone, the dots wrap onto a second row.
export const testimonials = defineCollection('testimonials', Testimonial, files, { min: 1, max: 12 })
export type Testimonial = (typeof testimonials)[number]
