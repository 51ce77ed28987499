import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 2,
  seo: {
    title: `Coastal Kitchen Remodel in Del Mar | ${business.shortName}`,
    description:
      'A dark 1980s kitchen a few blocks from the beach in Del Mar, remodeled with light oak cabinets, a quartz island and hardware chosen to stand up to salt air.',
  },
  title: 'Coastal Kitchen Near the Beach',
  location: 'Del Mar',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-coastal',
    alt: 'Light, airy kitchen with oak cabinets, white tile backsplash and stainless hardware',
  },
  description:
    'A dark 1980s kitchen a few blocks from the ocean became a bright space with light oak cabinets, a quartz-topped island and stainless hardware that stands up to the salt air.',
  services: ['kitchen-remodeling'],
  published: '2026-01-27',
  goal: [
    'The owners bought the house for its walk to the beach and wanted a kitchen to match: light, easy to clean, and with nothing that would rust or pit in the damp salt air. They also wanted an island, and a place to rinse sandy feet and beach toys that was not the kitchen sink.',
  ],
  house: [
    'A two-story house from 1984 in Olde Del Mar, four blocks from the water. The kitchen had dark cherry cabinets, a tile counter with failing grout, and a window over the sink whose aluminum frame was pitted with corrosion. Every metal finish near the ocean fails faster than it would inland, so the hardware and fixtures had to be chosen for it.',
  ],
  work: [
    'We kept the footprint and the plumbing where they were and rearranged what was inside: the peninsula became an island with room to walk around it, and the range moved to the window wall under a hood ducted outside. Light white oak cabinets with a clear matte finish, white tile and a quartz island top brighten the room even on grey June mornings.',
    'Every pull, hinge and fixture is 316 stainless steel or solid brass, which hold up to salt air. The new window is fiberglass. Beside the back door we added a small utility sink with a hand sprayer for the beach gear.',
  ],
  scope: [
    'Replaced the peninsula with an island and moved the range to the window wall',
    'New ducted range hood vented outside',
    'White oak cabinets and a quartz island top',
    'Replaced the corroded window with a fiberglass one in the same opening',
    '316 stainless steel hardware and a solid brass faucet',
    'A utility sink by the back door for rinsing beach gear',
  ],
  materials: [
    'Rift white oak cabinets with a clear matte finish',
    'Quartz island top and counters',
    'Matte white ceramic tile',
    '316 stainless steel pulls and hinges',
    'Fiberglass window',
  ],
  trades: ['Carpenters', 'Plumber', 'Electrician', 'Cabinet installers', 'Countertop fabricator', 'Tile setter'],
  permits:
    'City of Del Mar building, plumbing and electrical permits; the window kept its size and style, so it needed no design review.',
  duration: '3 weeks of design, then 7 weeks of construction',
  budget: { min: 68000, max: 82000 },
  beforeAfter: {
    before: {
      key: 'del-mar-coastal-kitchen-before',
      alt: 'The kitchen before the remodel, with dark cherry cabinets, a tiled peninsula and a corroded window',
      caption: 'Dark cherry cabinets, a tiled peninsula and a window pitted by the salt air.',
    },
    after: {
      key: 'kitchen-coastal',
      alt: 'The same kitchen after the remodel, with light oak cabinets, white tile and an island',
      caption: 'Light oak, white tile and an island in place of the peninsula.',
    },
  },
  showOn: ['home', 'projects'],
} satisfies ProjectEntry
