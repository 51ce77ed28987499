import type { ProjectEntry } from '../schema.ts'

export default {
  order: 1,
  title: 'White Shaker Kitchen with Island',
  location: 'La Jolla',
  type: 'Kitchen Remodel',
  category: 'kitchen',
  image: { key: 'kitchen-white-shaker', alt: 'White shaker kitchen with a quartz-topped island and counter seating' },
  description:
    'We opened a closed-off 1960s kitchen to the family room and ran white shaker cabinets to the ceiling. A quartz island with seating for four is now where homework and dinner happen.',
  showOn: ['home'],
} satisfies ProjectEntry
