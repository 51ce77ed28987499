import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 8,
  seo: {
    title: `Dining Room Built-In Cabinets in Coronado | ${business.shortName}`,
    description:
      'Floor-to-ceiling built-ins with lit glass uppers and a serving counter, made in our shop for a 1920s Coronado Village dining room with walls out of plumb.',
  },
  title: 'Dining Room Built-Ins',
  location: 'Coronado',
  type: 'Custom Cabinetry',
  category: 'interior',
  image: {
    key: 'interior-dining-built-ins',
    alt: 'Dining room with floor-to-ceiling built-in cabinets and glass upper doors',
  },
  description:
    'Floor-to-ceiling built-ins with glass upper doors and a serving counter give this dining room a home for china, linens and holiday platters.',
  services: ['custom-cabinetry', 'painting'],
  published: '2026-04-14',
  goal: [
    "The owners host every holiday and kept their grandmother's china in boxes in the garage. They wanted it on display in the dining room, with closed storage for linens and platters and a counter to serve from, in a style that looks as if it came with the house.",
  ],
  house: [
    'A 1920s house in Coronado Village with plaster walls and original fir floors. Nothing in a house that age is square: the dining room wall bowed almost an inch over its length, and the floor dropped half an inch toward the windows.',
    'Coronado reviews changes to older homes that can be seen from the street. Built-in cabinets inside the dining room are not one of them, so the only permit was the electrical one for the lights.',
  ],
  work: [
    'We measured the wall with a laser and built the cabinets in our shop with scribe strips, so they could be fitted to the bow and the slope on site and look as if they were always there. The upper doors are glass with LED strip lights inside, on a dimmer by the dining room door.',
    'The lower cabinets hold wide drawers for table linens and vertical dividers for platters and trays, and the counter is a solid maple top finished to take hot dishes. The cabinets are painted in a color matched to the existing trim.',
  ],
  scope: [
    'Laser-measured the wall and built the cabinets in our shop',
    'Installed and scribed the cabinets to the out-of-plumb wall and sloping floor',
    'Glass upper doors with dimmable LED lighting',
    'Linen drawers and platter dividers in the lower cabinets',
    'A solid maple serving counter',
    'Painted the cabinets to match the original trim',
  ],
  materials: [
    'Paint-grade maple cabinets',
    'Seeded glass upper doors',
    'Solid maple counter',
    'LED strip lights on a dimmer',
  ],
  trades: ['Cabinet makers', 'Finish carpenters', 'Electrician', 'Painters'],
  permits:
    'A City of Coronado electrical permit for the cabinet lighting; no historic review, since the work is inside.',
  duration: '5 weeks in our shop, then 6 days of installation and painting',
  budget: { min: 24000, max: 29000 },
  showOn: ['home'],
} satisfies ProjectEntry
