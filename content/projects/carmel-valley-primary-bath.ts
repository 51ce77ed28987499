import type { ProjectEntry } from '../schema.ts'

export default {
  order: 7,
  title: 'Primary Bath with Double Vanity',
  location: 'Carmel Valley',
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-double-vanity',
    alt: 'Primary bathroom with a floating double vanity, two mirrors and a tiled floor',
  },
  description:
    'A floating double vanity, tall medicine cabinets and a walk-in shower with a frameless glass panel replaced a dated single sink and builder-grade tub.',
  showOn: ['projects'],
} satisfies ProjectEntry
