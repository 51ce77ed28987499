import type { ProjectEntry } from '../schema.ts'

export default {
  order: 4,
  title: 'Porcelain Tile Entry and Hallway',
  location: 'Encinitas',
  type: 'Flooring',
  category: 'flooring',
  image: { key: 'flooring-tile-entry', alt: 'Entry hall with large-format porcelain tile and a wood-look runner' },
  description:
    'Large-format porcelain tile replaced worn carpet from the front door through the hallway, a practical choice for sandy feet coming home from the beach.',
  showOn: ['projects'],
} satisfies ProjectEntry
