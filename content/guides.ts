/**
 * The five guides under /resources/<slug>: cost guide, permit guide, design tips, paint guide and FAQ.
 * Figures required by spec section 9 appear verbatim; business facts are interpolated from business.ts.
 */
import { z } from 'zod'
import { business } from './business.ts'
import { defineContent, Guide } from './schema.ts'

export const guides = defineContent('guides', z.array(Guide).length(5), [
  // ---------------------------------------------------------------------------------------------
  // Cost guide
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'cost-guide',
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
          '**Older homes\' surprises.** Homes from the 1950s through the 1970s can hide galvanized or cast-iron pipes, ungrounded wiring, dry rot or termite damage under a leaking sink, and asbestos in popcorn ceilings, old flooring or duct wrap. Homes built before 1978 may have lead paint, which calls for lead-safe work practices.',
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
          ['First progress payment', 'When the stage is complete', 'Demolition done; rough plumbing and electrical pass inspection'],
          ['Second progress payment', 'When the stage is complete', 'Drywall finished; cabinets installed; countertops templated'],
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
  },

  // ---------------------------------------------------------------------------------------------
  // Permit guide
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'permit-guide',
    seo: {
      title: `Remodeling Permit Guide for San Diego County | ${business.shortName}`,
      description:
        'When a kitchen or bathroom remodel needs a permit in San Diego County, who issues it, coastal and HOA review, the inspection sequence and typical timelines.',
    },
    heading: 'Remodeling Permits in San Diego County',
    intro:
      'When a remodel needs a building permit, which office issues it for your address, what coastal and HOA review add, and what happens at each inspection. We pull the permits and meet the inspectors on every project we build.',
    updated: '2026-11-15',
    body: [
      {
        type: 'p',
        text: 'Permits can feel like paperwork standing between you and a new kitchen, but they work in your favor. A permit means a plans examiner and an inspector have checked the wiring, plumbing, framing and waterproofing that will be hidden behind drywall and tile. Unpermitted work tends to surface at the worst moments: when you sell, when a buyer\'s inspector asks questions, or after a leak or fire, and it may have to be opened up and corrected later.',
      },
      { type: 'h2', id: 'when', text: 'When you need a permit' },
      {
        type: 'p',
        text: 'Details differ from one jurisdiction to the next, and the local building official has the final word, but the pattern across San Diego County is consistent.',
      },
      { type: 'h3', text: 'Usually needs a permit' },
      {
        type: 'list',
        items: [
          'Kitchen and bathroom remodels that add, move or replace plumbing fixtures, drains or supply lines',
          'New or relocated electrical circuits, outlets, switches and light fixtures, and electrical panel upgrades',
          'Removing, adding or moving walls, and any work on load-bearing walls',
          'New or enlarged windows and doors; in many jurisdictions, replacement windows as well',
          'Water heaters, gas lines, and new vent or exhaust ducts',
          'Additions, garage conversions and accessory dwelling units',
        ],
      },
      { type: 'h3', text: 'Usually does not need a permit' },
      {
        type: 'list',
        items: [
          'Interior and exterior painting',
          'New flooring, whether tile, wood or vinyl',
          'Cabinet refacing, or replacing cabinets and countertops in the same place without plumbing or electrical changes',
          'Minor repairs, such as replacing a faucet in the same location',
        ],
      },
      {
        type: 'p',
        text: 'Cosmetic work can still cross the line once it goes deeper than the surface. New tile over a sound floor is cosmetic; tearing a shower down to the studs and rebuilding the pan usually is not. When a project sits in a gray area, we check with the building department before work begins rather than guessing.',
      },
      { type: 'h2', id: 'who', text: 'Who issues permits where you live' },
      {
        type: 'p',
        text: 'San Diego County has eighteen incorporated cities and a large unincorporated area, and each has its own permit office. The location of your home decides which one you work with, not your mailing city or ZIP code.',
      },
      {
        type: 'table',
        caption: 'Which office issues building permits',
        head: ['Where the home is', 'Permit office', 'Examples'],
        rows: [
          [
            'City of San Diego',
            'City of San Diego Development Services Department',
            'La Jolla, Point Loma, Pacific Beach, North Park, Mission Hills, Carmel Valley',
          ],
          [
            'Another incorporated city',
            'That city\'s own building department',
            'Carlsbad, Encinitas, Del Mar, Coronado, Solana Beach, Oceanside, Chula Vista, Escondido',
          ],
          [
            'Unincorporated county',
            'County of San Diego Planning & Development Services',
            'Rancho Santa Fe, Fairbanks Ranch, Fallbrook, Ramona, Alpine, Valley Center',
          ],
        ],
      },
      {
        type: 'p',
        text: 'Mailing addresses can mislead. Some homes with a city mailing address sit in unincorporated county areas, and not every home with a Rancho Santa Fe ZIP code is inside the Rancho Santa Fe Covenant. We confirm the jurisdiction from the parcel record before we draw anything.',
      },
      { type: 'h2', id: 'coastal-zone', text: 'The coastal zone and Coastal Development Permits' },
      {
        type: 'p',
        text: 'Much of the land near the ocean, from Oceanside and Carlsbad through Encinitas, Del Mar, La Jolla, Point Loma and Coronado, lies in the California coastal zone. Under the California Coastal Act, some development there needs a Coastal Development Permit in addition to a building permit. Cities with a certified Local Coastal Program generally issue these themselves; in some areas, the California Coastal Commission does.',
      },
      {
        type: 'p',
        text: 'Interior remodels of an existing single-family home generally do not need one. Work that changes the outside of the house can: additions, second stories, new decks, changes to height or footprint, and work on lots near a bluff, beach or sensitive habitat. Exemptions vary by city and by how close the home is to the water, so we check the coastal status of the lot during design, while changes are still easy.',
      },
      {
        type: 'image',
        image: { key: 'coastal-home-exterior', alt: 'Exterior of a coastal San Diego County home' },
        caption: 'Exterior changes to homes near the ocean may need coastal review as well as a building permit.',
      },
      { type: 'h2', id: 'hoa', text: 'HOA and design review' },
      {
        type: 'p',
        text: 'A building permit says the work is safe; it does not say your association approves of it. Many communities in San Diego County have a homeowners association or architectural committee with its own approval step, usually for anything visible from outside: windows, doors, exterior colors, roofing and landscaping. Condominium associations often regulate interior work too, such as sound-rated underlayment under hard floors, water shutoffs, elevator use and working hours.',
      },
      {
        type: 'p',
        text: 'Some places add a public design review. In Rancho Santa Fe, exterior changes to homes within the Covenant go before the Rancho Santa Fe Association\'s Art Jury, which has its own submittal requirements and meeting schedule, in addition to the County permit. Del Mar reviews many exterior projects through its Design Review Board. In the City of San Diego, exterior work on older homes can trigger a review for potential historic resources. Each of these runs on its own calendar, so we start them early.',
      },
      { type: 'h2', id: 'codes', text: 'Energy and safety rules that come with a permit' },
      {
        type: 'p',
        text: 'A permitted remodel has to meet current California codes for the work being done. In kitchens and bathrooms, these are the requirements homeowners notice most:',
      },
      {
        type: 'list',
        items: [
          '**Lighting (Title 24).** California\'s energy code requires new permanently installed lighting to be high-efficacy, which in practice means qualifying LED fixtures, and bathrooms generally need at least one light on a vacancy or occupancy sensor.',
          '**Ventilation.** A bathroom with a shower or tub needs an exhaust fan ducted to the outside, and California\'s green building rules call for humidity control on those fans in most new work.',
          '**Electrical safety.** Kitchen countertop outlets need GFCI protection, and current code requires GFCI and AFCI protection on more circuits than most older homes have.',
          '**Smoke and carbon monoxide alarms.** Permitted work usually requires working smoke and carbon monoxide alarms in the locations the code calls for before the final inspection is signed off.',
          '**Safety glass.** Glass in shower doors and enclosures, and in windows close to a tub or shower, must be tempered or otherwise safety-rated.',
        ],
      },
      {
        type: 'p',
        text: 'We design to these requirements from the first sketch, so nothing has to be reworked when the inspector arrives.',
      },
      { type: 'h2', id: 'inspections', text: 'The inspection sequence' },
      {
        type: 'p',
        text: 'Once a permit is issued, the work is inspected in stages, and each stage must pass before the next one covers it up. A typical kitchen or bathroom remodel follows this order, though the exact list depends on the jurisdiction and the scope of work:',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Rough inspections.** With the walls open, the inspector checks framing, drain and vent piping, water supply lines, gas piping and electrical wiring and boxes. New plumbing is usually tested with water or air pressure.',
          '**Shower pan.** Where a new shower is built, the pan or waterproofing is often flood-tested and inspected before any tile goes on.',
          '**Insulation.** If exterior walls or ceilings were opened, the insulation is inspected before it is covered.',
          '**Drywall.** Where required, such as on fire-rated or shear walls, drywall fastening is inspected before taping.',
          '**Final.** With the work complete, the inspector checks fixtures, outlets, lighting, alarms and the finished installation, and signs off the permit. Keep the final record with your home documents.',
        ],
      },
      {
        type: 'p',
        text: 'We schedule every inspection, meet the inspector on site and take care of any corrections. You do not need to take time off work to be there.',
      },
      { type: 'h2', id: 'timelines', text: 'How long permits take' },
      {
        type: 'p',
        text: 'Permit timelines depend on the jurisdiction, its current workload and how much review a project needs, so treat these as rough ranges rather than promises:',
      },
      {
        type: 'list',
        items: [
          '**Simple permits**, such as a bathroom remodel that keeps its layout or a water heater replacement, can often be issued within a few days to a couple of weeks; some are issued over the counter or online.',
          '**Projects that need plan review**, such as a kitchen with a wall removed, a new beam or a new window opening, commonly take several weeks to a couple of months, including one or more rounds of corrections.',
          '**Coastal, historic or HOA review** adds its own time, from a few weeks to several months, and those approvals often have to come before the building permit can be issued.',
        ],
      },
      {
        type: 'p',
        text: 'This is why we ask homeowners to begin planning two to three months before they want work to start. We submit complete drawings, answer plan-check comments quickly and order materials while the permit is in review, so the wait for the permit overlaps with material lead times instead of adding to them.',
      },
      { type: 'h2', id: 'who-does-what', text: 'What we handle, and what you do' },
      {
        type: 'p',
        text: `As a licensed general contractor (license ${business.licenseNumber}), ${business.shortName} pulls the permits for the work we build. We prepare or coordinate the drawings, submit the applications, respond to plan-check comments, schedule the inspections and meet the inspector on site. Your part is usually limited to signing any owner authorization the permit office asks for and obtaining HOA approval where your association requires the owner to apply.`,
      },
      {
        type: 'callout',
        title: 'Be careful with owner-builder permits',
        text: 'If a contractor asks you to pull the permit yourself as an owner-builder for work they will do, think twice. An owner-builder permit makes you legally responsible for the work and, in some cases, for injuries to the people doing it. A licensed contractor should pull the permit for the work they perform.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Design tips
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'design-tips',
    seo: {
      title: `Kitchen & Bath Design Tips for San Diego Homes | ${business.shortName}`,
      description:
        'Practical design advice for San Diego remodels: the 60-30-10 color rule, walkway clearances, layered lighting, storage, and materials for coastal light and salt air.',
    },
    heading: 'Design Tips for Kitchens, Baths and Living Spaces',
    intro:
      'The rules of thumb we use when we plan a remodel: how wide to make walkways, how to light a room in layers, where to find storage, how to balance color, and which materials suit San Diego\'s bright light and coastal air.',
    updated: '2026-11-15',
    body: [
      {
        type: 'p',
        text: 'Good design is less about trends than about a room that works on an ordinary Tuesday: nobody trips over the open dishwasher, the counter next to the stove is clear, the bathroom mirror shows your face without shadows. The guidelines below come from the building code, from the National Kitchen & Bath Association (NKBA) and from our own projects. Treat them as starting points; every one can bend to fit a real house.',
      },
      { type: 'h2', id: 'how-you-live', text: 'Start with how you use the room' },
      {
        type: 'p',
        text: 'Before you pick a single finish, write down what goes wrong today and who uses the room. How many people cook at once? Where do backpacks, mail and groceries land? Does anyone need a step-free shower now, or might they in ten years? Those answers decide the layout, and the layout decides most of the budget.',
      },
      {
        type: 'list',
        items: [
          'List what you love and want to keep, such as a window view, a built-in that works or original wood floors.',
          'Save photos of rooms you like, and note what you like about each one: the color, the light, the storage, the way it flows.',
          'Measure your largest pots, sheet pans, small appliances and tallest bottles, so cabinets and niches are built to fit them.',
        ],
      },
      { type: 'h2', id: 'clearances', text: 'Plan walkways and work aisles' },
      {
        type: 'p',
        text: 'Clearances are the difference between a kitchen that feels generous and one where people take turns. Give major traffic paths at least **36 inches** of clear width, measured from the edge of the countertop or island to the nearest obstruction, not from cabinet box to cabinet box. For the aisles where you actually cook, the NKBA recommends at least 42 inches for one cook and 48 inches where two or more people work together.',
      },
      {
        type: 'table',
        caption: 'Common clearance guidelines for kitchens and baths',
        head: ['Space', 'Guideline', 'Why it matters'],
        rows: [
          ['Kitchen walkway', 'At least 36 inches', 'People can pass a working cook without squeezing'],
          ['Work aisle, one cook', 'At least 42 inches', 'Room to open the dishwasher or oven and still stand in front of it'],
          ['Work aisle, two or more cooks', 'At least 48 inches', 'Two people can work back to back without colliding'],
          ['Island or peninsula seating', 'About 24 inches of counter per seat', 'Elbow room for meals and homework'],
          ['Toilet, center to side wall', '15 inches by code; 18 inches recommended', 'A toilet that does not feel wedged in'],
          ['In front of a toilet or sink', '21 inches by code; 30 inches recommended', 'Space to stand, bend and move comfortably'],
          ['In front of a shower entry', '24 inches by code', 'A safe spot to step in and out'],
        ],
      },
      {
        type: 'p',
        text: 'Keep the refrigerator, sink and cooktop close enough to work between without walking laps, but out of the main traffic path. The classic guideline is a work triangle whose three legs add up to no more than 26 feet. In an open plan, put island seating on the side away from the cooktop, so guests and kids are near the action but not in it.',
      },
      {
        type: 'p',
        text: 'Leave landing space beside every appliance: a clear stretch of counter next to the refrigerator, on both sides of the cooktop and beside the microwave or wall oven, so hot dishes and grocery bags always have somewhere to go.',
      },
      { type: 'h2', id: 'lighting', text: 'Light in layers' },
      {
        type: 'p',
        text: 'A single fixture in the middle of the ceiling leaves you standing in your own shadow at the counter. A well-lit room uses three layers, each on its own switch or dimmer:',
      },
      {
        type: 'list',
        items: [
          '**Ambient light** fills the room: recessed LED downlights, a flush ceiling fixture or indirect light above the cabinets. Aim for even light without hot spots.',
          '**Task light** lands where you work: under-cabinet LED strips mounted toward the front edge, pendants over the island, and vanity lights at face height on both sides of the mirror rather than only above it.',
          '**Accent light** adds depth: lit glass-front cabinets, low toe-kick lights that double as a night light, or a wall washer that brings out art or a textured tile wall.',
        ],
      },
      {
        type: 'p',
        text: 'Use one color temperature throughout a room, usually 2700K to 3000K for warm, relaxed spaces and up to 3500K where you want crisp task light, and look for a color rendering index (CRI) of 90 or higher so food, skin tones and paint colors look true. California\'s energy code already requires efficient lighting in remodeled kitchens and baths, so LED fixtures on dimmers are the natural choice.',
      },
      { type: 'h2', id: 'san-diego-light', text: 'Design for San Diego light' },
      {
        type: 'p',
        text: 'San Diego\'s light is bright and clear much of the year, with a cool, gray marine layer on many mornings near the coast, especially in late spring and early summer. Colors shift noticeably between those conditions and from room to room. North-facing rooms get cool, even light that can make grays read blue; west-facing rooms take strong, warm afternoon sun and glare.',
      },
      {
        type: 'list',
        items: [
          'Judge finishes in the room where they will live, on more than one wall, in the morning, at midday and under your own lamps at night.',
          'Lean toward slightly warmer whites and neutrals in north-facing rooms, and softer, slightly cooler ones in rooms that bake in the afternoon sun.',
          'Control glare and fading on west and south exposures with low-E glass, solar shades or exterior overhangs, especially over wood floors and upholstery.',
          'Choose matte and honed surfaces in very sunny rooms; polished stone and high-gloss cabinets bounce glare into your eyes.',
        ],
      },
      { type: 'h2', id: 'color', text: 'Balance color with the 60-30-10 rule' },
      {
        type: 'p',
        text: 'The **60-30-10** rule is a simple way to balance a color scheme. About 60% of the room is a dominant color, usually the walls and other large surfaces; about 30% is a secondary color, such as cabinets, flooring or upholstery; and about 10% is an accent, carried by hardware, a backsplash, pillows or art. In a kitchen, that might be soft white walls and upper cabinets, a warm oak island and floors, and brass pulls with a blue tile backsplash.',
      },
      {
        type: 'p',
        text: 'Use it as a guideline, not arithmetic. Its real value is keeping several strong colors from competing for attention. In an open plan, carry the dominant color, or a lighter or darker shade of it, into the adjoining rooms so the house reads as one space.',
      },
      { type: 'h2', id: 'storage', text: 'Find storage you will actually use' },
      {
        type: 'list',
        items: [
          '**Drawers instead of doors** in base cabinets. Deep drawers for pots and dishes bring everything into reach without kneeling to dig through a dark cabinet.',
          '**Pull-outs and roll-out shelves** in pantries and base cabinets use the full depth of the box.',
          '**Cabinets to the ceiling** give a home to holiday platters and rarely used gear, and get rid of the dusty ledge on top.',
          '**Zones** for coffee, lunch packing or baking keep tools where they are used, and an appliance garage hides countertop clutter.',
          '**Outlets inside cabinets and drawers** let you charge phones or keep a hair dryer plugged in and out of sight.',
          '**Bathroom storage** works best as a recessed medicine cabinet, a shower niche sized for tall bottles, and vanity drawers with dividers, rather than one oversized cabinet full of empty space.',
        ],
      },
      { type: 'h2', id: 'materials', text: 'Choose materials for the coast' },
      {
        type: 'p',
        text: 'Salt air, damp mornings and tracked-in sand are tough on a house, especially within a few miles of the ocean. A few material choices make a big difference in how a room looks ten years from now:',
      },
      {
        type: 'list',
        items: [
          'Hardware and fixtures in stainless steel, solid brass or a quality PVD finish rather than plated steel, which can pit and rust.',
          'Plywood cabinet boxes with sealed edges, especially around sinks, instead of particleboard, which swells when it gets wet.',
          'Porcelain tile for floors and showers: dense, easy to clean, and unbothered by sand and moisture.',
          'Quartz or well-sealed natural stone for counters indoors; outdoors, choose natural stone or porcelain slabs, since sunlight can discolor quartz.',
          'Bathroom exhaust fans that vent outdoors, are sized for the room, and run on a humidity sensor or timer, so moisture is gone before it becomes mildew.',
          'Marine-grade 316 stainless steel for exterior railings, fasteners and light fixtures close to the water.',
        ],
      },
      { type: 'h2', id: 'see-it-first', text: 'See it before you build it' },
      {
        type: 'p',
        text: 'Even with all of these guidelines, it is hard to judge a layout from a floor plan. We model your room in 3D so you can look down the kitchen aisles, check the clearances and see colors, finishes and lighting together before anything is ordered. Changing a drawing takes minutes; changing a cabinet after it arrives takes weeks.',
      },
      {
        type: 'image',
        image: { key: 'rendering-kitchen', alt: '3D rendering of a remodeled kitchen with an island and open shelving' },
        caption: 'A 3D rendering lets you check aisle widths, lighting and color balance before construction.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // Paint guide
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'paint-guide',
    seo: {
      title: `Paint Guide: How Much to Buy, Sheens & Prep | ${business.shortName}`,
      description:
        'How to estimate paint for a room, choose the right sheen, prepare surfaces, paint exteriors in salt air and work safely in homes built before 1978.',
    },
    heading: 'Paint Guide: Estimating, Sheens, Prep and Color',
    intro:
      'How much paint to buy for a room, which sheen goes where, the prep that makes paint last, what salt air does to exterior paint, and how to handle older homes that may have lead paint.',
    updated: '2026-11-15',
    body: [
      {
        type: 'p',
        text: `Paint is the most affordable way to change how a home feels, and it is where ${business.shortName} started in ${business.foundingYear}. Whether you are painting a bedroom yourself or planning a whole-house repaint, the same few things decide how it turns out: buying the right amount, choosing the right sheen and preparing the surface properly.`,
      },
      { type: 'h2', id: 'how-much', text: 'How much paint do you need?' },
      { type: 'p', text: 'You can estimate wall paint for a room in four steps:' },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Measure the perimeter.** Add up the length of every wall in the room, in feet.',
          '**Multiply by the wall height** to get the total wall area in square feet.',
          '**Subtract openings.** Deduct about **20 sq ft** for each window or door. Measure large sliders and picture windows separately.',
          '**Divide by coverage.** One gallon covers about **350-400 sq ft** per coat on smooth, sound walls. Multiply the area by the number of coats, usually two, then divide and round up.',
        ],
      },
      { type: 'h3', text: 'Worked example: a 12 x 14 ft bedroom' },
      {
        type: 'table',
        caption: 'Estimating wall paint for a 12 x 14 ft room with 8 ft ceilings, two windows and one door',
        head: ['Step', 'Calculation', 'Result'],
        rows: [
          ['Perimeter', '12 + 14 + 12 + 14 ft', '52 ft'],
          ['Wall area', '52 ft x 8 ft', '416 sq ft'],
          ['Openings', '3 openings x 20 sq ft', '60 sq ft'],
          ['Paintable area', '416 sq ft - 60 sq ft', '356 sq ft'],
          ['Two coats', '356 sq ft x 2', '712 sq ft'],
          ['Paint needed', '712 sq ft ÷ 350-400 sq ft per gallon', 'About 1.8-2 gallons: buy 2'],
        ],
      },
      {
        type: 'p',
        text: 'Measure the ceiling separately. The same room has a 168 sq ft ceiling (12 x 14 ft), so two coats come to 336 sq ft, which one gallon of ceiling paint covers. Baseboards, window casings and one door in a room this size usually take about a quart of trim paint.',
      },
      {
        type: 'p',
        text: 'Buy extra when the surface is rough or porous, such as heavy texture, bare stucco or freshly primed drywall, because those soak up noticeably more paint. A dramatic color change, like a light color over a dark one or a deep red, may need a tinted primer or a third coat. Keep a little leftover paint from the same batch for touch-ups, and write the room and color name on the lid.',
      },
      { type: 'h2', id: 'sheen', text: 'Choosing a sheen for each room' },
      {
        type: 'p',
        text: 'Sheen affects both looks and durability. Flatter finishes hide wall flaws and reduce glare; glossier ones wipe clean more easily but show every dent and roller mark. Modern scrubbable matte paints have narrowed the gap, but this guide still holds:',
      },
      {
        type: 'table',
        caption: 'Paint sheen by room',
        head: ['Room or surface', 'Recommended sheen', 'Why'],
        rows: [
          ['Ceilings', 'Flat', 'Hides imperfections and avoids glare from lights and windows'],
          ['Living rooms, dining rooms and bedrooms', 'Matte or eggshell', 'A soft, even look that still takes light cleaning'],
          ['Hallways, stairways and kids\' rooms', 'Eggshell or satin', 'Stands up to hands, backpacks and scuffs'],
          ['Kitchens and laundry rooms', 'Satin', 'Wipes clean of grease and splatters'],
          ['Bathrooms', 'Satin or semi-gloss, or a matte paint made for baths', 'Resists moisture; mildew-resistant formulas help in steamy rooms'],
          ['Trim, doors and cabinets', 'Semi-gloss or a cabinet enamel', 'A hard finish that handles frequent cleaning'],
          ['Exterior stucco and siding', 'Flat or low-sheen on stucco; satin on wood and siding', 'Low sheen hides stucco texture; satin sheds dirt on smooth surfaces'],
        ],
      },
      { type: 'h2', id: 'prep', text: 'Prep is most of the job' },
      {
        type: 'p',
        text: 'Professional painters spend more time preparing than painting, because paint only holds as well as the surface under it. For interior walls the sequence looks like this:',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Protect the room.** Move furniture to the center and cover it, lay drop cloths, and take off switch plates, outlet covers and hardware.',
          '**Clean.** Wash kitchen and bathroom walls with a degreasing cleaner and rinse; paint will not bond to grease or soap film.',
          '**Repair.** Fill nail holes and dents with spackle, tape and mud cracks, and sand patches smooth and flush.',
          '**Caulk.** Run a bead of paintable caulk along gaps between trim and walls for a clean, tight line.',
          '**Prime where needed.** Spot-prime patches, use a stain-blocking primer over water stains, smoke or marker, and a bonding primer over glossy surfaces such as old oil-based trim.',
          '**Cut in, then roll.** Brush a band along ceilings, corners and trim, then roll the walls while those edges are still wet, so no lines show where brush meets roller.',
        ],
      },
      {
        type: 'p',
        text: 'Not sure whether old trim has oil-based paint? Rub a small spot with a cotton ball dampened with rubbing alcohol. Latex paint softens and transfers to the cotton; oil-based paint does not, and needs a bonding primer before latex goes over it.',
      },
      {
        type: 'p',
        text: 'Latex paint is usually dry to the touch within an hour or so and ready for a second coat a few hours later, depending on temperature and humidity, but it takes weeks to cure fully. Follow the recoat time on the can, wait before scrubbing new paint, and leave a little space before pushing furniture back against the walls.',
      },
      {
        type: 'image',
        image: { key: 'interior-living-paint', alt: 'Living room with warm greige walls and crisp white trim' },
        caption: 'Eggshell walls and semi-gloss trim: the walls stay soft and glare-free while the trim wipes clean.',
      },
      { type: 'h2', id: 'color', text: 'Choosing color without the guesswork' },
      {
        type: 'p',
        text: 'For paint, the **60-30-10** rule works out neatly: let one color cover roughly 60% of what you see, usually the walls; give about 30% to a second color on trim, cabinets or an accent wall; and save the boldest 10% for a front door, a powder room or a painted piece of furniture. Holding the strongest color to a small share keeps it exciting instead of overwhelming.',
      },
      {
        type: 'p',
        text: 'Paint chips are small and printed under store lighting. Paint sample swatches at least two feet square, or use peel-and-stick samples, on two different walls, and look at them over a full day before you commit. Undertones that hide on a chip, like the green in many grays or the pink in some beiges, show up quickly across a whole wall.',
      },
      { type: 'h2', id: 'exterior', text: 'Exterior paint in salt air' },
      {
        type: 'p',
        text: 'Near the coast, salt, fog and strong sun all work against exterior paint. Salt settles on walls and trim and holds moisture against them, rusting fasteners and railings stain the paint around them, and ultraviolet light chalks and fades south- and west-facing walls first. A coastal exterior that is prepared well and maintained lasts far longer than one that is not.',
      },
      {
        type: 'list',
        items: [
          '**Wash first.** Clean with fresh water to remove salt, chalk and mildew, then let the surface dry completely. Paint applied over salt residue can blister and peel.',
          '**Repair stucco and wood.** Fill stucco cracks, replace rotted trim and sill wood, and prime bare wood before painting.',
          '**Treat metal.** Remove rust and use a rust-inhibiting primer on iron and steel; replace rusting nails and screws with stainless steel.',
          '**Use a 100% acrylic exterior paint** with mildew resistance. On stucco with hairline cracks, an elastomeric coating can bridge them, but it has to be the right product for the wall, since some elastomerics can trap moisture.',
          '**Time the work.** Start after the morning marine layer has burned off and the surface is dry, stop early enough for the paint to set before evening dampness, avoid hot direct sun, and check the can for minimum temperatures.',
          '**Maintain it.** Rinse salt off the walls once or twice a year and touch up chips and cracks promptly. Homes close to the water typically need repainting sooner than homes inland.',
        ],
      },
      { type: 'h2', id: 'lead-safe', text: 'Homes built before 1978: lead-safe painting' },
      {
        type: 'p',
        text: 'Lead-based paint was banned for residential use in the United States in 1978, so homes built before then may have it under newer coats, most often on windows, doors, trim and exterior surfaces. Lead paint that is intact and covered is not an immediate hazard; the danger is the dust and chips created when it is sanded, scraped or demolished. Young children and pregnant women are most at risk.',
      },
      {
        type: 'p',
        text: 'The EPA\'s Renovation, Repair and Painting (RRP) rule covers paid work that disturbs painted surfaces in pre-1978 homes. Contractors doing that work must be EPA-certified firms, must give you the EPA\'s Renovate Right pamphlet before work begins, and must follow lead-safe practices whenever the work disturbs more than 6 square feet of paint per room inside or 20 square feet outside, or includes replacing windows. In practice, that means:',
      },
      {
        type: 'list',
        items: [
          'Testing painted surfaces with an EPA-recognized test kit, or assuming lead is present',
          'Sealing off the work area with plastic sheeting and keeping family members and pets out',
          'Never using open-flame burning, power sanding or grinding without HEPA dust collection, or heat guns above 1,100°F',
          'Wet-scraping and wet-sanding by hand, or using tools with HEPA-shrouded dust collection',
          'Cleaning every day with a HEPA vacuum and wet wiping, and verifying the cleanup before the area is reopened',
        ],
      },
      {
        type: 'callout',
        title: 'Painting your own older home?',
        text: 'The RRP rule does not apply to homeowners working on the home they live in, but the hazards are the same. Follow the same lead-safe practices, and keep children away from the work area until it has been thoroughly cleaned.',
      },
    ],
  },

  // ---------------------------------------------------------------------------------------------
  // FAQ
  // ---------------------------------------------------------------------------------------------
  {
    slug: 'faq',
    seo: {
      title: `Remodeling FAQ: Timelines, Permits & Payments | ${business.shortName}`,
      description:
        'Answers to common remodeling questions: how long kitchens and baths take, permits, payments, warranty, living at home during the work and 3D design.',
    },
    heading: 'Frequently Asked Questions',
    intro: `Straight answers to the questions homeowners ask us most, from how long a remodel takes to how payments, permits and our ${business.warranty.label} work.`,
    updated: '2026-11-15',
    body: [
      { type: 'h2', id: 'timing', text: 'Timing and planning' },
      {
        type: 'qa',
        question: 'How long does a bathroom remodel take?',
        answer: [
          `Most bathroom remodels take ${business.durations.bathroom} of construction. A hall bath that keeps its layout sits at the short end; a primary bath with a new walk-in shower, relocated plumbing and frameless glass sits at the long end. Shower glass is measured once the tile is in and is made to order, which is one reason a bathroom takes longer than the demolition and tile work alone would suggest.`,
          'Design, selections and the permit come first, so the time from our first meeting to a finished room is longer than the construction period itself.',
        ],
      },
      {
        type: 'qa',
        question: 'How long does a kitchen remodel take?',
        answer: [
          `Most kitchen remodels take ${business.durations.kitchen} of construction, depending on scope. Keeping the layout and choosing stock or semi-custom cabinets keeps a project toward the short end; moving walls, relocating plumbing or gas, and custom cabinetry push it toward the long end.`,
          'Countertops often set the pace: the fabricator templates them after the base cabinets are installed, then needs time to cut and finish the slabs. You get a written schedule before demolition, and your project manager keeps it up to date as the work moves along.',
        ],
      },
      {
        type: 'qa',
        question: 'How far ahead should we start planning?',
        answer: [
          'Start **2-3 months** before you want construction to begin. That leaves time for design and 3D renderings, selections, a final quote, permit review and ordering cabinets, tile and fixtures, so the crew is never waiting on materials once your kitchen or bath has been torn out.',
          'If you are working toward a date, such as a holiday, a new baby or visiting family, tell us at the first meeting and we will plan backward from it.',
        ],
      },
      { type: 'h2', id: 'quotes-payments', text: 'Quotes and payments' },
      {
        type: 'qa',
        question: 'How do quotes work?',
        answer: [
          `It starts with a free in-home consultation. Send us a request through the website and we reply ${business.replyPromise} to set up a visit. At your home we look at the space, measure, check the plumbing, electrical panel and structure, and talk through your goals and budget.`,
          'After the visit you receive a written, itemized quote based on your design and selections. If you are weighing options, such as semi-custom against full custom cabinets, we can price both so you decide with real numbers instead of guesses.',
        ],
      },
      {
        type: 'qa',
        question: 'How much will my remodel cost?',
        answer: [
          'It depends on the size of the room, whether the layout changes, the condition of the house and the materials you choose. Our cost guide lists typical ranges for kitchens, bathrooms and custom cabinetry in San Diego County and what each tier usually includes. Once we have seen your home, the itemized quote replaces those ranges with a price for your project.',
        ],
      },
      {
        type: 'qa',
        question: 'How do payments work?',
        answer: [
          'Nothing is paid in one lump sum. You put down a **deposit** when the contract is signed, make **progress** payments as each agreed stage of the work is finished, and make a **final** payment once the last inspection has passed and we have walked the finished room with you. Your contract lists every installment next to the milestone it is tied to.',
          'The deposit is kept within the limit California sets for home improvement contracts, and no progress payment is ever requested ahead of the work it pays for.',
        ],
      },
      {
        type: 'qa',
        question: 'What happens if you find a problem once the walls are open?',
        answer: [
          'In older homes it does happen: a leaking drain, rotted framing, or wiring that is not safe to reuse. We stop, show you what we found with photos, explain the options and give you a written change order with the price before doing any extra work. California requires changes to a home improvement contract to be in writing, and nothing is added to your bill without your signature.',
        ],
      },
      { type: 'h2', id: 'permits-license-warranty', text: 'Permits, license and warranty' },
      {
        type: 'qa',
        question: 'Do you handle permits?',
        answer: [
          `Yes. ${business.shortName} handles all permits and inspections for the work we do. We prepare the drawings, submit them to the building department that covers your address, respond to plan-check comments, schedule each inspection and meet the inspector on site.`,
          'If your home is in the coastal zone or your association has its own design review, we help you prepare those submissions too. Our permit guide walks through the whole process.',
        ],
      },
      {
        type: 'qa',
        question: 'Are you licensed and insured?',
        answer: [
          `Yes. We hold a ${business.licenseClass} license, number ${business.licenseNumber}, and we are insured. You can confirm the license and its status on the Contractors State License Board website, and we are glad to send a current certificate of insurance before work begins.`,
        ],
      },
      {
        type: 'qa',
        question: 'What warranty do you offer?',
        answer: [
          `Our work is backed by a ${business.warranty.label}. If something we built fails because of how it was installed, such as a cabinet door that sags or a leak at a connection we made, call us and we come back and make it right.`,
          'Products such as appliances, faucets, fans and flooring also carry their manufacturers\' warranties, and we pass along the product details you need to register them.',
        ],
      },
      { type: 'h2', id: 'during', text: 'During the remodel' },
      {
        type: 'qa',
        question: 'Can we live at home during the remodel?',
        answer: [
          'Most families do. During a kitchen remodel, a temporary kitchen in the dining room or garage with the refrigerator, a microwave and a coffee maker gets most households through, and we seal the work area off with dust barriers. For a bathroom, it helps to have a second one; if you do not, we talk through the schedule before we start so you know which days the toilet and shower will be out of service.',
          'We clean up at the end of every workday and keep a clear path through the house. If older paint or materials need lead-safe or asbestos handling, children and pets should stay away from that part of the home until the cleanup is complete.',
        ],
      },
      {
        type: 'qa',
        question: 'Who will we be dealing with, and how will we stay informed?',
        answer: [
          `Your project manager is your single point of contact from start to finish. Experienced carpenters, painters and installers do the finish work, with licensed plumbers and electricians for everything behind the walls. You get a written schedule before demolition and regular updates during the job, and our office is open ${business.hours.label}.`,
        ],
      },
      { type: 'h2', id: 'design-area', text: 'Design and service area' },
      {
        type: 'qa',
        question: 'Do you offer 3D design?',
        answer: [
          'Yes. We build a 3D model of your room from our measurements, with your layout, cabinets, finishes and lighting, so you can see the space from every angle before anything is ordered. Moving an island or trying a different tile at this stage takes minutes; the same change during construction can cost weeks.',
        ],
      },
      {
        type: 'qa',
        question: 'What kinds of projects do you take on?',
        answer: [
          'Kitchen and bathroom remodels, custom cabinetry, interior and exterior painting, and flooring, along with 3D design. Many projects combine several of these, such as a new kitchen with matching floors through the adjoining rooms and fresh paint throughout.',
        ],
      },
      {
        type: 'qa',
        question: 'What areas do you serve?',
        answer: [
          `We are based in San Diego and serve homeowners throughout San Diego County, including La Jolla, Point Loma, Del Mar, Coronado, Carlsbad, Encinitas, Rancho Santa Fe and Carmel Valley. If you are not sure whether we work in your neighborhood, just ask when you request a quote.`,
        ],
      },
    ],
  },
])
