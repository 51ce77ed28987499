import { business } from '../business.ts'
import type { GuideEntry } from '../schema.ts'

export default {
  order: 1,
  seo: {
    title: `Remodeling Cost Guide for San Diego County | ${business.shortName}`,
    description:
      'Kitchen, bathroom and custom cabinetry price ranges for San Diego County, what drives the cost, and how to budget, plan and pay for a remodel.',
  },
  heading: 'Remodeling Cost Guide for San Diego County',
  intro:
    'Realistic price ranges for kitchens, bathrooms and custom cabinetry, what moves a project up or down within them, and how to set a budget and a payment schedule you can live with.',
  updated: '2026-11-15',
  body: [
    {
      type: 'p',
      text: 'Every remodel is priced from its own drawings and selections, so no guide can tell you exactly what your project will cost. What we can give you are the ranges we see on real projects across San Diego County, what typically separates a basic job from a high-end one, and the questions that decide where your project lands. Use these numbers to set expectations and start a conversation, then let a written, itemized quote for your home replace them.',
    },
    {
      type: 'callout',
      title: 'How to read these ranges',
      text: 'The ranges cover labor, materials, permits and the fixtures typical of each tier. Hidden damage, structural engineering and unusual site conditions can add to them. Appliances vary so widely, from a few thousand dollars to more than the cabinets cost, that it helps to budget for them as a separate line.',
    },
    { type: 'h2', id: 'kitchen', text: 'Kitchen remodel costs' },
    {
      type: 'p',
      text: 'Kitchen remodels in San Diego County typically cost **$30,000-$150,000+**. The biggest single decision is whether the layout stays the same. When the sink, range and refrigerator stay where they are, most of the budget goes into what you see and touch. Once walls move or plumbing and gas lines are rerouted, a larger share goes into work that ends up behind the drywall.',
    },
    {
      type: 'table',
      caption: 'Kitchen remodel costs in San Diego County',
      head: ['Tier', 'Typical cost', 'What it typically buys'],
      rows: [
        [
          'Basic',
          '$30,000-$60,000',
          'Same layout; stock or entry-level semi-custom cabinets; quartz or granite counters in standard colors; new sink, faucet and backsplash; LED lighting; new flooring and paint',
        ],
        [
          'Mid-range',
          '$60,000-$100,000',
          'Minor layout changes such as adding an island or moving the sink; semi-custom cabinets with pull-outs and organizers; upgraded quartz; new circuits with recessed and under-cabinet lighting; tile or engineered wood floors',
        ],
        [
          'High-end',
          '$100,000+',
          'A reworked floor plan, often removing a wall and adding a beam; full custom cabinetry to the ceiling; premium stone; relocated plumbing and gas; pro-style or panel-ready appliances; a custom hood and designer lighting',
        ],
      ],
    },
    {
      type: 'p',
      text: 'If you like your layout and your cabinet boxes are sound, a basic remodel can make a dated kitchen feel new. Many homeowners land in the middle tier, where they fix the things that bother them every day, such as no landing space beside the range or a walkway blocked by the dishwasher door, without rebuilding the whole room.',
    },
    { type: 'h2', id: 'bathroom', text: 'Bathroom remodel costs' },
    {
      type: 'p',
      text: 'Bathroom remodels typically cost **$15,000-$75,000+**. Bathrooms are small, but they pack plumbing, electrical, ventilation, waterproofing and tile into a few square feet, and skilled tile labor is a large part of the price. A powder room sits at the low end; a primary suite with a walk-in shower and a freestanding tub sits at the top.',
    },
    {
      type: 'table',
      caption: 'Bathroom remodel costs in San Diego County',
      head: ['Tier', 'Typical cost', 'What it typically buys'],
      rows: [
        [
          'Basic',
          '$15,000-$30,000',
          'Same layout; new vanity, toilet and fixtures; a tub or shower with a tiled surround; new floor tile, exhaust fan, lighting and paint',
        ],
        [
          'Mid-range',
          '$30,000-$50,000',
          'A tub replaced by a walk-in shower with frameless glass; floor-to-ceiling tile with a niche or bench; a double vanity with a quartz top; upgraded valves and fixtures',
        ],
        [
          'High-end',
          '$50,000+',
          'A primary suite with layout changes; a curbless shower with a linear drain; a freestanding tub; a custom vanity; natural stone; heated floors and layered lighting',
        ],
      ],
    },
    {
      type: 'p',
      text: 'Waterproofing and ventilation cost about the same whether the tile is basic or designer, and they are the last place to save. The price moves with the tile you choose and how it is laid, the shower glass, the fixtures, and how much of the room is rebuilt down to the studs.',
    },
    { type: 'h2', id: 'cabinetry', text: 'Custom cabinetry costs' },
    {
      type: 'p',
      text: 'Cabinets for a typical kitchen run **$15,000-$45,000+** installed, and they are often the largest single line in a kitchen budget. The grade you choose decides how closely the cabinets fit the room, which finishes are available and how much of your wall space becomes usable storage. The same grades apply, at a smaller scale, to vanities, pantries, built-ins and closets.',
    },
    {
      type: 'table',
      caption: 'Cabinetry costs for a typical San Diego County kitchen',
      head: ['Grade', 'Typical cost', 'What it typically buys'],
      rows: [
        [
          'Stock',
          '$15,000-$25,000',
          'Standard widths in 3-inch steps, a limited choice of door styles and finishes, and filler strips to close the gaps; the shortest lead times',
        ],
        [
          'Semi-custom',
          '$25,000-$35,000',
          'More sizes, depths and finishes; modified boxes; built-in organizers, drawer stacks and tall pantry units',
        ],
        [
          'Full custom',
          '$35,000+',
          'Built to the exact dimensions of your room, to the ceiling if you like; any wood species, paint or stain; furniture-style details, islands and matching built-ins',
        ],
      ],
    },
    {
      type: 'p',
      text: 'How the box is built matters as much as the door on it. Plywood boxes hold screws and tolerate the humidity of a coastal kitchen better than particleboard, and full-extension, soft-close drawer slides are worth paying for in any grade. Lead times differ too: stock cabinets can arrive within days or a few weeks, while semi-custom and custom orders commonly take several weeks to a few months.',
    },
    { type: 'h2', id: 'cost-drivers', text: 'What drives cost in San Diego County' },
    {
      type: 'list',
      items: [
        '**Layout changes.** Moving a sink, range or toilet, or taking out a wall, adds demolition, framing and inspections. Removing a load-bearing wall usually means an engineered beam and structural drawings.',
        '**Moving plumbing.** Many San Diego homes sit on a concrete slab, so relocating a drain means cutting and trenching the floor. Homes on a raised foundation with a crawl space are usually easier to replumb.',
        '**Cabinet grade.** Stock, semi-custom and full custom can differ by $20,000 or more on the same kitchen.',
        '**Countertop material.** Laminate and solid surface cost least; quartz and granite in standard colors sit in the middle; marble, quartzite, exotic granite and waterfall edges cost the most. Mitered edges and extra cutouts add fabrication time.',
        '**Electrical capacity.** Many older homes have small electrical panels. Adding an induction range and the circuits a modern kitchen needs can require a panel or service upgrade, which may involve SDG&E and add weeks.',
        '**Permits and design.** Plan check and permit fees, drawings, energy compliance forms and, where needed, structural engineering, coastal review or HOA approval. Fees are set by each city or the County and usually scale with the scope and value of the work.',
        "**Older homes' surprises.** Homes from the 1950s through the 1970s can hide galvanized or cast-iron pipes, ungrounded wiring, dry rot or termite damage under a leaking sink, and asbestos in popcorn ceilings, old flooring or duct wrap. Homes built before 1978 may have lead paint, which calls for lead-safe work practices.",
        '**Coastal-grade materials.** Within a few miles of the ocean, salt air corrodes ordinary hardware and fasteners. Stainless or solid brass hardware, corrosion-resistant fixtures, plywood cabinet boxes and premium exterior paints cost more up front and last much longer.',
        '**Access and logistics.** Hillside lots, narrow beach-area streets with little parking, and condo buildings with elevator reservations and HOA work hours all add time for moving materials in and debris out.',
        '**Late decisions.** Selections made after work starts, or changed after ordering, are the most expensive kind. Deciding before demolition keeps both price and schedule steady.',
      ],
    },
    { type: 'h2', id: 'budget', text: 'Setting your budget' },
    {
      type: 'p',
      text: 'Start with the total you are comfortable spending, not the number you hope the project will cost. Then work backward: set aside a contingency, take out appliances and anything you plan to buy yourself, and what remains is the construction budget your contractor should design to.',
    },
    {
      type: 'callout',
      title: 'Keep a 20% contingency',
      text: 'Set aside **20%** of the construction budget for what nobody can see until the walls are open: a rotted subfloor under the old toilet, a drain that is not to code, wiring that has to be replaced. In a newer home you may not touch it; in an older one, plan on using some of it. Whatever you do not spend stays in your pocket.',
    },
    {
      type: 'p',
      text: 'Decide early which two or three things matter most to you, such as a bigger island, a walk-in shower or solid wood cabinets, and spend there. Savings usually come from keeping the layout, choosing semi-custom over full custom cabinets, picking standard-size tile over large-format slabs, and using a durable mid-priced countertop on the perimeter with a statement slab on the island only.',
    },
    { type: 'h2', id: 'planning', text: 'Start planning 2-3 months ahead' },
    {
      type: 'p',
      text: 'Begin planning **2-3 months** before you want construction to start. That time goes to measuring and design, reviewing 3D renderings, making selections, settling a final written price, preparing permit drawings, and ordering cabinets and other long-lead items so they arrive before they are needed. Projects that start before selections are finished tend to stall midway while everyone waits for a vanity or a slab. A typical sequence looks like this, though permit review times vary by city and by project:',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Weeks 1-2:** consultation, measurements and an honest conversation about budget',
        '**Weeks 2-5:** design, 3D renderings and selections of cabinets, counters, tile and fixtures',
        '**Weeks 4-8:** written quote and contract, permit drawings and submission, orders placed',
        '**Weeks 8-12:** permit issued, materials confirmed, construction begins',
      ],
    },
    { type: 'h2', id: 'payments', text: 'How payments work' },
    {
      type: 'p',
      text: 'A remodel is paid in milestone installments: a **deposit** when you sign, progress payments as defined stages of work are completed, and a final payment when the job is done. Each payment is written into the contract with its amount and the milestone that triggers it, so you always know what is due and why.',
    },
    {
      type: 'p',
      text: 'California law sets the rules for the deposit. Under Business and Professions Code section 7159, the down payment on a home improvement contract may not exceed 10% of the contract price or $1,000, whichever is less, and our deposit follows that rule. The same section says a contractor may not request a payment, other than the down payment, that exceeds the value of the work performed or materials delivered, so payments never get ahead of the work.',
    },
    {
      type: 'table',
      caption: 'An example payment schedule for a kitchen remodel',
      head: ['Payment', 'When it is due', 'Example milestone'],
      rows: [
        ['Deposit', 'When the contract is signed', '10% of the contract price or $1,000, whichever is less'],
        [
          'First progress payment',
          'When the stage is complete',
          'Demolition done; rough plumbing and electrical pass inspection',
        ],
        [
          'Second progress payment',
          'When the stage is complete',
          'Drywall finished; cabinets installed; countertops templated',
        ],
        ['Final payment', 'When the job is complete', 'Final inspection signed off and punch list finished'],
      ],
    },
    {
      type: 'p',
      text: 'Keep a record of every payment, and ask for lien releases as you pay. In California, subcontractors and suppliers who are not paid can record a mechanics lien against the property they worked on, and signed releases confirm that the people who built your kitchen have been paid for their part.',
    },
    { type: 'h2', id: 'quote', text: 'Turning ranges into a real price' },
    {
      type: 'p',
      text: 'The fastest way from these ranges to a real number is a visit. During a free in-home consultation we measure, look at the electrical panel, plumbing and structure, and talk through your priorities. You then receive a written, itemized quote that shows where the money goes, so you can compare options line by line and adjust the scope before anything is ordered.',
    },
  ],
} satisfies GuideEntry
