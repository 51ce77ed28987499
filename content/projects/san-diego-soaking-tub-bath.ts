import type { ProjectEntry } from '../schema.ts'

export default {
  order: 8,
  title: 'Soaking Tub Hall Bath',
  location: 'San Diego',
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-tub-tile',
    alt: 'Bathroom with a deep soaking tub, patterned floor tile and white wall tile',
  },
  description:
    'A deep soaking tub, patterned floor tile and a humidity-controlled exhaust fan gave this family bathroom a fresh start after years of mildew problems.',
  showOn: ['projects'],
} satisfies ProjectEntry
