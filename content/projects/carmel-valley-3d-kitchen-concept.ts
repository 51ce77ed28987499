import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 3,
  seo: {
    title: `3D Kitchen Design in Carmel Valley | ${business.shortName}`,
    description:
      'Photorealistic 3D renderings let a Carmel Valley family compare two island layouts and three cabinet colors before committing to their kitchen remodel.',
  },
  title: '3D Kitchen and Great Room Concept',
  location: 'Carmel Valley',
  geo: { latitude: 32.9412, longitude: -117.2209 },
  type: 'Design Visualization',
  category: 'kitchen',
  image: { key: 'rendering-kitchen', alt: '3D rendering of a kitchen and great room with an island and open shelving' },
  description:
    'Photorealistic renderings let this family compare two island layouts and three cabinet colors before committing, and the version they chose went straight into construction drawings.',
  services: ['kitchen-remodeling'],
  published: '2026-07-28',
  goal: [
    'The owners could not agree: one wanted a long island facing the great room, the other a shorter island and a second prep sink. Before spending on a remodel they wanted to see both, in their own room, with real cabinet colors and the afternoon light.',
  ],
  house: [
    'A 2001 two-story house with a kitchen open to a great room. The plumbing runs under a slab, so moving the main sink would mean cutting concrete, and a window on the west wall floods the room with light late in the day.',
  ],
  work: [
    'We measured the kitchen and great room, built a 3D model of both, and rendered the two layouts with three cabinet colors each, lit for late afternoon so the west light showed as it really falls. After two rounds of changes the owners chose the long island, with the prep sink on the back wall where the plumbing already was.',
    'The chosen design became the construction drawings and the materials list for the remodel, so the quote was written against exactly what they had seen.',
  ],
  scope: [
    'Measured the kitchen and great room',
    '3D model of both rooms with the furniture in place',
    'Two layouts, each rendered in three cabinet colors',
    'Two rounds of revisions',
    'Construction drawings and a materials list from the chosen design',
  ],
  materials: ['Cabinet, counter and tile samples matched in the renderings'],
  trades: ['Designer', 'Project manager'],
  permits: 'None for the design itself; the drawings were prepared for the City of San Diego permit.',
  duration: '3 weeks from measuring to the final renderings',
  budget: { min: 3000, max: 4500 },
  showOn: ['projects'],
} satisfies ProjectEntry
