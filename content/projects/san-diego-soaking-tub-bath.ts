import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 8,
  seo: {
    title: `Soaking Tub Hall Bath in Kensington, San Diego | ${business.shortName}`,
    description:
      'A Kensington hall bath rebuilt after years of mildew: a deep soaking tub, patterned floor tile, proper waterproofing and a humidity-controlled exhaust fan.',
  },
  title: 'Soaking Tub Hall Bath',
  location: 'San Diego',
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-tub-tile',
    alt: 'Bathroom with a deep soaking tub, patterned floor tile and white wall tile',
  },
  description:
    'A deep soaking tub, patterned floor tile and a humidity-controlled exhaust fan gave this family bathroom a fresh start after years of mildew problems.',
  services: ['bathroom-remodeling'],
  published: '2026-04-28',
  goal: [
    'The family had scrubbed mildew off the ceiling of their only full bath every few weeks for years. They wanted the problem fixed for good, and a deep tub for the children and for long soaks.',
  ],
  house: [
    'A 1940s Spanish-style house in Kensington with a small hall bath. The original window was painted shut, there was no exhaust fan, and the tile around the tub had been regrouted so many times that water had found its way behind it.',
  ],
  work: [
    'Behind the tile, the wall framing was damp but sound. We dried it, replaced the backer board and sheathed the tub walls in a waterproof membrane. A deep cast-iron soaking tub fits the original alcove, and the floor is a patterned cement-look porcelain that suits the age of the house.',
    'The fan is what ends the mildew: it is ducted outside through the roof and switches on by itself when the humidity rises. We also freed the window so it opens again.',
  ],
  scope: [
    'Removed the tile, backer board and tub',
    'Dried the framing and replaced the backer board',
    'Waterproof membrane on the tub walls',
    'Deep cast-iron soaking tub in the original alcove',
    'Patterned porcelain floor and white wall tile',
    'Humidity-controlled exhaust fan ducted through the roof',
    'Freed and repainted the window',
  ],
  materials: [
    'Cast-iron soaking tub',
    'Cement-look patterned porcelain floor tile',
    'Glossy white ceramic wall tile',
    'Bonded waterproofing membrane',
  ],
  trades: ['Plumber', 'Electrician', 'Carpenters', 'Tile setter', 'Roofer', 'Painters'],
  permits: 'City of San Diego building, plumbing and electrical permits.',
  duration: '4 weeks of construction',
  budget: { min: 28000, max: 35000 },
  beforeAfter: {
    before: {
      key: 'san-diego-soaking-tub-bath-before',
      alt: 'The hall bathroom before, with stained grout, a worn tub and mildew on the ceiling',
      caption: 'Stained grout, a worn tub, and no fan to clear the steam.',
    },
    after: {
      key: 'bathroom-tub-tile',
      alt: 'The same bathroom after, with a deep soaking tub and patterned floor tile',
      caption: 'A deep soaking tub, new tile and a fan that keeps the walls dry.',
    },
  },
  showOn: ['projects'],
} satisfies ProjectEntry
