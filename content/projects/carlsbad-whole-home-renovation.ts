import type { ProjectEntry } from '../schema.ts'

export default {
  order: 6,
  title: 'Whole-Home Renovation',
  location: 'Carlsbad',
  type: 'Complete Renovation',
  category: 'interior',
  image: {
    key: 'kitchen-walnut-open',
    alt: 'Open-plan kitchen and dining area with walnut cabinetry after a whole-home renovation',
  },
  description:
    'We opened the kitchen to the dining room, remodeled two bathrooms, installed engineered oak floors throughout and repainted inside and out, all under one schedule and one contract.',
  showOn: ['projects'],
} satisfies ProjectEntry
