import type { ProjectEntry } from '../schema.ts'

export default {
  order: 6,
  title: 'Craftsman Living Room Refresh',
  location: 'North Park',
  type: 'Painting',
  category: 'interior',
  image: { key: 'interior-living-paint', alt: 'Craftsman living room with warm greige walls and crisp white trim' },
  description:
    'Plaster repairs, warm greige walls and crisp white trim brought the original character back to a 1920s Craftsman bungalow.',
  showOn: ['home'],
} satisfies ProjectEntry
