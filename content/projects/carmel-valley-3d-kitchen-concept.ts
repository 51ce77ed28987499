import type { ProjectEntry } from '../schema.ts'

export default {
  order: 3,
  title: '3D Kitchen and Great Room Concept',
  location: 'Carmel Valley',
  type: 'Design Visualization',
  category: 'kitchen',
  image: { key: 'rendering-kitchen', alt: '3D rendering of a kitchen and great room with an island and open shelving' },
  description:
    'Photorealistic renderings let this family compare two island layouts and three cabinet colors before committing, and the version they chose went straight into construction drawings.',
  showOn: ['projects'],
} satisfies ProjectEntry
