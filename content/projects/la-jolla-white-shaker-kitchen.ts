import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 1,
  seo: {
    title: `White Shaker Kitchen Remodel in La Jolla | ${business.shortName}`,
    description:
      'How we opened a closed-off 1962 La Jolla kitchen to the family room: a new beam, white shaker cabinets to the ceiling and a quartz island that seats four.',
  },
  title: 'White Shaker Kitchen with Island',
  location: 'La Jolla',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: { key: 'kitchen-white-shaker', alt: 'White shaker kitchen with a quartz-topped island and counter seating' },
  description:
    'We opened a closed-off 1960s kitchen to the family room and ran white shaker cabinets to the ceiling. A quartz island with seating for four is now where homework and dinner happen.',
  services: ['kitchen-remodeling', 'custom-cabinetry'],
  published: '2026-03-10',
  goal: [
    'A family of four wanted to cook dinner while the children did homework in the next room, and in the original kitchen the cook faced a wall. They asked for an island the whole family could sit at, a place for the small appliances that covered every counter, and a kitchen that felt as light as the rest of the house.',
  ],
  house: [
    'A single-story 1962 house in Bird Rock, a few blocks from the ocean. The wall between the kitchen and the family room carried the ceiling joists, so taking it out meant a new beam sized by an engineer. The original wiring had no grounded outlets along the counters, and soffits over the cabinets hid a heating duct that had to stay.',
    'The owners were living in the house throughout, with two children in school, so the kitchen was closed off behind a dust wall and the family kept a temporary sink and microwave in the laundry room.',
  ],
  work: [
    'We drew the new layout in 3D first, so the family could see the island, the view from the stove to the family room and three cabinet colors before anything was ordered. They chose the version with white shaker cabinets and a seven-foot island, and that rendering became the construction drawings.',
    'When we opened the wall under the old sink, we found a slow leak in the drain line that had rotted part of the subfloor. We stopped, showed the owners photos, priced the repair in writing and replaced both before going on. A flush engineered beam now carries the ceiling where the wall stood, so nothing drops below the ceiling line, and the duct runs inside a cabinet-height chase at the end of the run.',
  ],
  scope: [
    'Removed the bearing wall to the family room and installed a flush engineered beam',
    'Replaced the leaking drain line and the rotted subfloor under the sink',
    'New circuits for the range, dishwasher, microwave and island outlets',
    'White shaker cabinets to the ceiling, with a seven-foot island that seats four',
    'Quartz counters and a full-height ceramic backsplash',
    'Recessed LED lighting, three pendants over the island and under-cabinet lights',
    'Patched and painted the kitchen and the family room',
  ],
  materials: [
    'Painted maple shaker cabinets with soft-close hinges',
    'White quartz counters with a mitered island edge',
    '3 x 12 inch glazed ceramic backsplash tile',
    'Engineered lumber (LVL) beam',
  ],
  trades: [
    'Framing carpenters',
    'Electrician',
    'Plumber',
    'Cabinet installers',
    'Countertop fabricator',
    'Tile setter',
    'Painters',
  ],
  permits:
    "City of San Diego building, electrical and plumbing permits, with the engineer's beam calculations; four inspections, all passed the first time.",
  duration: '3 weeks of design and 3D renderings, then 9 weeks of construction',
  budget: { min: 92000, max: 108000 },
  beforeAfter: {
    before: {
      key: 'la-jolla-white-shaker-kitchen-before',
      alt: 'The original kitchen with dark oak cabinets, tile counters and a wall closing it off from the family room',
      caption: 'Dark oak cabinets, tile counters, and a wall between the cook and the family room.',
    },
    after: {
      key: 'kitchen-white-shaker',
      alt: 'The same view after the remodel: white shaker cabinets to the ceiling and a quartz island with seating',
      caption: 'The wall is gone, and the island faces the family room.',
    },
  },
  showOn: ['home'],
} satisfies ProjectEntry
