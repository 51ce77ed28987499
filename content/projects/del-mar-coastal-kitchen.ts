import type { ProjectEntry } from '../schema.ts'

export default {
  order: 4,
  title: 'Coastal Kitchen Near the Beach',
  location: 'Del Mar',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: { key: 'kitchen-coastal', alt: 'Light coastal kitchen with oak cabinets, white tile and stainless hardware' },
  description:
    'Light oak, matte white tile and stainless hardware, chosen to stand up to the salt air a few blocks from the ocean.',
  showOn: ['home'],
} satisfies ProjectEntry
