import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 7,
  seo: {
    title: `Primary Bath with Double Vanity in Carmel Valley | ${business.shortName}`,
    description:
      'A Carmel Valley primary bathroom remodel: a floating double vanity, tall medicine cabinets and a walk-in shower with frameless glass in place of a builder tub.',
  },
  title: 'Primary Bath with Double Vanity',
  location: 'Carmel Valley',
  geo: { latitude: 32.9412, longitude: -117.2209 },
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-double-vanity',
    alt: 'Primary bathroom with a floating double vanity, two mirrors and a tiled floor',
  },
  description:
    'A floating double vanity, tall medicine cabinets and a walk-in shower with a frameless glass panel replaced a dated single sink and builder-grade tub.',
  services: ['bathroom-remodeling'],
  published: '2026-06-02',
  goal: [
    'Two people getting ready for work at the same time, one sink and a tub nobody had used in years. The owners wanted a sink each, storage for everything that lived on the counter, and a large shower.',
  ],
  house: [
    'A 1999 two-story house with the primary bath upstairs. The builder-grade fiberglass tub sat under a window, the single vanity was 48 inches wide, and the only storage was a linen closet in the hall.',
  ],
  work: [
    'The tub came out and a walk-in shower took its place, with a frameless glass panel and the window kept, now in tempered glass as code requires in a shower. A 72-inch floating vanity with two sinks and deep drawers runs along the opposite wall, with tall recessed medicine cabinets above each sink.',
    'A floating vanity leaves the floor open underneath, which makes the room look larger and easier to clean. We added a heated floor on its own timer.',
  ],
  scope: [
    'Removed the tub and the single vanity',
    'Walk-in shower with a frameless glass panel',
    'Replaced the window glass in the shower with tempered glass',
    '72-inch floating double vanity with deep drawers',
    'Recessed medicine cabinets and new lighting over each sink',
    'Porcelain floor tile with radiant heat on a timer',
  ],
  materials: [
    'Walnut-look floating vanity with a quartz top',
    'Large-format porcelain floor and wall tile',
    'Electric radiant floor mat',
    'Frameless tempered glass panel',
  ],
  trades: ['Plumber', 'Electrician', 'Carpenters', 'Tile setter', 'Glass installer', 'Painters'],
  permits: 'City of San Diego building, plumbing and electrical permits.',
  duration: '5 weeks of construction',
  budget: { min: 42000, max: 52000 },
  beforeAfter: {
    before: {
      key: 'carmel-valley-primary-bath-before',
      alt: 'The primary bathroom before, with a single sink vanity and a fiberglass tub',
      caption: 'One 48-inch vanity, and a tub under the window.',
    },
    after: {
      key: 'bathroom-double-vanity',
      alt: 'The same bathroom after, with a floating double vanity and two mirrors',
      caption: 'A sink each, with deep drawers and a medicine cabinet above each.',
    },
  },
  showOn: ['projects'],
} satisfies ProjectEntry
