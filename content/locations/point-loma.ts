import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 7,
  name: 'Point Loma',
  seo: {
    title: `Point Loma Kitchen & Bath Remodeling | ${business.shortName}`,
    description:
      'Remodels for Point Loma ranch homes and bayfront houses in Sunset Cliffs, La Playa, Roseville-Fleetridge and the Wooded Area, with coastal permits handled.',
  },
  heading: 'Point Loma Home Remodeling',
  intro: [
    'Point Loma is full of solid ranch homes from the 1940s to the 1960s, with older houses near the bay in La Playa and Roseville and custom homes on the hills of the Wooded Area. We remodel kitchens, bathrooms and interiors to bring these homes up to date without losing their character.',
    'Many Point Loma ranch homes have good bones: single-story plans, oak floors under the carpet and generous lots. They also tend to have closed kitchens, small bathrooms, original electrical panels and galvanized or cast-iron plumbing. Opening a kitchen to the living room, adding a primary bath and reviving tired floors are typical projects here, and each starts with a look at what is inside the walls.',
    "Near Sunset Cliffs and along the bay, salt spray and the marine layer are hard on windows, fixtures and finishes, and the peninsula's slopes send rainwater toward foundations. In Loma Portal, close to the airport, we pay attention to sound: solid-core doors, insulation in opened walls and well-sealed windows make a noticeable difference.",
  ],
  services: [
    {
      title: 'Opening up ranch-house kitchens',
      href: '/services/kitchen-remodeling/',
      text: 'Removing or opening the wall between kitchen and living room usually means a beam, rerouted wiring and sometimes a moved vent. We engineer it properly and permit it.',
    },
    {
      title: 'Adding and updating bathrooms',
      href: '/services/bathroom-remodeling/',
      text: 'Postwar homes often have one or two small baths. We enlarge them, carve a primary bath from a bedroom or closet and replace old galvanized and cast-iron lines while the room is open.',
    },
    {
      title: 'Refinishing original hardwood',
      href: '/services/flooring/',
      text: 'Oak floors hidden under carpet can often be sanded and refinished. Where they are too damaged, we patch in matching boards or install engineered wood.',
    },
    {
      title: 'Exterior paint against salt spray',
      href: '/services/painting/',
      text: 'Homes near Sunset Cliffs and the bay need careful prep, mildew-resistant acrylic paint and timing that avoids painting over morning dew.',
    },
  ],
  neighborhoods: [
    'Sunset Cliffs',
    'La Playa',
    'Roseville-Fleetridge',
    'Wooded Area',
    'Loma Portal',
    'Point Loma Heights',
    'Ocean Beach',
  ],
  geo: { latitude: 32.7311, longitude: -117.2404 },
  permits: {
    authority: 'City of San Diego Development Services',
    text: [
      "Point Loma belongs to the City of San Diego, and the city's Development Services Department handles plan review, permits and inspections here. If your new kitchen or bath stays within the walls of the house, expect the standard building, plumbing and electrical permits and nothing more.",
      "Changes to the outside of the house are where Point Loma gets more involved. Large parts of the peninsula, including the blocks along Sunset Cliffs, fall in the **Coastal Overlay Zone**: an addition, a new deck or bigger windows there may need a Coastal Development Permit, and buildings are held to the 30-foot coastal height limit San Diego voters adopted with Proposition D in 1972. Discretionary projects usually go before the Peninsula Community Planning Board, and because most houses here are more than 45 years old, exterior work generally starts with the city's historic screening.",
      'Additions near the airport can also fall under airport land use compatibility rules. We check all of this for your address before the design is final.',
    ],
  },
  reasons: [
    {
      title: 'At home with mid-century construction',
      text: 'We know what 1950s framing, wiring and plumbing look like once the drywall comes off, and we price the likely fixes in your quote.',
    },
    {
      title: 'Finishes chosen for the peninsula',
      text: 'Stainless and brass hardware, sealed exterior trim and paints rated for coastal exposure hold up on a point of land surrounded by salt water.',
    },
    {
      title: 'Straight answers on coastal permits',
      text: 'We tell you early whether your plans stay a simple building permit or need coastal review, and design accordingly.',
    },
    {
      title: 'Respect for mid-century design',
      text: 'In the Wooded Area and on the hills above the bay, we keep the clean lines, clerestory windows and wood ceilings that make these homes special.',
    },
  ],
  images: [
    {
      key: 'point-loma-ranch-kitchen',
      alt: 'Remodeled kitchen in a 1950s Point Loma ranch home with ocean-blue cabinets and a window toward the bay',
    },
    {
      key: 'point-loma-wooded-area-bath',
      alt: 'Bathroom in a Wooded Area home on Point Loma with a skylight, green tile shower and a wood-slat ceiling',
    },
  ],
  nearby: ['san-diego', 'coronado', 'la-jolla'],
} satisfies LocationEntry
