import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 5,
  name: 'Carlsbad',
  seo: {
    title: `Carlsbad Kitchen & Bathroom Remodeling | ${business.shortName}`,
    description:
      'Remodels for Carlsbad homes in La Costa, Aviara, Calavera Hills and the Village: builder-grade kitchens and baths turned into rooms that fit how you live.',
  },
  heading: 'Kitchen and Bath Remodeling in Carlsbad',
  intro: [
    'Most Carlsbad homes were built between the 1970s and the 2000s in planned communities such as La Costa, Aviara and Calavera Hills, with older houses in the Village and Olde Carlsbad. We help homeowners turn builder-grade kitchens and bathrooms into rooms that fit how they live now.',
    'Tract homes share patterns, and that helps. A 1980s La Costa kitchen often has oak cabinets, tile counters and a soffit above the uppers; a 1990s or 2000s home in Aviara or Calavera Hills may have a large kitchen whose island and walkways waste space. Some homes built from the late 1970s to the mid-1990s were plumbed with polybutylene pipe, which we look for and replace while the walls are open. Knowing these houses lets us quote accurately and keep the job moving.',
    'Closer to the coast, in the Village, Olde Carlsbad and Terramar, homes are older and more varied, from postwar ranch houses to recent custom builds, and salt air is a factor. Inland neighborhoods such as La Costa and Calavera Hills are warmer and drier. We adjust materials, ventilation and finishes to where your house sits.',
  ],
  services: [
    {
      title: 'Kitchen updates for tract homes',
      href: '/services/kitchen-remodeling/',
      text: 'Remove the soffit and run cabinets to the ceiling, replace tile counters with quartz, resize the island and add lighting, often without moving plumbing.',
    },
    {
      title: 'Primary bath makeovers',
      href: '/services/bathroom-remodeling/',
      text: 'The garden tub nobody uses becomes a large walk-in shower, and a cramped double vanity gets more drawer space and better lighting.',
    },
    {
      title: 'One floor through the house',
      href: '/services/flooring/',
      text: 'Replace the mix of carpet, sheet vinyl and 12-inch tile with continuous engineered wood or luxury vinyl plank, over a slab tested for moisture first.',
    },
    {
      title: 'Cabinet and interior painting',
      href: '/services/painting/',
      text: 'If the cabinet boxes are sound, painting the doors and changing the hardware updates a kitchen for far less than replacement. We also repaint whole interiors in lighter, current colors.',
    },
    {
      title: 'Try layouts in 3D',
      href: '/3d-renderings/',
      text: 'Compare a kitchen that keeps its footprint with one that opens to the family room, and see each in 3D before you decide.',
    },
  ],
  neighborhoods: [
    'Carlsbad Village',
    'Barrio',
    'Olde Carlsbad',
    'Terramar',
    'La Costa',
    'Aviara',
    'Calavera Hills',
    'Bressi Ranch',
    'Rancho Carrillo',
    'Robertson Ranch',
  ],
  geo: { latitude: 33.1581, longitude: -117.3506 },
  permits: {
    authority: 'City of Carlsbad Building Division',
    text: [
      "Carlsbad's Building Division, part of the city's Community Development Department, handles plan review and permits for remodels. We prepare the plans, submit them and schedule each inspection; a kitchen or bath project inside the house normally needs building, plumbing and electrical permits and nothing from the coastal or design side.",
      'Part of Carlsbad lies in the coastal zone, including areas near the beach and the lagoons, and additions or exterior work there can need coastal review. Homes in the Village and Barrio area fall under the **Village and Barrio Master Plan**, which sets its own standards for exterior changes. We confirm with the city which rules apply to your lot before the design is final.',
      "Many Carlsbad neighborhoods also have homeowners associations with architectural committees. Their approval is separate from the city's and usually covers exterior items such as windows, paint colors and additions.",
    ],
  },
  reasons: [
    {
      title: 'We know tract-home construction',
      text: 'Slab foundations, truss roofs and builder-grade plumbing and wiring follow predictable patterns, so our quotes account for what is behind the drywall.',
    },
    {
      title: 'HOA paperwork handled',
      text: 'We prepare the drawings, color samples and product sheets your association asks for and track its approval alongside the city permit.',
    },
    {
      title: 'Open plans kept livable',
      text: 'When the kitchen is open to the family room, we seal the work area with dust walls and set up a temporary kitchen so your household keeps running.',
    },
    {
      title: 'A written warranty',
      text: `Your remodel is covered by our ${business.warranty.label}, in writing, from the day we finish.`,
    },
  ],
  images: [
    {
      key: 'carlsbad-la-costa-kitchen',
      alt: 'Updated kitchen in a 1980s La Costa home with a new island, white quartz counters and cabinets that reach the ceiling',
    },
    {
      key: 'carlsbad-aviara-primary-bath',
      alt: 'Primary bathroom in an Aviara home with a large walk-in shower where a garden tub used to be and a floating double vanity',
    },
  ],
  nearby: ['encinitas', 'rancho-santa-fe', 'del-mar'],
} satisfies LocationEntry
