import { business } from '../business.ts'
import type { ServiceEntry } from '../schema.ts'

export default {
  order: 1,
  seo: {
    title: `Kitchen Remodeling in San Diego County | ${business.shortName}`,
    description:
      'Kitchen remodels in San Diego County: new layouts, custom cabinets, quartz or granite counters, lighting and permits, designed in 3D and built by one licensed team.',
  },
  title: 'Kitchen Remodeling',
  heading: 'Kitchen Remodeling in San Diego County',
  summary:
    'Full kitchen remodels planned around how you cook and gather: new layouts, cabinets, countertops, lighting and flooring, with permits handled for you.',
  icon: 'chef-hat',
  features: [
    'Layout redesign with 3D renderings',
    'Custom and semi-custom cabinetry',
    'Quartz, granite, marble and butcher block countertops',
    'Lighting, electrical and plumbing updates',
    'Permits and inspections handled',
  ],
  image: {
    key: 'kitchen-white-shaker',
    alt: 'Remodeled kitchen with white shaker cabinets, a quartz island and pendant lights',
  },
  intro: [
    'The kitchen is where the day starts and where everyone ends up at a party, so a remodel should fix what bothers you every day: not enough counter space, a fridge door that blocks the walkway, dark corners, cabinets that never close right. We start with how you cook, store and entertain, then design the layout, storage and lighting around it.',
    'One team handles the whole job: design and 3D renderings, demolition, framing, plumbing, electrical, drywall, cabinets, countertops, tile, flooring and paint. You have one project manager, one schedule and one written quote, and we pull the permits and meet every inspector.',
  ],
  options: {
    heading: 'Countertop Options',
    items: [
      {
        title: 'Quartz',
        text: 'Engineered stone that never needs sealing and resists stains from wine, coffee and oil. It comes in consistent colors, including convincing marble looks, and is the most popular choice for busy family kitchens. Keep it indoors, since strong sun can fade it.',
      },
      {
        title: 'Granite',
        text: 'Natural stone with one-of-a-kind patterns that handles heat from pots and pans well. It needs a penetrating sealer now and then; a few drops of water that bead up tell you it is still protected.',
      },
      {
        title: 'Marble',
        text: 'Classic and cool to the touch, ideal for baking. Marble is softer than granite and etches from lemon juice, vinegar and wine, so many homeowners choose a honed finish that hides wear, or use it on an island or baking station only.',
      },
      {
        title: 'Butcher Block',
        text: 'Warm wood that softens a kitchen full of hard surfaces and is kind to dropped dishes. It needs regular oiling, or a sealed finish near the sink, and pairs well with stone on the main runs.',
      },
    ],
  },
  process: {
    heading: 'Our Kitchen Remodeling Process',
    steps: [
      {
        title: 'Consultation',
        icon: 'messages',
        text: 'We visit your home, talk through how you use the kitchen and your budget, take measurements and look at the plumbing, electrical panel and walls we may want to move.',
      },
      {
        title: 'Design & Planning',
        icon: 'pencil-ruler',
        text: 'We draw the new layout, show it to you in 3D and refine it until it works. You receive a written, itemized quote, and once you approve it we prepare drawings and submit for permits.',
      },
      {
        title: 'Material Selection',
        icon: 'palette',
        text: 'We help you choose cabinets, countertops, backsplash tile, sinks, faucets, lighting and flooring, with samples in your own light. Long-lead items are ordered early so they arrive before we need them.',
      },
      {
        title: 'Construction',
        icon: 'hard-hat',
        text: 'Demolition, rough plumbing and electrical, inspections, drywall, cabinets, counters, tile and finishes. Your project manager keeps you updated and walks the finished kitchen with you.',
      },
    ],
  },
  body: [
    { type: 'h2', text: 'What a kitchen remodel with us includes' },
    {
      type: 'list',
      items: [
        '**Design:** measured plans, 3D renderings and help with every selection',
        '**Permits:** drawings, permit applications and every inspection',
        '**Demolition and protection:** dust barriers, floor protection and daily cleanup',
        '**Behind the walls:** framing, plumbing, gas, electrical circuits and lighting',
        '**Finishes:** drywall, cabinets, countertops, backsplash, flooring, trim and paint',
        '**Appliances:** installation and hookup of the appliances you choose',
      ],
    },
    { type: 'h2', text: 'Planning a kitchen in a San Diego home' },
    {
      type: 'p',
      text: 'Many San Diego neighborhoods were built in the 1950s through the 1970s, and those kitchens often hide surprises: small electrical panels that cannot carry an induction range and modern appliances, galvanized supply pipes, soffits with ducts inside, and layers of old flooring. We look for these during the consultation and price them into the quote, rather than discovering them on demolition day.',
    },
    {
      type: 'p',
      text: 'Near the coast, salt air and the marine layer are hard on metal and particleboard. We favor plywood cabinet boxes, stainless or solid brass hardware and well-vented range hoods, so the kitchen still looks and works right years from now.',
    },
    {
      type: 'p',
      text: 'A permitted kitchen remodel also has to meet current California code: energy-efficient lighting under Title 24, GFCI protection on countertop outlets, and working smoke and carbon monoxide alarms in the home. We design to these rules from the start so inspections go smoothly.',
    },
    { type: 'h2', text: 'Timeline and budget' },
    {
      type: 'p',
      text: `Most kitchen remodels take ${business.durations.kitchen} of construction, depending on scope, plus design and permit time before work starts. Kitchen projects in San Diego County commonly range from $30,000 for a refresh that keeps the layout to $150,000+ for a high-end remodel with moved walls and custom cabinetry. Your written quote lists every line so you can decide where to spend and where to save.`,
    },
    {
      type: 'callout',
      title: 'Living at home during the remodel',
      text: 'We help you set up a temporary kitchen in another room with the refrigerator, a microwave and a folding table, and we keep a clean path through the house every day.',
    },
  ],
} satisfies ServiceEntry
