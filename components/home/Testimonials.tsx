import { business } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { testimonials } from '../../content/testimonials.ts'
import { picture } from '../../lib/images.server.ts'
import { Island } from '../islands/registry.tsx'
import { Section } from '../Section.tsx'

export function Testimonials({ section }: { section: Home['testimonials'] }) {
  return (
    <Section id="testimonials" title={section.heading} tone="sand">
      <Island
        name="TestimonialCarousel"
        props={{
          items: testimonials.map(({ slug, name, location, quote, project, rating, avatar }) => ({
            id: slug,
            name,
            location,
            quote,
            project,
            rating,
            avatar: picture(avatar.key),
          })),
          widgets: [
            { src: business.reviewWidgets.googleReviews, label: section.widgets.googleReviews },
            { src: business.reviewWidgets.yelpReviews, label: section.widgets.yelpReviews },
          ],
          names: section.names,
        }}
      />
    </Section>
  )
}
