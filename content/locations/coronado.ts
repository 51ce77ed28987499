import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 4,
  name: 'Coronado',
  seo: {
    title: `Coronado Remodeling for Historic & Beach Homes | ${business.shortName}`,
    description:
      'Kitchens, baths, painting and cabinetry for Coronado bungalows, Victorians and beach cottages, with historic review and narrow-street logistics planned in.',
  },
  heading: "Remodeling Coronado's Bungalows, Victorians and Beach Cottages",
  intro: [
    "Coronado's Village has a remarkable mix of older homes: Craftsman bungalows, Victorian-era houses, Spanish Revival homes and beach cottages on tree-lined streets with alleys behind them. We remodel kitchens, bathrooms and interiors here so they fit the house and the block.",
    'Many Coronado houses have been added onto more than once, so a 1910s bungalow may have a 1950s kitchen and a 1980s family room at the back. We start by sorting out what is original and worth keeping, such as wood windows, built-in buffets, fir floors and trim, and where modern plumbing, wiring and insulation are needed. Narrow lots make for long, slim rooms, and we plan kitchens and baths that make the most of that shape.',
    'Surrounded by the ocean and the bay, Coronado homes face corrosion all year. Exterior light fixtures, hose bibs and anything made of plain steel wear out quickly, and the damp marine air finds its way into bathrooms and closets. We specify marine-grade and stainless materials, prime bare wood siding before it is painted and ventilate bathrooms so moisture leaves the house.',
  ],
  services: [
    {
      title: 'Kitchens for bungalows and Victorians',
      href: '/services/kitchen-remodeling/',
      text: 'Inset or shaker doors, period-style lighting and a layout that respects original windows and doorways, with a modern range, good ventilation and enough outlets behind the scenes.',
    },
    {
      title: 'Period-appropriate bathrooms',
      href: '/services/bathroom-remodeling/',
      text: 'Hexagon and subway tile, furniture-style vanities and clawfoot or alcove tubs that suit an older house, built over a modern waterproofing system.',
    },
    {
      title: 'Painting for wood-sided homes',
      href: '/services/painting/',
      text: "Coronado's wood siding and trim take a beating from sun and salt. We scrape, repair and prime before two finish coats, and help you choose colors that suit the style of the house.",
    },
    {
      title: 'Built-ins and alley-garage storage',
      href: '/services/custom-cabinetry/',
      text: 'We build cabinetry that matches original buffets and bookcases, and storage and laundry cabinets for the alley garages that many Coronado homes depend on.',
    },
  ],
  neighborhoods: [
    'Coronado Village',
    'Ocean Boulevard',
    'First Street bayfront',
    'Glorietta Bay',
    'Coronado Shores',
    'Coronado Cays',
  ],
  geo: { latitude: 32.6859, longitude: -117.1831 },
  permits: {
    authority: 'City of Coronado Community Development',
    text: [
      'As an independent city, Coronado issues its own building permits through the Building Division of its Community Development Department. A kitchen or bath remodel inside the house generally needs building, plumbing and electrical permits.',
      "Coronado takes its older homes seriously. The city has a **Historic Resource Commission** and a local historic designation program, and work on an older home that demolishes it or removes original features visible from the street can require a review of the house's historic significance first. Designated homes follow the city's standards for alterations and may qualify for a Mills Act property tax contract. The city has been updating which homes need this review, so we check your address before the design is final.",
      "Coronado's zoning also sets its own limits on floor area, height and lot coverage, which shape any addition. For work that stays inside the house, these rules rarely come into play.",
    ],
  },
  reasons: [
    {
      title: 'Crews who plan for narrow streets',
      text: 'Parking is tight in the Village and most garages open onto the alley. We plan crew parking, deliveries and debris removal so the alley stays open for your neighbors.',
    },
    {
      title: 'Deliveries timed for the bridge',
      text: 'Everything arrives over the Coronado Bridge or along the Silver Strand, so we order early, stage materials on site and avoid extra trips across the bay.',
    },
    {
      title: 'Respect for original work',
      text: 'We repair wood windows, reuse original doors and match trim and floorboards where an addition meets the old house.',
    },
    {
      title: 'Built for salt air',
      text: 'Marine-grade fixtures, stainless fasteners and ducted bathroom fans keep a remodel from corroding or mildewing a few years in.',
    },
  ],
  images: [
    {
      key: 'coronado-craftsman-kitchen',
      alt: 'Kitchen in a Coronado Craftsman bungalow with painted inset cabinets, white subway tile and original-style wood windows',
    },
    {
      key: 'coronado-victorian-exterior',
      alt: 'Victorian-era house in Coronado freshly repainted in cream and deep green with restored porch trim',
    },
  ],
  nearby: ['point-loma', 'san-diego'],
} satisfies LocationEntry
