import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 6,
  name: 'Encinitas',
  seo: {
    title: `Remodeling in Encinitas, Leucadia & Cardiff | ${business.shortName}`,
    description:
      'Kitchen, bath and interior remodels across Encinitas: Leucadia and Old Encinitas cottages, Cardiff hillside homes, New Encinitas tracts and Olivenhain ranches.',
  },
  heading: 'Remodeling in Encinitas, from Leucadia to Olivenhain',
  intro: [
    'Encinitas is really five communities: Leucadia, Old Encinitas, Cardiff-by-the-Sea, New Encinitas and Olivenhain. Each has its own kind of house, and we shape kitchen, bath and interior remodels to fit them.',
    'West of the freeway, Leucadia, Old Encinitas and Cardiff-by-the-Sea have beach cottages, bungalows and hillside homes, many of them enlarged piece by piece over the decades. New Encinitas is mostly subdivisions from the 1970s to the 1990s with familiar builder layouts. Olivenhain feels rural, with ranch homes and custom houses on large lots, some with horses, long driveways and septic systems.',
    'Near the bluffs, salt air and wind-driven moisture wear on windows, doors and anything metal. Inland in Olivenhain, summers are hotter and the land is drier. Across the city, hillside lots need drainage planned around any exterior change, and older homes may still have original wiring and plumbing that we want to know about before we price the job.',
  ],
  services: [
    {
      title: 'Cottage kitchens in Leucadia and Old Encinitas',
      href: '/services/kitchen-remodeling/',
      text: 'Small kitchens in older cottages gain the most from a smarter layout, open shelving where it helps and a window over the sink kept where it belongs.',
    },
    {
      title: 'Bathrooms for Cardiff hillside homes',
      href: '/services/bathroom-remodeling/',
      text: 'Split-level homes often hide a bathroom under a stair or on a lower floor. We rebuild them with proper waterproofing and ventilation, and check the drain slope and venting on the way.',
    },
    {
      title: 'Whole-house floors in New Encinitas',
      href: '/services/flooring/',
      text: 'For 1970s to 1990s homes on concrete slabs, we test for moisture and install engineered wood or luxury vinyl plank that runs through the living areas without breaks.',
    },
    {
      title: 'Mudrooms and pantries in Olivenhain',
      href: '/services/custom-cabinetry/',
      text: 'Country properties need storage for boots, tack and bulk supplies. We build mudroom lockers, laundry cabinetry and walk-in pantries sized to how you live.',
    },
    {
      title: 'Exterior paint near the beach',
      href: '/services/painting/',
      text: 'Cottages close to the water need paint that resists mildew and sun. We repair wood and stucco before painting and choose coatings made for coastal exposure.',
    },
  ],
  neighborhoods: [
    'Leucadia',
    'Old Encinitas',
    'Cardiff-by-the-Sea',
    'New Encinitas',
    'Olivenhain',
    'Encinitas Ranch',
    'Village Park',
  ],
  geo: { latitude: 33.037, longitude: -117.292 },
  permits: {
    authority: 'City of Encinitas Development Services',
    text: [
      'The City of Encinitas Development Services Department reviews plans, issues permits and sends the inspectors. A kitchen or bath remodel that stays indoors usually needs only the standard building, plumbing and electrical permits.',
      "Much of the city is covered by a certified **Local Coastal Program**, so additions and exterior changes can need a coastal development permit, and many exterior projects go through design review. Homes on or near coastal bluffs face extra requirements, usually including geotechnical reports. Specific plans also set rules along parts of Highway 101, including downtown Encinitas, Leucadia's North 101 corridor and central Cardiff.",
      "In Olivenhain, adding a bathroom to a home on a septic system can also require the county's review of the system. Which rules apply depends on the parcel, so we check with the city before the design is final and build the review time into your schedule.",
    ],
  },
  reasons: [
    {
      title: 'We know the five communities',
      text: 'A Leucadia cottage, a Village Park tract home and an Olivenhain ranch need different plans, materials and crews, and we treat them that way.',
    },
    {
      title: 'Coastal and design review prepared',
      text: 'If your project changes the exterior, we tell you early which reviews apply and prepare the drawings and material details they ask for.',
    },
    {
      title: 'Moisture and drainage planned in',
      text: 'Sloped lots and ocean air are part of life here. We plan flashing, drainage and ventilation with the design, not as an afterthought.',
    },
    {
      title: 'Careful on rural properties',
      text: 'On long driveways and horse properties we plan truck access, protect landscaping and keep gates closed around animals.',
    },
  ],
  images: [
    {
      key: 'encinitas-leucadia-cottage-kitchen',
      alt: 'Small kitchen in a Leucadia beach cottage with open shelving, butcher block counters and a window over the sink',
    },
    {
      key: 'encinitas-olivenhain-ranch-floors',
      alt: 'Living room of an Olivenhain ranch home with new wide-plank oak floors and a stone fireplace',
    },
  ],
  nearby: ['carlsbad', 'del-mar', 'rancho-santa-fe'],
} satisfies LocationEntry
