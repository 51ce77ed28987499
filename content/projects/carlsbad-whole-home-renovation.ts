import { business } from '../business.ts'
import type { ProjectEntry } from '../schema.ts'

export default {
  order: 6,
  seo: {
    title: `Whole-Home Renovation in Carlsbad | ${business.shortName}`,
    description:
      'A 1978 Olde Carlsbad house renovated under one contract: an open kitchen and dining room, two new bathrooms, oak floors throughout and fresh paint inside and out.',
  },
  title: 'Whole-Home Renovation',
  location: 'Carlsbad',
  type: 'Complete Renovation',
  category: 'interior',
  image: {
    key: 'carlsbad-open-kitchen-dining',
    alt: 'Open-plan kitchen and dining area with walnut cabinetry after a whole-home renovation',
  },
  description:
    'We opened the kitchen to the dining room, remodeled two bathrooms, installed engineered oak floors throughout and repainted inside and out, all under one schedule and one contract.',
  services: ['kitchen-remodeling', 'bathroom-remodeling', 'flooring', 'painting'],
  published: '2026-08-25',
  goal: [
    'The owners bought a dated 1978 house near the Village and wanted it finished before they moved in: an open kitchen, two new bathrooms, new floors and paint, with one contractor responsible for all of it and one date to plan the move around.',
  ],
  house: [
    'A single-story house in Olde Carlsbad, a mile from the beach, with the original kitchen, pink-tiled bathrooms and three kinds of flooring. The wall between the kitchen and the dining room was not load-bearing, but it held the plumbing vent for the kitchen sink. The exterior stucco was sound but chalky, and the trim had weathered in the salt air.',
  ],
  work: [
    'With the house empty we could work on every room at once, in an order planned so no trade waited on another: demolition and rough plumbing and electrical first, then inspections, drywall, cabinets and tile, and the floors last, laid in one run through the whole house. The kitchen opens to the dining room now, with walnut cabinets and a long island between them.',
    'Both bathrooms have new walk-in showers with waterproofing flood-tested before tile. Outside, we washed and primed the stucco and painted it and the trim with coatings rated for the coast.',
  ],
  scope: [
    'Opened the kitchen to the dining room, rerouting the sink vent',
    'New kitchen with walnut cabinets and an island',
    'Remodeled the hall bath and the primary bath, each with a walk-in shower',
    'Engineered oak floors through the whole house',
    'New lighting and outlets in the kitchen and both baths',
    'Painted every room inside, and the stucco and trim outside',
  ],
  materials: [
    'Walnut veneer kitchen cabinets and quartz counters',
    'Porcelain tile in both showers',
    'Engineered white oak flooring',
    'Elastomeric exterior paint for the stucco, acrylic enamel for the trim',
  ],
  trades: [
    'Carpenters',
    'Plumber',
    'Electrician',
    'Drywall crew',
    'Cabinet installers',
    'Tile setters',
    'Flooring installers',
    'Painters',
  ],
  permits:
    'City of Carlsbad building, plumbing and electrical permits covering the kitchen and both bathrooms; eleven inspections.',
  duration: '5 weeks of design and ordering, then 4½ months of construction, finished a week before the move',
  budget: { min: 240000, max: 285000 },
  photos: [
    {
      key: 'carlsbad-whole-home-hall-bath',
      alt: 'The remodeled hall bathroom with a walk-in shower, white tile and a wood vanity',
      caption: 'The hall bath, where a pink-tiled tub used to be.',
    },
    {
      key: 'carlsbad-whole-home-floors',
      alt: 'Engineered oak flooring running from the entry through the hallway to the bedrooms',
      caption: 'One oak floor from the entry to the bedrooms.',
    },
  ],
  showOn: ['projects'],
} satisfies ProjectEntry
