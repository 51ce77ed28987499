import type { ProjectEntry } from '../schema.ts'

export default {
  order: 7,
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
  showOn: ['home'],
} satisfies ProjectEntry
