import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 5,
  seo: {
    title: `Living Room Color and Trim Refresh in La Jolla | ${business.shortName}`,
    description:
      'A formal La Jolla living room made relaxed with soft neutral walls, ocean-blue accents, fresh white trim and new dimmable lighting, in under three weeks.',
  },
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
  services: ['painting'],
  published: '2025-08-12',
  goal: [
    'The owners had lived with a dark, formal living room for twenty years and wanted it to feel like the rest of their life now: relaxed, bright, and a little like the ocean view from the deck.',
  ],
  house: [
    'A 1970s house on Mount Soledad with a high sloped ceiling, dark red walls and stained trim. The only light came from two table lamps, and the ceiling was too high to reach without scaffolding.',
  ],
  work: [
    'We helped the owners choose a palette from large painted samples on their own walls: a soft neutral for the walls, white for the trim and ceiling, and an ocean blue on the fireplace wall. Dark red takes a stain-blocking primer and two coats to cover, and we built a rolling scaffold for the sloped ceiling.',
    'Our electrician added six recessed lights on a dimmer, run through the attic so no wall had to be opened.',
  ],
  scope: [
    'Color consultation with painted samples on the walls',
    'Stain-blocking primer over the dark red walls',
    'Primed and painted the stained trim and the sloped ceiling',
    'An ocean-blue accent wall around the fireplace',
    'Six dimmable recessed lights, wired from the attic',
  ],
  materials: [
    'Stain-blocking primer',
    'Low-VOC eggshell wall paint',
    'Waterborne enamel for the trim',
    'LED recessed lights on a dimmer',
  ],
  trades: ['Color consultant', 'Painters', 'Electrician'],
  permits: 'A City of San Diego electrical permit for the new lighting.',
  duration: '2½ weeks',
  budget: { min: 14000, max: 18000 },
  showOn: ['projects'],
} satisfies ProjectEntry
