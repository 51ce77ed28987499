import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 5,
  seo: {
    title: `Spa-Style Primary Bath in Encinitas | ${business.shortName}`,
    description:
      'A Leucadia primary bath remodel in Encinitas: a curbless walk-in shower with a tiled bench and frameless glass, and a fan that keeps the marine layer out.',
  },
  title: 'Spa-Style Primary Bathroom',
  location: 'Encinitas',
  type: 'Bathroom Remodel',
  category: 'bathroom',
  image: {
    key: 'bathroom-spa-shower',
    alt: 'Curbless walk-in shower with frameless glass, a tiled bench and a linear drain',
  },
  description:
    'We replaced a cramped tub-shower with a curbless walk-in shower, tiled bench and frameless glass, and added a humidity-sensing exhaust fan to keep the marine layer from turning into mildew.',
  services: ['bathroom-remodeling'],
  published: '2026-02-24',
  goal: [
    'The owners plan to stay in the house for good and wanted a shower they could walk into without a step, with a bench to sit on and nowhere for mildew to hide. They also asked for the job to disturb the rest of the house as little as possible, since they both work from home.',
  ],
  house: [
    'A single-story 1970s house in Leucadia with a raised wood floor. The primary bath had a tub-shower with tile set straight onto drywall and no exhaust fan, only a small window. Between the marine layer and daily showers, the drywall behind the tile had gone soft and the ceiling was spotted with mildew.',
  ],
  work: [
    'Because the floor is framed in wood, we could make the shower curbless: we lowered the joists under the shower area and sloped the new floor to a linear drain at the back wall. The walls and floor of the shower are waterproofed as one continuous membrane, flood-tested for 24 hours before any tile went on.',
    'A humidity-sensing fan, ducted outside through the roof, now runs on its own whenever the room gets damp. The crew covered the hallway floors every morning and cleaned up every afternoon, and our project manager sent the owners a written update every Friday with what got done and what came next.',
  ],
  scope: [
    'Removed the tub, the rotted drywall and the stained ceiling',
    'Lowered the floor framing for a curbless shower with a linear drain',
    'A continuous waterproof membrane, flood-tested for 24 hours',
    'Tiled bench, niche and grab-bar blocking in the walls',
    'Frameless glass panel, with no door to clean around',
    'Humidity-sensing exhaust fan ducted outside, and new lighting',
  ],
  materials: [
    'Large-format porcelain wall tile',
    'Matte porcelain mosaic on the shower floor',
    'Bonded waterproofing membrane',
    'Stainless steel linear drain',
    '3/8 inch frameless tempered glass panel',
  ],
  trades: ['Carpenters', 'Plumber', 'Electrician', 'Tile setter', 'Glass installer', 'Painters'],
  permits: 'City of Encinitas building, plumbing and electrical permits; the shower pan was inspected before tile.',
  duration: '5 weeks of construction, with the glass installed a week after the tile',
  budget: { min: 38000, max: 46000 },
  beforeAfter: {
    before: {
      key: 'encinitas-spa-bathroom-before',
      alt: 'The bathroom before the remodel, with a tub-shower, dated tile and mildew on the ceiling',
      caption: 'A tub-shower, tile over soft drywall, and no exhaust fan.',
    },
    after: {
      key: 'bathroom-spa-shower',
      alt: 'The same bathroom after the remodel, with a curbless walk-in shower behind frameless glass',
      caption: 'A curbless walk-in shower with a bench and a linear drain.',
    },
  },
  showOn: ['home'],
} satisfies ProjectEntry
