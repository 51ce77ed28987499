import type { ProjectEntry } from '../schema.ts'

export default {
  order: 2,
  title: 'Navy Island Kitchen',
  location: 'Carlsbad',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-navy-island',
    alt: 'Kitchen with a navy blue island, brass pulls and white perimeter cabinets',
  },
  description:
    'A navy island with brass pulls anchors white perimeter cabinets and a marble-look quartz backsplash. We turned an unused hall closet into a walk-in pantry.',
  showOn: ['home'],
} satisfies ProjectEntry
