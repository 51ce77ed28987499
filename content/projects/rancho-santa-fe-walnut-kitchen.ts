import type { ProjectEntry } from '../schema.ts'

export default {
  order: 3,
  title: 'Walnut Open-Plan Kitchen',
  location: 'Rancho Santa Fe',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: { key: 'kitchen-walnut-open', alt: 'Open-plan kitchen with walnut cabinetry and a honed granite island' },
  description:
    'Walnut cabinetry and a honed granite island in a kitchen that now opens to the dining room, after an engineered beam replaced the wall between them.',
  showOn: ['home'],
} satisfies ProjectEntry
