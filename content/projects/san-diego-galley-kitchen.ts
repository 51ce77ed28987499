import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 2,
  seo: {
    title: `Galley Kitchen Remodel in Clairemont, San Diego | ${business.shortName}`,
    description:
      'A 1950s galley kitchen in Clairemont, widened and rewired for an induction range with a new 200-amp panel, with quartz counters and under-cabinet lighting.',
  },
  title: 'Galley Kitchen Opened Up',
  location: 'San Diego',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-galley-quartz',
    alt: 'Galley kitchen with quartz counters, white cabinets and under-cabinet lighting',
  },
  description:
    'In a 1950s home, we widened the galley opening, added a 200-amp electrical panel for an induction range, and used quartz counters and under-cabinet lighting to make a narrow room feel open.',
  services: ['kitchen-remodeling'],
  published: '2026-06-23',
  goal: [
    'The owners wanted to give up gas and cook on induction, and to stop feeling shut in: the galley was eight feet wide with a doorway at each end, and only one person could work in it at a time.',
  ],
  house: [
    "A 1956 single-story ranch house in Clairemont, one of thousands built there in the postwar boom. Its original 60-amp electrical panel could not power an induction range, and the galley's end wall hid a duct and a plumbing vent that limited how far the opening could grow.",
  ],
  work: [
    'We replaced the panel with a 200-amp service, coordinating the shut-off and reconnection with SDG&E, and ran a dedicated circuit for the range. At the dining room end, we widened the doorway into a 6-foot opening with a new header, rerouting the vent into the adjoining wall.',
    'Flat-panel white cabinets to the ceiling, pale quartz counters and under-cabinet LED strips make the narrow room read wider, and a counter-depth refrigerator keeps the walkway clear.',
  ],
  scope: [
    'Upgraded the electrical service from 60 to 200 amps, with SDG&E',
    'Capped the gas line to the kitchen and wired the induction range',
    'Widened the doorway to a 6-foot opening with a new header',
    'Rerouted the plumbing vent and the duct in the end wall',
    'New cabinets, quartz counters and a tile backsplash',
    'Under-cabinet and recessed LED lighting',
  ],
  materials: [
    'Flat-panel white thermofoil cabinets',
    'Pale quartz counters',
    'Glossy white subway tile',
    'Induction range and counter-depth refrigerator',
  ],
  trades: [
    'Electrician',
    'Framing carpenters',
    'Plumber',
    'HVAC technician',
    'Cabinet installers',
    'Countertop fabricator',
    'Tile setter',
  ],
  permits: 'City of San Diego building, electrical (with the service upgrade), mechanical and plumbing permits.',
  duration: '3 weeks of design, then 7 weeks of construction, including 10 days waiting for the utility to reconnect',
  budget: { min: 58000, max: 70000 },
  beforeAfter: {
    before: {
      key: 'san-diego-galley-kitchen-before',
      alt: 'The galley kitchen before, with dark cabinets, a gas range and a narrow doorway',
      caption: 'An eight-foot galley with a narrow doorway at each end.',
    },
    after: {
      key: 'kitchen-galley-quartz',
      alt: 'The same galley after, with white cabinets, quartz counters and under-cabinet lighting',
      caption: 'White cabinets, pale quartz and light under every cabinet.',
    },
  },
  showOn: ['projects'],
} satisfies ProjectEntry
