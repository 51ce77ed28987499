import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 6,
  seo: {
    title: `Craftsman Living Room Painting in North Park | ${business.shortName}`,
    description:
      'Plaster repair and lead-safe painting in a 1924 North Park Craftsman bungalow: warm greige walls and crisp white trim that bring back its original character.',
  },
  title: 'Craftsman Living Room Refresh',
  location: 'North Park',
  geo: { latitude: 32.748, longitude: -117.1295 },
  type: 'Painting',
  category: 'interior',
  image: {
    key: 'north-park-living-room',
    alt: 'Craftsman living room with warm greige walls and crisp white trim',
  },
  description:
    'Plaster repairs, warm greige walls and crisp white trim brought the original character back to a 1920s Craftsman bungalow.',
  services: ['painting'],
  published: '2025-09-16',
  goal: [
    'The new owners of a 1924 bungalow wanted the living and dining rooms to look like a Craftsman again. Decades of paint in a cold grey had hidden the trim, and the plaster walls were cracked above every window and door.',
  ],
  house: [
    'The walls are original lath and plaster, with hairline cracks and a few loose patches where the plaster had let go of the lath. The built-in bookcases and the window and door casings were painted many times over, and because the house was built long before 1978, we treated every old coat as lead paint.',
  ],
  work: [
    'We set up as the EPA requires for homes built before 1978: floors and built-ins sealed under plastic, dust kept down with misting and HEPA vacuums, and a cleaning check at the end of every day. Loose plaster was screwed back to the lath with plaster washers, and the cracks were taped and skimmed so they stay closed.',
    'The walls are a warm greige that works with the oak floors, and the trim and built-ins are a soft white in a durable enamel. We painted the ceilings flat white to hide the old plaster texture and let the trim stand out.',
  ],
  scope: [
    'Lead-safe setup and daily cleaning in two rooms and the entry',
    'Reattached loose plaster and repaired every crack',
    'Sanded and primed the trim and the built-in bookcases',
    'Two coats on the walls, ceilings, trim and built-ins',
    'Removed and reinstalled the original hardware and outlet covers',
  ],
  materials: [
    'Plaster washers and setting-type joint compound',
    'Bonding primer over the old enamel',
    'Low-VOC matte wall paint',
    'Waterborne alkyd enamel for the trim',
  ],
  trades: ['EPA lead-safe certified painters', 'Plaster repair specialist'],
  permits: 'None: painting and plaster repair need no permit in the City of San Diego.',
  duration: '8 working days',
  budget: { min: 9500, max: 12500 },
  beforeAfter: {
    before: {
      key: 'north-park-living-room-before',
      alt: 'The living room before, with cold grey walls, cracked plaster and dingy trim',
      caption: 'Cold grey walls, cracked plaster and trim that disappeared into them.',
    },
    after: {
      key: 'north-park-living-room',
      alt: 'The same living room after, with warm greige walls and white trim',
      caption: 'Warm greige walls, with the Craftsman trim picked out in white.',
    },
  },
  showOn: ['home'],
} satisfies ProjectEntry
