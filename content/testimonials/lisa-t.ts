import type { TestimonialEntry } from '../schema.ts'

export default {
  order: 3,
  name: 'Lisa T.',
  location: 'Carlsbad',
  project: 'Custom Cabinetry & Painting',
  job: 'carlsbad-navy-island-kitchen',
  rating: 5,
  avatar: { key: 'avatar-3', alt: 'Homeowner avatar' },
  quote:
    'We got three quotes and theirs was the only one that listed everything line by line. The pantry cabinets fit our awkward corner perfectly, and the painters patched and sanded every wall before any paint went on.',
} satisfies TestimonialEntry
