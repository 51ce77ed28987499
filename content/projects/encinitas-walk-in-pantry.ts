import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 9,
  seo: {
    title: `Walk-In Pantry Cabinetry in Encinitas | ${business.shortName}`,
    description:
      'Custom floor-to-ceiling pantry cabinets for an Olivenhain home in Encinitas: pull-out drawers, adjustable shelves and a coffee station with its own outlets.',
  },
  title: 'Walk-In Pantry Cabinetry',
  location: 'Encinitas',
  type: 'Custom Cabinetry',
  category: 'kitchen',
  image: {
    key: 'cabinetry-pantry',
    alt: 'Walk-in pantry with custom floor-to-ceiling cabinets, pull-out drawers and open shelves',
  },
  description:
    'Floor-to-ceiling custom cabinets with pull-out drawers, adjustable shelves and a coffee station turned a cluttered pantry into the most organized room in the house.',
  services: ['custom-cabinetry'],
  published: '2025-11-04',
  goal: [
    'The walk-in pantry had wire shelves on three walls, and anything not at eye level was lost. The owners wanted to see everything they own at a glance, and a coffee station off the kitchen counter.',
  ],
  house: [
    'A 1980s ranch house in Olivenhain with a 6 by 8 foot pantry off the kitchen. The ceiling is 9 feet high, and the only outlet was by the door.',
  ],
  work: [
    'We designed the cabinets around what the family stores: deep pull-out drawers at the bottom for bulk goods and small appliances, adjustable shelves at eye level for cans and jars, and cabinets to the ceiling for what comes out once a year. Our shop built them in painted maple.',
    'The coffee station has a quartz counter, two new outlets and an under-shelf light, so the espresso machine and grinder left the kitchen counter for good.',
  ],
  scope: [
    'Removed the wire shelving and patched the walls',
    'Custom cabinets on three walls, to the 9-foot ceiling',
    'Full-extension pull-out drawers and adjustable shelves',
    'A coffee station with a quartz counter',
    'Two new outlets and LED lighting',
  ],
  materials: [
    'Painted maple cabinets',
    'Full-extension soft-close drawer slides',
    'Quartz counter',
    'LED strip lighting',
  ],
  trades: ['Cabinet makers', 'Electrician', 'Painters'],
  permits: 'A City of Encinitas electrical permit for the new outlets and lighting.',
  duration: '5 weeks in our shop, then 4 days of installation',
  budget: { min: 18000, max: 23000 },
  showOn: ['projects'],
} satisfies ProjectEntry
