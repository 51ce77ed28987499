import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 2,
  name: 'La Jolla',
  seo: {
    title: `La Jolla Kitchen & Bath Remodeling | ${business.shortName}`,
    description:
      'Remodeling La Jolla cottages, Spanish Revival and mid-century homes: kitchens, baths and interiors, with coastal permits and community review planned in.',
  },
  heading: 'Remodeling La Jolla Homes, from Village Cottages to Mid-Century Views',
  intro: [
    'La Jolla homes range from early beach cottages a few blocks from the Village to Spanish Revival houses of the 1920s and mid-century homes with walls of glass on the slopes of Mount Soledad. We remodel kitchens, bathrooms and interiors here with care for what makes each house worth keeping.',
    'Many cottages near the Village and in the Barber Tract were built as modest beach houses, with small rooms, low ceilings and old wiring. Spanish Revival homes bring thick plaster walls, arched openings and original tile that deserves to be saved. Mid-century homes in La Jolla Shores, the Muirlands and on the hillsides were designed around views, often with post-and-beam framing that limits which walls can move. We work out what the structure allows before we draw a new layout.',
    'Salt air reaches every corner of La Jolla, and the marine layer keeps homes near the water damp for much of the year. We choose stainless or solid brass hardware, plywood cabinet boxes and paints made for coastal exposure, and on hillside lots we study how water drains around the house before we touch an exterior wall or a slab.',
  ],
  services: [
    {
      title: 'Kitchens for mid-century and Spanish Revival homes',
      href: '/services/kitchen-remodeling/',
      text: 'In a mid-century house we keep clean lines and open sight lines to the view; in a Spanish Revival home we fit a modern kitchen behind period details such as arched doorways, tile backsplashes and plaster hoods.',
    },
    {
      title: 'Bathrooms that keep their character',
      href: '/services/bathroom-remodeling/',
      text: 'We can match patterned tile, keep an arched niche or tub alcove and still add the waterproofing, ventilation and plumbing the original room never had.',
    },
    {
      title: 'Built-ins for Village cottages',
      href: '/services/custom-cabinetry/',
      text: 'Small cottages need storage that uses every inch: window seats with drawers, shallow pantries between studs and bookcases built around old windows and doors.',
    },
    {
      title: 'See the view before you build',
      href: '/3d-renderings/',
      text: 'A 3D rendering shows how a new island, a removed wall or larger windows change the line of sight to the ocean, before you commit to a plan.',
    },
    {
      title: 'Exterior paint for the coast',
      href: '/services/painting/',
      text: 'Stucco, wood siding and trim near the water need mildew-resistant acrylic paint and careful prep. We repair cracked stucco and rotten wood before any color goes on.',
    },
  ],
  neighborhoods: [
    'La Jolla Village',
    'Barber Tract',
    'Windansea',
    'Bird Rock',
    'La Jolla Shores',
    'Muirlands',
    'Mount Soledad',
    'La Jolla Heights',
    'Lower Hermosa',
    'Country Club',
    'La Jolla Farms',
  ],
  geo: { latitude: 32.8328, longitude: -117.2713 },
  permits: {
    authority: 'City of San Diego Development Services',
    text: [
      "Because La Jolla is a community within the City of San Diego rather than a separate city, its permits come from San Diego's Development Services Department. Inside the house, a kitchen or bath remodel usually calls for building, plumbing and electrical permits and skips coastal and community review.",
      "Exterior work is different. Much of La Jolla lies in the **Coastal Overlay Zone**, where additions and other exterior changes may need a Coastal Development Permit, and the 30-foot coastal height limit approved by voters as Proposition D in 1972 applies. Projects that need a discretionary permit are typically reviewed by the **La Jolla Community Planning Association** before the city decides, and La Jolla Shores has its own planned district rules. Exterior changes to a house 45 years or older also go through the city's historic screening.",
      'We confirm which of these apply to your address before the design is final, so the schedule you see includes the review time.',
    ],
  },
  reasons: [
    {
      title: 'Clear answers on coastal permits',
      text: 'Early in design we tell you whether your plans can go straight to a building permit or will need a Coastal Development Permit and community review, and we shape the design around that answer.',
    },
    {
      title: 'Original details saved or matched',
      text: 'We salvage and reuse original tile, doors and hardware where we can, and match trim profiles and plaster textures where we cannot.',
    },
    {
      title: 'Materials chosen for salt air',
      text: 'Plywood cabinet boxes, stainless fasteners, sealed exterior trim and bathroom fans that clear steam keep a remodel looking right in a damp coastal climate.',
    },
    {
      title: 'Considerate work on busy streets',
      text: "Village streets fill with visitors, especially in summer. We schedule deliveries for quieter hours and keep materials off sidewalks and neighbors' driveways.",
    },
  ],
  images: [
    {
      key: 'la-jolla-midcentury-kitchen',
      alt: 'Remodeled kitchen in a mid-century La Jolla home with walnut flat-panel cabinets and a wall of windows facing the ocean',
    },
    {
      key: 'la-jolla-spanish-revival-bath',
      alt: 'Bathroom in a Spanish Revival home near La Jolla Village with hand-glazed tile, an arched niche and a wrought-iron mirror',
    },
    {
      key: 'la-jolla-village-cottage',
      alt: 'Small beach cottage a few blocks from La Jolla Village with freshly painted white siding and blue trim',
    },
  ],
  nearby: ['del-mar', 'point-loma', 'san-diego'],
} satisfies LocationEntry
