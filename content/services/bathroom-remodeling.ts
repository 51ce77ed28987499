import { business } from '../business.ts'
import type { ServiceEntry } from '../schema.ts'

export default {
  order: 2,
  seo: {
    title: `Bathroom Remodeling in San Diego County | ${business.shortName}`,
    description:
      'Bathroom remodels in San Diego County: walk-in showers, tile, vanities and proper waterproofing and ventilation, with permits handled by a licensed contractor.',
  },
  title: 'Bathroom Remodeling',
  heading: 'Bathroom Remodeling in San Diego County',
  summary:
    'Primary suites, hall baths and powder rooms rebuilt from the studs out, with walk-in showers, tile, vanities and the waterproofing and ventilation that make them last.',
  icon: 'bath',
  features: [
    'Walk-in showers and tub replacements',
    'Tile floors, walls and shower surrounds',
    'Vanities, mirrors and storage',
    'Waterproofing and quiet exhaust fans',
    'Accessible and aging-in-place designs',
  ],
  image: {
    key: 'bathroom-double-vanity',
    alt: 'Remodeled bathroom with a double vanity, large mirrors and tiled floor',
  },
  intro: [
    'A good bathroom remodel is mostly about what you never see: a waterproof shower, a fan that actually clears the steam, plumbing that will not leak in ten years. We get those right, then help you choose the tile, vanity, fixtures and lighting that make the room a pleasure to use every morning.',
    "We remodel primary bathrooms, hall and kids' baths, and powder rooms. Common projects include replacing a tub with a walk-in shower, adding a second sink, improving storage and making a bathroom safer for the years ahead with curbless entries and blocking for grab bars.",
  ],
  process: {
    heading: 'Our Bathroom Remodeling Process',
    steps: [
      {
        title: 'Consultation',
        icon: 'messages',
        text: 'We look at the room, the plumbing and the ventilation, talk through what you want to change and your budget, and take measurements.',
      },
      {
        title: 'Design & Planning',
        icon: 'pencil-ruler',
        text: 'We lay out the shower, vanity and toilet, show you the design in 3D, and give you a written, itemized quote. Once you approve, we handle the permit.',
      },
      {
        title: 'Material Selection',
        icon: 'palette',
        text: 'Tile, stone, vanity, faucets, shower glass and lighting, chosen with our help. We check that everything is in stock or on order before demolition begins.',
      },
      {
        title: 'Construction',
        icon: 'hard-hat',
        text: 'Demolition, plumbing and electrical, waterproofing, tile, fixtures and glass, with inspections scheduled along the way and a final walkthrough with you.',
      },
    ],
  },
  body: [
    { type: 'h2', text: 'What a bathroom remodel with us includes' },
    {
      type: 'list',
      items: [
        'Demolition down to the studs where needed, with dust barriers and floor protection',
        'New supply and drain lines, valves and shower controls',
        'A waterproofing membrane behind every shower wall and under the shower floor',
        'Tile installation on floors, walls, niches and benches',
        'Vanity, countertop, mirrors, lighting, fixtures and frameless shower glass',
        'Exhaust fan ducted to the outside, paint and final trim',
      ],
    },
    { type: 'h2', text: "Built for San Diego's coastal air" },
    {
      type: 'p',
      text: "The marine layer keeps many San Diego homes damp, especially within a few miles of the coast, and a steamy bathroom with a weak fan quickly grows mildew on the ceiling and grout. California's green building code calls for an exhaust fan ducted outside and controlled by a humidity sensor in new bathroom work, and we install quiet fans that meet it. Grout sealing, mold-resistant drywall outside the shower and a semi-gloss or bath-rated paint finish help too.",
    },
    {
      type: 'p',
      text: 'Before a single tile goes on, we flood-test the shower floor membrane to confirm it holds water. It is the step that prevents the slow leaks that rot subfloors in older homes.',
    },
    { type: 'h2', text: 'Fixtures, permits and older homes' },
    {
      type: 'p',
      text: 'California sets maximum flow rates for new toilets, showerheads and faucets, and in homes built before 1994 a permitted remodel generally requires older high-flow fixtures to be replaced. We choose water-saving fixtures that still feel good to use, pull the permit and schedule every inspection. In older homes we also check for cast-iron drains, galvanized supply lines and ungrounded wiring, and include any fixes in the quote.',
    },
    { type: 'h2', text: 'Timeline and budget' },
    {
      type: 'p',
      text: `Most bathroom remodels take ${business.durations.bathroom} of construction, depending on scope and tile work. Bathroom projects in San Diego County commonly range from $15,000 for a hall bath refresh to $75,000+ for a primary suite with a custom shower and double vanity. Your written quote lists every item so there are no surprises.`,
    },
  ],
} satisfies ServiceEntry
