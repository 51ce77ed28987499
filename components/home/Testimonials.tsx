import { business } from '../../content/business.ts'
import type { Home } from '../../content/schema.ts'
import { picture } from '../../lib/images.ts'
import { Island } from '../../lib/islands/Island.tsx'
import TestimonialCarousel from '../islands/TestimonialCarousel.tsx'
import { Section } from '../Section.tsx'

export function Testimonials({ testimonials }: { testimonials: Home['testimonials'] }) {
  return (
    <Section id="testimonials" title={testimonials.heading} tone="sand">
      <Island
        name="TestimonialCarousel"
        component={TestimonialCarousel}
        props={{
          items: testimonials.items.map(({ avatar, ...item }) => ({ ...item, avatar: picture(avatar.key) })),
          widgets: [
            { src: business.reviewWidgets.testimonialsPrimary, label: 'Google reviews' },
            { src: business.reviewWidgets.testimonialsSecondary, label: 'Yelp reviews' },
          ],
        }}
      />
    </Section>
  )
}
