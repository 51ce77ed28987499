import { business } from '../business.ts'
import type { ServiceEntry } from '../schema.ts'

export default {
  order: 5,
  seo: {
    title: `Flooring Installation in San Diego County | ${business.shortName}`,
    description:
      'Hardwood, engineered wood, luxury vinyl plank and tile floors installed in San Diego County, with slab moisture testing, subfloor leveling and clean transitions.',
  },
  title: 'Flooring',
  heading: 'Flooring Installation in San Diego County',
  summary:
    'Hardwood, engineered wood, luxury vinyl plank and tile, installed over a properly prepared subfloor so it stays flat, quiet and tight for years.',
  icon: 'layers',
  features: [
    'Solid and engineered hardwood',
    'Luxury vinyl plank',
    'Porcelain and natural stone tile',
    'Removal of old flooring and subfloor leveling',
    'New baseboards, stair treads and transitions',
  ],
  image: { key: 'flooring-oak-plank', alt: 'Wide-plank white oak flooring in a bright living room' },
  intro: [
    'New floors change how a whole house feels, and they are only as good as what is underneath. We remove the old flooring, test and prepare the subfloor, and install with the right underlayment and expansion gaps, so your floor does not squeak, cup or crack.',
    'We install flooring on its own or as part of a kitchen, bathroom or whole-home remodel, and we finish the details: baseboards, stair nosings and smooth transitions between rooms.',
  ],
  process: {
    heading: 'Our Flooring Process',
    steps: [
      {
        title: 'Consultation',
        icon: 'messages',
        text: 'We measure your rooms, check the subfloor, and help you compare materials for your household, pets, sunlight and budget, with samples in your own light.',
      },
      {
        title: 'Preparation',
        icon: 'ruler',
        text: 'We move furniture, remove old flooring, test concrete slabs for moisture, level low spots and let wood flooring acclimate to your home before installation.',
      },
      {
        title: 'Installation',
        icon: 'hammer',
        text: 'We lay the floor with the right underlayment, expansion gaps and layout, then install baseboards, transitions and stair details.',
      },
      {
        title: 'Final Inspection',
        icon: 'clipboard-check',
        text: 'We walk the floor with you, check every transition and threshold, clean up and leave you care instructions for your new floor.',
      },
    ],
  },
  body: [
    { type: 'h2', text: 'Choosing a floor' },
    {
      type: 'table',
      caption: 'Common flooring choices for San Diego homes',
      head: ['Material', 'Best for', 'Keep in mind'],
      rows: [
        [
          'Engineered hardwood',
          'Living areas and bedrooms, including over concrete slabs',
          'Real wood top layer; more stable than solid wood as humidity changes',
        ],
        [
          'Solid hardwood',
          'Raised wood subfloors in older homes',
          'Can be refinished many times; not usually suited to concrete slabs or damp areas',
        ],
        [
          'Luxury vinyl plank',
          'Kitchens, kids and pets, rentals',
          'Waterproof and quiet with the right underlayment; can fade in strong direct sun without window treatments',
        ],
        [
          'Porcelain tile',
          'Bathrooms, entries, laundry and patios',
          'Nearly indestructible and cool underfoot; pairs well with radiant floor heat',
        ],
      ],
    },
    { type: 'h2', text: 'What San Diego homes need' },
    {
      type: 'p',
      text: 'Many homes here sit on concrete slabs, which can wick moisture up into a wood floor. We test the slab before we install and use a moisture barrier where the readings call for it. Near the beach, sand tracked in from outside scratches soft finishes, so we point you to harder, matte finishes and durable tile at the entries.',
    },
    {
      type: 'p',
      text: 'Condominium associations often require a sound-rated underlayment under hard flooring, and approval before work starts. We help you gather the product specifications your HOA asks for.',
    },
    {
      type: 'p',
      text: 'In older homes, some vinyl tiles, sheet flooring and black adhesives contain asbestos. If your old floor might, we have it tested before removal and arrange proper abatement when needed, instead of sanding or tearing it out blind.',
    },
  ],
} satisfies ServiceEntry
