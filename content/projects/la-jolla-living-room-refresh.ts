import type { ProjectEntry } from '../schema.ts'

export default {
  order: 5,
  title: 'Living Room Color and Trim Refresh',
  location: 'La Jolla',
  type: 'Interior Design',
  category: 'interior',
  image: {
    key: 'interior-living-paint',
    alt: 'Living room with soft neutral walls, white trim and ocean-inspired accents',
  },
  description:
    'A new color palette of soft neutrals with ocean-blue accents, fresh white trim and updated lighting made a formal living room feel relaxed and inviting.',
  showOn: ['projects'],
} satisfies ProjectEntry
