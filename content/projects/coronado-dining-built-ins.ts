import type { ProjectEntry } from '../schema.ts'

export default {
  order: 8,
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
  showOn: ['home'],
} satisfies ProjectEntry
