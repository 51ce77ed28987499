import type { ProjectEntry } from '../schema.ts'

export default {
  order: 9,
  title: 'Wide-Plank Oak Floors',
  location: 'Carmel Valley',
  type: 'Flooring',
  category: 'flooring',
  image: { key: 'flooring-oak-plank', alt: 'Wide-plank white oak flooring running through an open living area' },
  description:
    'Engineered white oak over a moisture-tested concrete slab now runs without a break from the entry through the living areas.',
  showOn: ['home'],
} satisfies ProjectEntry
