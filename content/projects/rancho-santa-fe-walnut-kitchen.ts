import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 3,
  seo: {
    title: `Walnut Open-Plan Kitchen in Rancho Santa Fe | ${business.shortName}`,
    description:
      'A Rancho Santa Fe kitchen opened to the dining room with an engineered beam, walnut cabinetry and a honed granite island, permitted by the County of San Diego.',
  },
  title: 'Walnut Open-Plan Kitchen',
  location: 'Rancho Santa Fe',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: { key: 'kitchen-walnut-open', alt: 'Open-plan kitchen with walnut cabinetry and a honed granite island' },
  description:
    'Walnut cabinetry and a honed granite island in a kitchen that now opens to the dining room, after an engineered beam replaced the wall between them.',
  services: ['kitchen-remodeling', 'custom-cabinetry'],
  published: '2025-11-18',
  goal: [
    'The owners entertain often and were tired of guests crowding into a closed kitchen while the dining room sat empty. They wanted one open room for cooking and dining, warm wood instead of painted cabinets, and an island large enough to serve a buffet from.',
  ],
  house: [
    'A 1980s single-story hacienda-style house in the Covenant, with a tile roof and thick stucco walls. The wall between the kitchen and the dining room carried part of the roof, and the ceiling above it was vaulted on one side and flat on the other.',
    'The Covenant has its own rules for contractors: work hours, parking and, for anything visible from outside, review by the Art Jury. This job stayed inside the house, which we confirmed with the Association before the design was final.',
  ],
  work: [
    'A structural engineer sized an engineered beam and two new posts hidden inside the cabinet runs, and we replaced the wall with it over two days, with temporary shoring under the roof. We then evened out the two ceilings so the room reads as one space.',
    'Our cabinet shop built the walnut cabinetry with a matched grain across the drawer fronts, and the island is topped with a single slab of honed granite, 10 feet long. A second sink and a beverage refrigerator at the dining end let guests help themselves without crossing the cook.',
  ],
  scope: [
    'Replaced the bearing wall with an engineered beam and posts, under temporary shoring',
    'Evened out the vaulted and flat ceilings into one plane',
    'Custom walnut cabinetry with grain matched across the drawer fronts',
    'A 10-foot island in one slab of honed granite, with a prep sink and a beverage refrigerator',
    'Relocated the range to an outside wall with a ducted hood',
    'New recessed lighting on dimmers, and pendants over the island',
  ],
  materials: [
    'Rift-cut walnut veneer cabinets with solid walnut edges',
    'Honed black granite island top and counters',
    'Handmade zellige tile backsplash',
    'Engineered beam and steel post connections',
  ],
  trades: [
    'Structural engineer',
    'Framing carpenters',
    'Cabinet makers',
    'Electrician',
    'Plumber',
    'Stone fabricator',
    'Tile setter',
  ],
  permits:
    'County of San Diego building, electrical and plumbing permits with structural calculations; the Rancho Santa Fe Association confirmed that no Art Jury review was needed.',
  duration: '8 weeks of design and engineering, then 14 weeks of construction',
  budget: { min: 165000, max: 195000 },
  showOn: ['home'],
} satisfies ProjectEntry
