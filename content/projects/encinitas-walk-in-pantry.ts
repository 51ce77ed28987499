import type { ProjectEntry } from '../schema.ts'

export default {
  order: 9,
  title: 'Walk-In Pantry Cabinetry',
  location: 'Encinitas',
  type: 'Custom Cabinetry',
  category: 'kitchen',
  image: {
    key: 'cabinetry-pantry',
    alt: 'Walk-in pantry with custom floor-to-ceiling cabinets, pull-out drawers and open shelves',
  },
  description:
    'Floor-to-ceiling custom cabinets with pull-out drawers, adjustable shelves and a coffee station turned a cluttered pantry into the most organized room in the house.',
  showOn: ['projects'],
} satisfies ProjectEntry
