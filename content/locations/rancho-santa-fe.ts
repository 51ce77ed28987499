import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 8,
  name: 'Rancho Santa Fe',
  seo: {
    title: `Rancho Santa Fe & Fairbanks Ranch Remodeling | ${business.shortName}`,
    description:
      'Estate kitchen, bath and cabinetry remodels in Rancho Santa Fe and Fairbanks Ranch, with Art Jury and association review planned into the schedule.',
  },
  heading: 'Remodeling in Rancho Santa Fe and Fairbanks Ranch',
  intro: [
    "Rancho Santa Fe and Fairbanks Ranch are estate communities where a remodel answers to the county and to the community's own architectural review. We remodel kitchens, bathrooms, cabinetry and interiors in both, with the preparation and patience that takes.",
    'The Covenant of Rancho Santa Fe grew around the village center that architect Lilian Rice designed in the 1920s, and its homes range from early Spanish and Mediterranean-style houses to large estates from every decade since, many on acreage shaded by eucalyptus. Fairbanks Ranch, to the south in the San Dieguito River valley, is a gated community on private streets, planned in the late 1970s and built out largely from the 1980s on. Both have large kitchens, many bathrooms and a lot of built-in cabinetry, and both reward a remodel that looks as if it had always been part of the house.',
    'A few miles inland, summers are warmer and drier than on the coast, and much of the area is mapped as a high fire hazard zone, which affects roofing, vents and exterior materials when those change. Many Covenant properties are on septic systems, so adding a bathroom can bring county environmental health review into the project. Large homes also mean long plumbing runs, several heating and cooling zones and older systems we evaluate before design.',
  ],
  services: [
    {
      title: "Estate kitchens and butler's pantries",
      href: '/services/kitchen-remodeling/',
      text: "Chef's kitchens with two islands, a scullery or butler's pantry for entertaining, professional ranges with ventilation sized to match and lighting designed for high ceilings.",
    },
    {
      title: 'Primary suites',
      href: '/services/bathroom-remodeling/',
      text: 'Large primary baths with steam showers, soaking tubs and separate vanities, often combined with a reworked dressing room or closet.',
    },
    {
      title: 'Libraries, dressing rooms and built-ins',
      href: '/services/custom-cabinetry/',
      text: 'Paneled libraries, wine storage, bars and dressing-room cabinetry built to the room and finished to match existing millwork.',
    },
    {
      title: 'Interior painting and color',
      href: '/services/painting/',
      text: 'Colors and sheens chosen for large rooms and strong natural light, with careful work on beams and millwork. Exterior color changes in the Covenant go to the Art Jury first.',
    },
    {
      title: '3D design for review and decisions',
      href: '/3d-renderings/',
      text: 'Renderings let you, your family and, for exterior work, the reviewing committee see the result before anything is ordered.',
    },
  ],
  neighborhoods: ['The Covenant', 'Fairbanks Ranch', 'Rancho Santa Fe Village', 'The Bridges', 'Whispering Palms'],
  geo: { latitude: 33.0203, longitude: -117.2028 },
  permits: {
    authority: 'County of San Diego Planning & Development Services',
    text: [
      'Rancho Santa Fe is unincorporated, so building permits come from the County of San Diego Planning & Development Services. Interior kitchen and bath remodels generally need county building, plumbing and electrical permits.',
      "In the Covenant, the Rancho Santa Fe Association's **Art Jury** reviews exterior changes under the Association's Regulatory Code and the Protective Covenant, from additions to windows, roofing and colors. Its approval is separate from the county permit and usually comes first. Fairbanks Ranch is also unincorporated county land, with its own homeowners association that reviews architectural changes and sets rules for contractors working inside the gates.",
      'Whether an interior-only project needs association sign-off depends on its scope, so we confirm with the association and the county before the design is final.',
    ],
  },
  reasons: [
    {
      title: 'Art Jury and association submittals prepared',
      text: 'We prepare the drawings, material and color samples and photos the Art Jury or the Fairbanks Ranch association asks for, and plan the schedule around their review calendar.',
    },
    {
      title: 'Craftsmanship at estate scale',
      text: 'Cabinetry, millwork and tile on this scale need careful layout and patient installers. Our own team does the finish work and matches what is already in the house.',
    },
    {
      title: 'Good conduct behind the gates',
      text: "We follow each association's contractor rules on hours, access and parking, and we protect long driveways, landscaping and finished floors throughout the job.",
    },
    {
      title: 'Systems checked before design',
      text: 'Septic capacity, electrical service and heating and cooling are evaluated early, so a new bath or a bigger kitchen does not run into a surprise halfway through.',
    },
  ],
  images: [
    {
      key: 'rancho-santa-fe-estate-kitchen',
      alt: 'Kitchen in a Rancho Santa Fe Covenant estate with a timber-beamed ceiling, plaster range hood and two islands',
    },
    {
      key: 'fairbanks-ranch-primary-bath',
      alt: 'Primary bathroom in a Fairbanks Ranch home with limestone floors, a freestanding soaking tub and walnut vanities',
    },
    {
      key: 'rancho-santa-fe-library-built-ins',
      alt: 'Paneled library with custom built-in bookcases and a rolling ladder in a Rancho Santa Fe home',
    },
  ],
  nearby: ['del-mar', 'encinitas', 'carlsbad'],
} satisfies LocationEntry
