import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 2,
  seo: {
    title: `Navy Island Kitchen and Pantry in Carlsbad | ${business.shortName}`,
    description:
      'A La Costa kitchen remodel in Carlsbad: a navy island with brass pulls, white cabinets to the ceiling, and a walk-in pantry built from an unused hall closet.',
  },
  title: 'Navy Island Kitchen',
  location: 'Carlsbad',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: {
    key: 'kitchen-navy-island',
    alt: 'Kitchen with a navy blue island, brass pulls and white perimeter cabinets',
  },
  description:
    'A navy island with brass pulls anchors white perimeter cabinets and a marble-look quartz backsplash. We turned an unused hall closet into a walk-in pantry.',
  services: ['kitchen-remodeling', 'custom-cabinetry', 'painting'],
  published: '2026-05-19',
  goal: [
    'The owners cook most nights and had outgrown a kitchen with a soffit over every cabinet and a pantry the depth of a broom closet. They wanted more storage without making the room bigger, one bold color, and fresh paint through the kitchen, family room and hallway while the house was torn up anyway.',
  ],
  house: [
    'A two-story tract house from 1986 in La Costa. Like many Carlsbad homes of that age, it had a soffit over the upper cabinets, tile counters and a hall closet beside the kitchen that nobody used. The closet sat in an awkward corner where two walls meet at an angle, so no stock cabinet would fit it.',
    'The homeowners association reviews exterior changes only, so the interior work needed the city permit and nothing from the association.',
  ],
  work: [
    'We took down the soffits and ran the new cabinets to the ceiling, then rebuilt the island in navy with brass pulls and a quartz top. The old hall closet became a walk-in pantry: our shop built its cabinets to the angled corner, with pull-out drawers below and adjustable shelves above.',
    'Before any paint went on, our painters patched and sanded every wall in the kitchen, family room and hallway, including years of nail holes and a water stain on the family room ceiling. We gave the owners a line-by-line quote at the start, and the final bill matched it.',
  ],
  scope: [
    'Removed the soffits and rerouted the exhaust duct through the ceiling',
    'New cabinets to the ceiling and a rebuilt island in navy',
    'Walk-in pantry from the hall closet, with cabinets made for its angled corner',
    'Marble-look quartz counters and a full-height quartz backsplash behind the range',
    'Moved the microwave into the island and added a drawer for pots beside the range',
    'Patched, sanded and painted the kitchen, family room and hallway',
  ],
  materials: [
    'Painted shaker cabinets, white on the walls and navy on the island',
    'Marble-look quartz counters and backsplash',
    'Brushed brass pulls and knobs',
    'Low-VOC interior paint in a satin finish on walls, semi-gloss on trim',
  ],
  trades: ['Carpenters', 'Electrician', 'HVAC technician', 'Cabinet makers', 'Countertop fabricator', 'Painters'],
  permits:
    'City of Carlsbad building and electrical permits; no homeowners association approval, since nothing outside changed.',
  duration: '4 weeks of design and ordering, then 8 weeks of construction',
  budget: { min: 78000, max: 92000 },
  showOn: ['home'],
} satisfies ProjectEntry
