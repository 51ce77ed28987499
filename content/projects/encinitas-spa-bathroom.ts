import type { ProjectEntry } from '../schema.ts'

export default {
  order: 5,
  title: 'Spa-Style Primary Bathroom',
  location: 'Encinitas',
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-spa-shower',
    alt: 'Curbless walk-in shower with frameless glass, a tiled bench and a linear drain',
  },
  description:
    'We replaced a cramped tub-shower with a curbless walk-in shower, tiled bench and frameless glass, and added a humidity-sensing exhaust fan to keep the marine layer from turning into mildew.',
  showOn: ['home'],
} satisfies ProjectEntry
