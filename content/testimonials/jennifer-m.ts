import type { TestimonialEntry } from '../schema.ts'

export default {
  order: 1,
  name: 'Jennifer M.',
  location: 'La Jolla',
  project: 'Kitchen Remodel',
  job: 'la-jolla-white-shaker-kitchen',
  rating: 5,
  avatar: { key: 'avatar-1', alt: 'Homeowner avatar' },
  quote:
    'When they opened the wall they found an old leak under the sink. They showed us photos and gave us a written price before fixing it, and there were no other surprises after that. The finished kitchen looks exactly like the 3D rendering, right down to the pendant lights.',
} satisfies TestimonialEntry
