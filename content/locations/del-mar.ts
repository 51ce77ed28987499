import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 3,
  name: 'Del Mar',
  seo: {
    title: `Del Mar Home Remodeling: Kitchens & Baths | ${business.shortName}`,
    description:
      'Kitchen, bath and interior remodels for Del Mar beach cottages and hillside homes, planned around Design Review Board and coastal rules from the start.',
  },
  heading: 'Remodeling in Del Mar, on the Hillsides and by the Beach',
  intro: [
    "Del Mar is a small city with two kinds of homes: beach cottages on the flat blocks near the sand and houses stepped into the hillsides for the ocean view. We remodel kitchens, bathrooms and interiors in both, and we plan around the city's design review and coastal rules from the first meeting.",
    'In the Beach Colony, many homes began as modest cottages on small lots, and blowing sand and salt spray are part of daily life; parts of the flat area near the river mouth also lie in a mapped floodplain, which can bring extra flood rules for large remodels. Up the hill in Olde Del Mar and along the bluffs, houses from many decades were often built or enlarged in stages, with additions, split levels and decks that deserve a close look before we open a wall. Space is precious here, so the best Del Mar remodels rework rooms within the existing footprint.',
    'Hillside homes have their own needs: runoff that collects against foundations, decks exposed to ocean weather and large windows that must be sealed well. When a remodel touches the exterior, we check drainage and use stainless fasteners, proper flashing and coatings made for the coast.',
  ],
  services: [
    {
      title: 'Kitchens that work within the footprint',
      href: '/services/kitchen-remodeling/',
      text: 'Instead of adding square footage, we rethink the layout: a pantry wall in place of a dead corner, a better work triangle and lighting that makes a small kitchen feel generous.',
    },
    {
      title: 'Beach cottage bathrooms',
      href: '/services/bathroom-remodeling/',
      text: 'Textured porcelain that is safe with wet feet, a curbless shower with a linear drain that rinses sand away, and a fan strong enough for a damp house near the water.',
    },
    {
      title: 'Floors that stand up to sand',
      href: '/services/flooring/',
      text: 'Sand tracked in from the beach wears soft finishes quickly. We recommend porcelain tile at entries and harder, matte-finished wood or luxury vinyl plank in living areas.',
    },
    {
      title: '3D design for exterior changes',
      href: '/3d-renderings/',
      text: 'Renderings help you choose between options, and clear drawings help neighbors and reviewers understand an exterior change before the hearing.',
    },
  ],
  neighborhoods: [
    'Beach Colony',
    'Del Mar Village',
    'Olde Del Mar',
    'Del Mar Terrace',
    'Crest Canyon',
    'Del Mar Heights',
  ],
  geo: { latitude: 32.9595, longitude: -117.2653 },
  permits: {
    authority: 'City of Del Mar Planning and Community Development',
    text: [
      'Del Mar is its own city, and its Planning and Community Development Department handles planning review and building permits. An interior kitchen or bath remodel that does not change the outside of the house generally needs building, plumbing and electrical permits and no design review.',
      "Many exterior projects, including additions and changes to a home's size or appearance, go to the **Design Review Board**, which weighs neighbors' views and privacy, bulk and the character of the street. These projects often involve story poles and notice to neighbors, so they take longer. Del Mar also has a certified Local Coastal Program, and work near the beach or on the bluffs can require a coastal permit.",
      "Del Mar Heights shares the 92014 ZIP code but is part of the City of San Diego, so permits there go through San Diego's Development Services Department. We confirm the jurisdiction and review path for your address before the design is final.",
    ],
  },
  reasons: [
    {
      title: 'Design review built into the schedule',
      text: 'If your project needs Design Review Board approval, we say so early, prepare clear drawings and material samples and set a realistic start date around the hearing.',
    },
    {
      title: 'Smart use of small lots',
      text: 'We are comfortable finding space inside the walls you already have, which is often faster and easier to approve than an addition.',
    },
    {
      title: 'Coastal-grade materials',
      text: 'Stainless fasteners, sealed flashing, corrosion-resistant fixtures and mildew-resistant finishes, chosen for houses that sit in salt air every day.',
    },
    {
      title: 'Planned around fair and racing season',
      text: 'Summer brings the county fair and the racing season to the Del Mar Fairgrounds. We schedule deliveries and noisy work to avoid the worst traffic and keep neighbors informed.',
    },
  ],
  images: [
    {
      key: 'del-mar-hillside-great-room',
      alt: 'Great room in a Del Mar hillside home with wide white oak floors, built-in shelving and sliding doors to an ocean-view deck',
    },
    {
      key: 'del-mar-beach-colony-bath',
      alt: 'Compact bathroom in a Del Mar beach cottage with a curbless walk-in shower, textured porcelain tile and a teak bench',
    },
  ],
  nearby: ['la-jolla', 'encinitas', 'rancho-santa-fe'],
} satisfies LocationEntry
