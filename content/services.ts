/**
 * The six services, in the order of the /services overview. The first five have a page under /services/;
 * the sixth (3D design) links to /3d-renderings, whose copy lives in content/renderings.ts.
 */
import { z } from 'zod'
import { business } from './business.ts'
import { defineContent, Service } from './schema.ts'

export const services = defineContent('services', z.array(Service).length(6), [
  {
    slug: 'kitchen-remodeling',
    href: '/services/kitchen-remodeling/',
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
    image: { key: 'kitchen-white-shaker', alt: 'Remodeled kitchen with white shaker cabinets, a quartz island and pendant lights' },
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
  },
  {
    slug: 'bathroom-remodeling',
    href: '/services/bathroom-remodeling/',
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
    image: { key: 'bathroom-double-vanity', alt: 'Remodeled bathroom with a double vanity, large mirrors and tiled floor' },
    intro: [
      'A good bathroom remodel is mostly about what you never see: a waterproof shower, a fan that actually clears the steam, plumbing that will not leak in ten years. We get those right, then help you choose the tile, vanity, fixtures and lighting that make the room a pleasure to use every morning.',
      'We remodel primary bathrooms, hall and kids\' baths, and powder rooms. Common projects include replacing a tub with a walk-in shower, adding a second sink, improving storage and making a bathroom safer for the years ahead with curbless entries and blocking for grab bars.',
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
      { type: 'h2', text: 'Built for San Diego\'s coastal air' },
      {
        type: 'p',
        text: 'The marine layer keeps many San Diego homes damp, especially within a few miles of the coast, and a steamy bathroom with a weak fan quickly grows mildew on the ceiling and grout. California\'s green building code calls for an exhaust fan ducted outside and controlled by a humidity sensor in new bathroom work, and we install quiet fans that meet it. Grout sealing, mold-resistant drywall outside the shower and a semi-gloss or bath-rated paint finish help too.',
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
  },
  {
    slug: 'custom-cabinetry',
    href: '/services/custom-cabinetry/',
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
  },
  {
    slug: 'painting',
    href: '/services/painting/',
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
        text: 'Inside, we use low-VOC paints that meet California\'s air quality rules, with washable finishes in kitchens, baths, hallways and kids\' rooms, and a flat finish on ceilings to hide imperfections.',
      },
      { type: 'h2', text: 'Older homes and lead-based paint' },
      {
        type: 'p',
        text: 'Homes built before 1978 may have lead-based paint under newer coats. In those homes we follow the EPA\'s lead-safe work practices: sealing off the work area, using HEPA-shrouded tools instead of open sanding, never burning paint off, and cleaning up with HEPA vacuums, so dust stays out of the rest of your home.',
      },
      { type: 'h2', text: 'Cabinet painting' },
      {
        type: 'p',
        text: 'Painting solid wood cabinets is an affordable way to update a kitchen that has a good layout. We remove doors and drawer fronts, degrease and sand every surface, apply a bonding primer and spray a durable cabinet enamel for a smooth, factory-like finish.',
      },
    ],
  },
  {
    slug: 'flooring',
    href: '/services/flooring/',
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
          ['Engineered hardwood', 'Living areas and bedrooms, including over concrete slabs', 'Real wood top layer; more stable than solid wood as humidity changes'],
          ['Solid hardwood', 'Raised wood subfloors in older homes', 'Can be refinished many times; not usually suited to concrete slabs or damp areas'],
          ['Luxury vinyl plank', 'Kitchens, kids and pets, rentals', 'Waterproof and quiet with the right underlayment; can fade in strong direct sun without window treatments'],
          ['Porcelain tile', 'Bathrooms, entries, laundry and patios', 'Nearly indestructible and cool underfoot; pairs well with radiant floor heat'],
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
  },
  {
    slug: '3d-design',
    href: '/3d-renderings/',
    seo: {
      title: `3D Remodeling Design Service | ${business.shortName}`,
      description:
        'See your kitchen, bathroom or living space in realistic 3D before construction begins, and change layouts, materials and colors while changes are still easy.',
    },
    title: '3D Design Visualization',
    heading: '3D Design Visualization',
    summary:
      'See your remodel in realistic 3D before anything is ordered or built, and try different layouts, materials and colors while changes are still easy.',
    icon: 'rotate-3d',
    features: [
      'Photorealistic renderings',
      '360° virtual tours',
      'Material and color selection',
      'Lighting simulation',
      'Layout optimization',
    ],
    image: { key: 'rendering-kitchen', alt: '3D rendering of a remodeled kitchen with an island and open shelving' },
    intro: [
      'Floor plans and tile samples make it hard to picture the finished room. We build a 3D model of your space from precise measurements, so you can see the layout, cabinets, finishes and lighting from every angle, and make changes on screen instead of during construction.',
    ],
    body: [],
  },
])
