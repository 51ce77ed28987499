import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 7,
  seo: {
    title: `Staircase and Railing Update in Point Loma | ${business.shortName}`,
    description:
      'A Point Loma split-level staircase rebuilt with oak treads, painted risers and a new railing to code, in place of worn carpet and a dated balustrade.',
  },
  title: 'Staircase and Millwork Update',
  location: 'Point Loma',
  type: 'Interior Design',
  category: 'interior',
  image: {
    key: 'interior-stair-millwork',
    alt: 'Staircase with oak treads, white risers and a square-spindle railing',
  },
  description:
    'New oak treads, painted risers and a simple square-spindle railing replaced worn carpet and a dated balustrade.',
  services: ['flooring', 'painting'],
  published: '2025-12-09',
  goal: [
    'The stairs are the first thing you see from the front door, and the owners were tired of looking at worn carpet and a heavy turned balustrade. They also have a toddler, and the old spindles were far enough apart for a small head to fit through.',
  ],
  house: [
    "A 1958 split-level in Loma Portal, with a short open stair between the living room and the bedrooms. Under the carpet the treads were plywood, and the balusters were set 6 inches apart, more than today's code allows.",
  ],
  work: [
    'We removed the carpet and capped each step with a solid white oak tread and a painted riser, matched to the oak floors we had refinished in the living room. The new railing has square balusters set less than 4 inches apart, a simple oak handrail and a newel post that echoes the door casings.',
    'All the stair and hallway trim was filled, sanded and painted in the same white as the risers, so the stair reads as one clean piece.',
  ],
  scope: [
    'Removed the carpet and the old balustrade',
    'Solid white oak treads and painted risers on every step',
    'New railing with balusters under 4 inches apart',
    'Refinished the living room oak floor to match the treads',
    'Filled, sanded and painted the stair and hallway trim',
  ],
  materials: [
    'Solid white oak treads and handrail',
    'Poplar risers and balusters, painted',
    'Waterborne polyurethane floor finish',
  ],
  trades: ['Finish carpenters', 'Floor refinisher', 'Painters'],
  permits: 'A City of San Diego building permit for the new railing, inspected for height and baluster spacing.',
  duration: '3 weeks',
  budget: { min: 16000, max: 21000 },
  beforeAfter: {
    before: {
      key: 'point-loma-stair-millwork-before',
      alt: 'The staircase before, with worn carpet and a heavy turned balustrade',
      caption: 'Worn carpet, and a balustrade with gaps a toddler could fit through.',
    },
    after: {
      key: 'interior-stair-millwork',
      alt: 'The same staircase after, with oak treads, white risers and a square-spindle railing',
      caption: 'Oak treads, white risers and a railing built to code.',
    },
  },
  showOn: ['home'],
} satisfies ProjectEntry
