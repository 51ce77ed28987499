import { business } from '../business.ts'
import type { ServiceEntry } from '../schema.ts'

export default {
  order: 3,
  seo: {
    title: `Custom Cabinetry in San Diego | ${business.shortName}`,
    description:
      'Custom cabinets for kitchens, vanities, pantries, closets and built-ins in San Diego County, designed to your measurements and installed by our own team.',
  },
  title: 'Custom Cabinetry',
  heading: 'Custom Cabinetry for Kitchens, Baths and Built-Ins',
  summary:
    'Cabinets designed to the inch for your kitchen, bathroom, pantry, closet or living room, in the wood, finish and door style you choose.',
  icon: 'package',
  features: [
    'Kitchen and bathroom cabinets',
    'Pantries, closets and laundry rooms',
    'Built-ins, bookcases and media walls',
    'Soft-close doors and full-extension drawers',
    'Painted, stained and natural wood finishes',
  ],
  image: { key: 'cabinetry-pantry', alt: 'Custom walk-in pantry with floor-to-ceiling shelving and pull-out drawers' },
  intro: [
    'Stock cabinets come in fixed widths, which leaves filler strips, dead corners and wasted space. Custom cabinetry is built to your room: it runs to the ceiling, fills the odd corner and puts the drawers, pull-outs and shelves exactly where you will use them.',
    'We design cabinetry for kitchens, bathroom vanities, walk-in pantries, closets, laundry rooms, home offices and living room built-ins. You see the design in 3D, approve the details, and our team installs, scribes and adjusts every door and drawer.',
  ],
  options: {
    heading: 'What Sets Our Cabinetry Apart',
    items: [
      {
        title: 'Made to Your Measurements',
        text: 'We measure your walls, floors and ceilings, which are rarely perfectly square in older homes, and design every cabinet to fit, so there are no gaps, clumsy fillers or wasted corners.',
      },
      {
        title: 'Built to Last',
        text: 'Plywood boxes that shrug off humidity, dovetailed drawers on soft-close, full-extension slides, and adjustable soft-close hinges. It is cabinetry that still closes quietly after years of daily use.',
      },
      {
        title: 'Storage That Works',
        text: 'Pull-out pantries, deep pot drawers, tray dividers, trash and recycling pull-outs, charging drawers and lighting inside glass cabinets, planned around what you actually own.',
      },
    ],
  },
  body: [
    { type: 'h2', text: 'Materials and finishes' },
    {
      type: 'p',
      text: 'For cabinet boxes we recommend furniture-grade plywood, which holds screws well and resists moisture far better than particleboard, an important difference near the coast and under sinks. For painted doors, MDF center panels stay flat and crack-free as humidity changes; for stained or natural finishes we build with maple, white oak or walnut.',
    },
    {
      type: 'list',
      items: [
        '**Door styles:** shaker, flat slab, beaded inset, raised panel and glass-front',
        '**Finishes:** factory-quality sprayed paint, stain, or clear coat over natural wood',
        '**Hardware:** knobs, pulls and hinges in stainless, brass, bronze or black',
        '**Extras:** crown molding, light rails, under-cabinet lighting and matching panels for appliances',
      ],
    },
    { type: 'h2', text: 'Where custom cabinetry makes the biggest difference' },
    {
      type: 'list',
      items: [
        'Kitchens with sloped ceilings, soffits or walls that are out of square',
        'Bathroom vanities sized to the inch between walls or plumbing',
        'Walk-in pantries and closets where every shelf height matters',
        'Built-ins around fireplaces, windows and stairs, common in Craftsman and Spanish Revival homes',
      ],
    },
    { type: 'h2', text: 'Budget' },
    {
      type: 'p',
      text: 'Cabinetry for a typical San Diego kitchen ranges from about $15,000 for stock cabinets to $45,000+ for fully custom work. Semi-custom lines fall in between, and we are happy to price more than one option so you can compare.',
    },
  ],
} satisfies ServiceEntry
