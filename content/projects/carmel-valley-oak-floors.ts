import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 9,
  seo: {
    title: `Wide-Plank Oak Floors in Carmel Valley | ${business.shortName}`,
    description:
      'Engineered white oak glued over a moisture-tested slab in a Carmel Valley home, replacing carpet and tile with one floor from the entry to the living room.',
  },
  title: 'Wide-Plank Oak Floors',
  location: 'Carmel Valley',
  geo: { latitude: 32.9412, longitude: -117.2209 },
  type: 'Flooring',
  category: 'flooring',
  image: { key: 'flooring-oak-plank', alt: 'Wide-plank white oak flooring running through an open living area' },
  description:
    'Engineered white oak over a moisture-tested concrete slab now runs without a break from the entry through the living areas.',
  services: ['flooring'],
  published: '2025-10-21',
  goal: [
    'The owners wanted one floor through the downstairs in place of carpet in the living room, tile in the entry and vinyl in the family room, and a floor that would stand up to two large dogs.',
  ],
  house: [
    'A 2003 two-story house with the ground floor on a concrete slab. Slabs in newer Carmel Valley homes are usually dry, but a slab can still carry enough moisture to cup a wood floor, so we test before we recommend one. The old tile was set in a thick mortar bed that had to come out without cracking the slab.',
  ],
  work: [
    "Moisture tests at six spots came back within the flooring maker's limits. We removed the carpet, tile and vinyl, ground the slab flat, and glued down 7-inch engineered white oak planks over a moisture barrier, running them the length of the house so the rooms read as one.",
    'The planks have a matte, wire-brushed finish that hides dog scratches, and new oak stair nosings and baseboards finish the edges.',
  ],
  scope: [
    'Moisture tests at six spots across the slab',
    'Removed carpet, tile on a mortar bed, and vinyl, about 1,100 square feet',
    'Ground and leveled the slab',
    'Glued down engineered oak over a moisture barrier',
    'New baseboards, stair nosings and transitions',
  ],
  materials: [
    '7-inch engineered white oak with a wire-brushed matte finish',
    'Moisture-barrier flooring adhesive',
    'Paint-grade MDF baseboards',
  ],
  trades: ['Flooring installers', 'Finish carpenters', 'Painters'],
  permits: 'None: replacing a floor covering needs no permit in the City of San Diego.',
  duration: '6 working days, with the furniture moved by our crew',
  budget: { min: 21000, max: 26000 },
  beforeAfter: {
    before: {
      key: 'carmel-valley-oak-floors-before',
      alt: 'The living room before, with worn beige carpet meeting old tile at the entry',
      caption: 'Carpet, tile and vinyl, meeting at three different heights.',
    },
    after: {
      key: 'flooring-oak-plank',
      alt: 'The same view after, with wide-plank white oak running through the whole floor',
      caption: 'One oak floor from the front door to the family room.',
    },
  },
  showOn: ['home'],
} satisfies ProjectEntry
