import type { TestimonialEntry } from '../schema.ts'

export default {
  order: 2,
  name: 'David R.',
  location: 'Encinitas',
  project: 'Bathroom Remodel',
  job: 'encinitas-spa-bathroom',
  rating: 5,
  avatar: { key: 'avatar-2', alt: 'Homeowner avatar' },
  quote:
    'Our project manager sent us an update every Friday with what got done and what was next. The crew covered the hallway floors every morning and cleaned up every afternoon. The new walk-in shower is our favorite part of the house.',
} satisfies TestimonialEntry
