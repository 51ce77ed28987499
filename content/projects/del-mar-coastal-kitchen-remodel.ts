import type { ProjectEntry } from '../schema.ts'

export default {
  order: 1,
  title: 'Coastal Kitchen Remodel',
  location: 'Del Mar',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-coastal',
    alt: 'Light, airy kitchen with oak cabinets, white tile backsplash and stainless hardware',
  },
  description:
    'A dark 1980s kitchen became a bright space with light oak cabinets, a quartz-topped island and stainless hardware that stands up to the salt air.',
  showOn: ['projects'],
} satisfies ProjectEntry
