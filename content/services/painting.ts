import { business } from '../business.ts'
import type { ServiceEntry } from '../schema.ts'

export default {
  order: 4,
  seo: {
    title: `Interior & Exterior Painting in San Diego | ${business.shortName}`,
    description:
      'Interior, exterior and cabinet painting in San Diego County with careful prep, color consultation and paints chosen for coastal sun, salt air and stucco.',
  },
  title: 'Painting',
  heading: 'Interior and Exterior Painting',
  summary: `Where we started in ${business.foundingYear}: interior, exterior and cabinet painting with thorough prep, help choosing colors and clean, crisp lines.`,
  icon: 'paintbrush',
  features: [
    'Interior walls, ceilings, trim and doors',
    'Exterior stucco, siding, trim and eaves',
    'Cabinet painting and refinishing',
    'Color consultation',
    'Drywall, plaster and wood repair',
  ],
  image: { key: 'painting-exterior', alt: 'Freshly painted stucco home exterior with contrasting trim' },
  intro: [
    `Painting is how our company started in ${business.foundingYear}, and it is still work we take personally. A paint job is only as good as the preparation under it, so we spend the time on patching, caulking, sanding and priming that makes the finish smooth and keeps it from peeling.`,
    'We paint interiors from a single room to the whole house, exteriors in stucco, wood and fiber-cement, and kitchen and bathroom cabinets. We protect your floors, furniture and landscaping, keep a tidy site, and walk every room with you at the end.',
  ],
  process: {
    heading: 'Our Painting Process',
    steps: [
      {
        title: 'Surface Preparation',
        icon: 'ruler',
        text: 'We cover floors and furniture, then wash, scrape, patch, caulk, sand and spot-prime. Outside, we repair cracked stucco and rotten wood before any paint goes on.',
      },
      {
        title: 'Color Consultation',
        icon: 'palette',
        text: 'We help you narrow down colors and sheens, and put large samples on your walls so you can see them in morning and evening light before you decide.',
      },
      {
        title: 'Application',
        icon: 'paintbrush',
        text: 'Primer where needed and two finish coats, brushed, rolled or sprayed to suit the surface, with crisp lines at ceilings, trim and hardware.',
      },
      {
        title: 'Final Inspection',
        icon: 'clipboard-check',
        text: 'We walk the job with you in good light, touch up anything you point out, reinstall covers and hardware, and leave labeled leftover paint for future touch-ups.',
      },
    ],
  },
  body: [
    { type: 'h2', text: 'Paint that holds up in San Diego' },
    {
      type: 'p',
      text: 'Strong sun fades south- and west-facing walls, and near the coast the salt air and morning marine layer attack finishes and grow mildew. For exteriors we use 100% acrylic paints with mildew resistance, elastomeric coatings where stucco has hairline cracks, and we schedule coats so they are not applied over morning dew.',
    },
    {
      type: 'p',
      text: "Inside, we use low-VOC paints that meet California's air quality rules, with washable finishes in kitchens, baths, hallways and kids' rooms, and a flat finish on ceilings to hide imperfections.",
    },
    { type: 'h2', text: 'Older homes and lead-based paint' },
    {
      type: 'p',
      text: "Homes built before 1978 may have lead-based paint under newer coats. In those homes we follow the EPA's lead-safe work practices: sealing off the work area, using HEPA-shrouded tools instead of open sanding, never burning paint off, and cleaning up with HEPA vacuums, so dust stays out of the rest of your home.",
    },
    { type: 'h2', text: 'Cabinet painting' },
    {
      type: 'p',
      text: 'Painting solid wood cabinets is an affordable way to update a kitchen that has a good layout. We remove doors and drawer fronts, degrease and sand every surface, apply a bonding primer and spray a durable cabinet enamel for a smooth, factory-like finish.',
    },
  ],
} satisfies ServiceEntry
