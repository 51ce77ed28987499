import type { ProjectEntry } from '../schema.ts'

export default {
  order: 2,
  title: 'Galley Kitchen Opened Up',
  location: 'San Diego',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-galley-quartz',
    alt: 'Galley kitchen with quartz counters, white cabinets and under-cabinet lighting',
  },
  description:
    'In a 1950s home, we widened the galley opening, added a 200-amp electrical panel for an induction range, and used quartz counters and under-cabinet lighting to make a narrow room feel open.',
  showOn: ['projects'],
} satisfies ProjectEntry
