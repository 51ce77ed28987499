import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 4,
  seo: {
    title: `Porcelain Tile Entry and Hallway in Encinitas | ${business.shortName}`,
    description:
      'Large-format porcelain tile in place of worn carpet, from the front door through the hallway of an Encinitas home: a floor made for sandy feet from the beach.',
  },
  title: 'Porcelain Tile Entry and Hallway',
  location: 'Encinitas',
  type: 'Flooring',
  category: 'flooring',
  image: { key: 'flooring-tile-entry', alt: 'Entry hall with large-format porcelain tile and a wood-look runner' },
  description:
    'Large-format porcelain tile replaced worn carpet from the front door through the hallway, a practical choice for sandy feet coming home from the beach.',
  services: ['flooring'],
  published: '2025-07-22',
  goal: [
    'A family that surfs most mornings was tracking sand from the front door down a carpeted hallway every day. They wanted a floor they could sweep, that would not scratch, and that looked warmer than plain tile.',
  ],
  house: [
    'A 1992 two-story house in New Encinitas, on a slab. The carpet ran from the entry down a 30-foot hallway past the stairs, with a step down into the family room where tile and carpet met at different heights.',
  ],
  work: [
    'We took up the carpet and pad, leveled the low spots in the slab, and set 24 by 48 inch porcelain tile on a crack-isolation membrane, with narrow grout lines in a stain-resistant grout. Porcelain is hard enough that sand will not scratch it.',
    'At the step into the family room, a matching tile nosing finishes the edge so there is no strip to trip on.',
  ],
  scope: [
    'Removed the carpet, pad and tack strip',
    'Leveled the slab where it dipped',
    'Crack-isolation membrane under the tile',
    'Large-format porcelain tile with stain-resistant grout',
    'Tile nosing at the step and new baseboards',
  ],
  materials: [
    '24 x 48 inch porcelain tile in a warm stone look',
    'Crack-isolation membrane',
    'Stain-resistant urethane grout',
  ],
  trades: ['Tile setters', 'Finish carpenters'],
  permits: 'None: replacing a floor covering needs no permit in Encinitas.',
  duration: '5 working days',
  budget: { min: 9000, max: 12000 },
  showOn: ['projects'],
} satisfies ProjectEntry
