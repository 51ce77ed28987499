/**
 * The four blog articles, newest first. The /blog index shows each as a card (image, category, date, title,
 * excerpt); each has its own page at /blog/<slug>, which adds the hero image, "Back to Blog" and a call to action.
 */
import { z } from 'zod'
import { business } from './business.ts'
import { Article, defineContent } from './schema.ts'

export const articles = defineContent('articles', z.array(Article).length(4), [
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'choosing-cabinet-materials',
    seo: {
      title: `Choosing Cabinet Materials: Wood, Plywood, MDF | ${business.shortName}`,
      description:
        'Solid wood, plywood, MDF, particleboard, thermofoil and laminate compared, plus finishes, hardware and what holds up in humid coastal San Diego homes.',
    },
    title: 'Choosing Cabinet Materials: A Practical Guide for San Diego Homes',
    excerpt:
      'Solid wood, plywood, MDF, particleboard, thermofoil or laminate? How each cabinet material behaves, where it belongs, and what lasts in a humid coastal home.',
    category: 'Custom Cabinetry',
    date: '2025-10-07',
    image: { key: 'cabinetry-pantry', alt: 'Walk-in pantry with custom floor-to-ceiling cabinets, pull-out drawers and open shelves' },
    readingMinutes: 9,
    body: [
      {
        type: 'p',
        text: 'Two sets of cabinets can look almost identical in a showroom and age very differently in your home. What separates them is mostly out of sight: the material of the cabinet box, how the drawers are put together, the hinges and slides, and the finish on the doors. Cabinets are also one of the largest line items in a kitchen remodel, so it pays to know what you are buying.',
      },
      {
        type: 'p',
        text: 'This guide walks through the common cabinet materials, how painted and stained finishes differ, which hardware is worth paying for, and what changes when you live near the coast. It ends with a side-by-side comparison and a short list of questions to ask about any cabinet quote.',
      },
      { type: 'h2', text: 'The box and the doors are two different decisions', id: 'box-and-doors' },
      {
        type: 'p',
        text: 'Every cabinet has two parts. The **box** (also called the case or carcass) is the sides, bottom, back and shelves; it carries the weight of the countertop, holds the hinge and slide screws, and sits over the plumbing. The **doors and drawer fronts** are what you see and touch every day. The best material for one is often not the best for the other, and good cabinetry usually mixes them: a plywood box with painted MDF doors, for example, or a plywood box with solid wood doors for a stained finish.',
      },
      {
        type: 'p',
        text: 'Construction style matters too. **Framed** cabinets have a solid wood face frame glued to the front of the box; doors sit on top of it or, in inset cabinetry, flush inside it. **Frameless** (European-style) cabinets skip the frame, so the doors cover the whole box and you gain a little interior width and easier access. Both last for decades when built well; the choice is mostly about the look you want.',
      },
      { type: 'h2', text: 'The materials, one by one', id: 'materials' },
      { type: 'h3', text: 'Solid wood' },
      {
        type: 'p',
        text: 'Solid wood is the traditional choice for face frames, door frames and drawer boxes. Maple is smooth and tight-grained and takes both paint and stain; white oak, especially rift-sawn, has a straight, calm grain that suits modern and Craftsman kitchens alike; cherry darkens noticeably with age and light; walnut is rich and dark; alder, common on the West Coast, is a softer wood often used with a rustic or knotty look.',
      },
      {
        type: 'p',
        text: 'Solid wood can be sanded and refinished more than once, and it holds screws well. Its weakness is movement: boards expand and shrink across the grain as humidity changes. That is why a well-made wood door is a frame with a floating center panel that can move inside it, and why cabinet boxes are rarely built from solid boards. Large, flat solid wood panels tend to cup or split over time.',
      },
      { type: 'h3', text: 'Plywood' },
      {
        type: 'p',
        text: 'Plywood is made of thin layers of wood veneer glued with the grain of each layer turned across the one below. The cross-grain layers make it strong, relatively light and far more stable than solid wood, and it holds hinge and slide screws through years of adjustments. For cabinet boxes, hardwood plywood with a smooth maple or birch face is the usual choice, and 3/4-inch sides are a sign of a well-built box; thinner sides and backs save money but flex more.',
      },
      {
        type: 'p',
        text: 'Plywood is not waterproof, but it tolerates a slow drip or a wet sponge far better than particleboard: it may stain, but it rarely swells apart. That makes it our default for sink bases, bathroom vanities and anything near a dishwasher.',
      },
      { type: 'h3', text: 'MDF (medium-density fiberboard)' },
      {
        type: 'p',
        text: 'MDF is made of fine wood fibers pressed with resin into dense, perfectly smooth sheets. It has no grain and barely moves with humidity, which makes it the best material for painted slab doors and for the center panels of painted shaker doors: the paint stays smooth and the joints do not open up. It machines cleanly, so it is also used for routed and curved profiles.',
      },
      {
        type: 'p',
        text: 'MDF is heavy, and a raw edge that gets wet will swell and stay swollen, so every surface must be sealed by the finish. Screws hold well in its face but poorly in its edges, which is one reason it is better for doors and panels than for whole boxes. Composite panels sold in California must meet the state\'s formaldehyde emission limits; look for CARB Phase 2 or TSCA Title VI labeling, or ask for no-added-formaldehyde panels if indoor air is a priority.',
      },
      { type: 'h3', text: 'Particleboard' },
      {
        type: 'p',
        text: 'Particleboard is made of wood chips and resin, usually covered with a melamine surface. It is the least expensive cabinet material and it is what most flat-pack and builder-grade cabinets are made of. In a dry room with light loads, such as a closet system or a home office, it can serve well for years.',
      },
      {
        type: 'p',
        text: 'Its problems show up with water and weight. Once the edge banding is breached, a leak under a sink makes particleboard swell and crumble, and it cannot be repaired, only replaced. Hinge screws strip out after a few adjustments, and long shelves sag under dishes and canned goods. We do not recommend it for kitchen sink bases, vanities or laundry rooms.',
      },
      { type: 'h3', text: 'Thermofoil and laminate' },
      {
        type: 'p',
        text: '**Thermofoil** is a vinyl film heat-pressed over shaped MDF doors. It is smooth, easy to wipe clean and inexpensive, and it gives a painted look without painting. It does not like heat: next to an oven, under a toaster or above a dishwasher that vents steam, the film can yellow or peel, and peeled thermofoil cannot be patched. If you choose it, ask for heat shields beside the range and dishwasher.',
      },
      {
        type: 'p',
        text: '**High-pressure laminate** (HPL) is a much tougher surface, the same family of material as laminate countertops, bonded to a stable core. It resists scratches, stains and moisture, comes in solid colors and convincing wood looks, and suits flat slab doors in modern kitchens, laundry rooms and kids\' bathrooms. Its lighter cousin, **melamine**, is what lines the interiors of many cabinets: durable, easy to clean and a sensible choice inside the box even when the outside is wood.',
      },
      { type: 'h2', text: 'Painted or stained?', id: 'painted-or-stained' },
      {
        type: 'p',
        text: '**Painted cabinets** give you any color you want and a clean, tailored look. They also show chips and wear at the edges, and on five-piece wood doors a fine hairline often appears at the joints where the frame pieces meet, because the wood moves with the seasons and the paint does not. That line is normal, not a defect; MDF center panels and MDF slab doors keep it to a minimum. Ask for a small bottle of matching touch-up paint with any painted order.',
      },
      {
        type: 'p',
        text: '**Stained and clear-finished cabinets** show the wood grain and hide everyday dings and fingerprints far better than paint. Stain looks different on every species and every board, so always approve a sample on the actual wood and door style, in your own light. Whichever you choose, a factory-sprayed catalyzed finish or conversion varnish is harder and more durable than paint brushed on site.',
      },
      { type: 'image', image: { key: 'painting-cabinets', alt: 'Kitchen cabinets with a smooth factory-painted finish and new hardware' }, caption: 'A sprayed, cured finish is what keeps painted cabinets looking new after years of daily use.' },
      { type: 'h2', text: 'Hardware and drawers: where quality shows every day', id: 'hardware' },
      {
        type: 'list',
        items: [
          '**Hinges:** concealed, soft-close hinges that adjust in three directions let the installer line up every door gap, and let you fix a sagging door with a screwdriver years later. Inset doors need especially precise hinges.',
          '**Drawer slides:** full-extension, soft-close undermount slides let you reach the back of the drawer and hide the hardware under the drawer box. Check the load rating on slides for deep pot and pan drawers.',
          '**Drawer boxes:** dovetailed solid wood or plywood boxes with the bottom set into a groove will outlast stapled particleboard boxes many times over. Pull out a drawer in the showroom and look at the corners.',
          '**Pulls and knobs:** pick the size by the drawer width and the finish by what else is in the room. Solid brass and stainless steel age well; thin plated zinc is where low-cost hardware cuts corners.',
        ],
      },
      { type: 'h2', text: 'Humidity and salt air in coastal San Diego', id: 'coastal' },
      {
        type: 'p',
        text: 'Homes within a few miles of the ocean, from Imperial Beach to Oceanside, live with the marine layer: damp mornings, dry afternoons and salt in the air. Cabinets in these homes go through more humidity swings than those inland, especially in vacation homes that stay closed for weeks. Three choices make the biggest difference.',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Stable materials.** Plywood boxes and MDF or well-made frame-and-panel doors handle humidity swings without warping. Solid wood slab doors are the riskiest choice near the beach.',
          '**Sealed everywhere.** Backs, undersides and sink cutouts should be finished or edge-banded, not left raw. Water and damp air get in through the surfaces nobody sees.',
          '**Corrosion-resistant hardware.** Salt air pits cheap plated hinges and pulls within a few years. Solid brass, quality stainless steel (316 grade is the most resistant right by the water) and hardware with a PVD finish hold up far longer.',
        ],
      },
      {
        type: 'p',
        text: 'A leak sensor or a waterproof liner in the sink base is a small extra that protects the cabinet you paid for. For outdoor kitchens on a patio or balcony, skip wood and MDF entirely: stainless steel or marine-grade polymer cabinets are made for sun, fog and salt.',
      },
      { type: 'h2', text: 'Choosing by room', id: 'by-room' },
      {
        type: 'list',
        items: [
          '**Kitchen:** plywood boxes, dovetailed drawers and soft-close hardware, with doors chosen for the look: MDF for paint, solid wood for stain, laminate for a sleek modern slab.',
          '**Bathroom vanities:** plywood boxes and a durable sprayed finish or HPL, since vanities live with splashes and steam. This is the wrong place for particleboard or thermofoil.',
          '**Laundry room:** plywood or HPL, with a sealed base under the sink and room for a water shut-off valve you can reach.',
          '**Closets and offices:** melamine-faced panels are practical and economical in these dry rooms; spend on adjustable shelving and good drawer slides instead.',
          '**Built-ins and bookcases:** painted MDF with solid wood edges and face frames, and plywood shelves, which sag less than particleboard under books.',
          '**Garage:** melamine is fine if the cabinets sit off the slab on legs or a wall rail, away from water that runs in under the door.',
        ],
      },
      { type: 'image', image: { key: 'cabinetry-vanity', alt: 'Custom bathroom vanity with drawers, a stone top and an undermount sink' } },
      { type: 'h2', text: 'Choosing by budget', id: 'by-budget' },
      {
        type: 'p',
        text: 'For a typical San Diego kitchen, we see cabinet budgets of about $15,000-$25,000 for stock lines, $25,000-$35,000 for semi-custom and $35,000+ for full custom work. Within any budget, spend first on what is hard to change later: the boxes, the drawer construction and the hinges and slides. Door style, hardware and paint color can all be changed down the road; a sink base that swells cannot.',
      },
      {
        type: 'p',
        text: 'Good places to save include simpler door profiles (a plain shaker costs less than a detailed raised panel), fewer specialty pull-outs, open shelves in place of a run of upper cabinets, and laminate or melamine in the laundry room and closets. Mixing a semi-custom line for standard runs with a few custom pieces, such as an island or a pantry wall, is another way to put the money where it shows.',
      },
      {
        type: 'table',
        caption: 'Cabinet materials compared',
        head: ['Material', 'Best used for', 'Strengths', 'Watch out for', 'Relative cost'],
        rows: [
          ['Solid wood', 'Face frames, door frames, drawer boxes', 'Strong, refinishable, beautiful grain', 'Moves with humidity; large slabs can warp', 'High'],
          ['Plywood', 'Cabinet boxes, shelves, sink bases', 'Stable, strong, holds screws, tolerates moisture', 'Quality varies with ply count and thickness', 'Medium to high'],
          ['MDF', 'Painted doors and panels', 'Smooth, stable, ideal for paint', 'Heavy; swells if an edge gets wet', 'Medium'],
          ['Particleboard', 'Closets and other dry areas', 'Lowest cost, flat melamine surfaces', 'Swells and crumbles when wet; shelves sag', 'Low'],
          ['Thermofoil', 'Budget painted-look doors', 'Easy to clean, no painting', 'Peels near heat; cannot be repaired', 'Low to medium'],
          ['High-pressure laminate', 'Modern slab doors, laundry, kids\' baths', 'Tough, moisture- and stain-resistant', 'Visible edges; limited to flat doors', 'Medium'],
        ],
      },
      { type: 'h2', text: 'Bringing it together', id: 'conclusion' },
      {
        type: 'p',
        text: 'For most San Diego kitchens and bathrooms, the combination that holds up best is simple: **plywood boxes, dovetailed drawers on full-extension soft-close slides, adjustable soft-close hinges, and doors chosen for the finish**: MDF or MDF-panel doors if you want paint, solid wood if you want stain. Near the coast, add sealed edges and corrosion-resistant hardware. Save particleboard and melamine for dry rooms, keep thermofoil away from heat, and keep wood out of outdoor kitchens.',
      },
      {
        type: 'p',
        text: 'When you compare quotes, compare what is inside the cabinets, not just the door photos. These questions make any two proposals easier to compare:',
      },
      {
        type: 'list',
        items: [
          'What are the box sides, bottom and back made of, and how thick are they?',
          'How are the drawer boxes joined, and what are the bottoms made of?',
          'Which hinges and slides are included, and are they soft-close and full-extension?',
          'How is the finish applied and cured, and is touch-up material included?',
          'What does the manufacturer\'s warranty cover, and who handles adjustments after installation?',
        ],
      },
      {
        type: 'p',
        text: `Cabinets are the part of a remodel you open and close thousands of times a year, so it is worth choosing them slowly. If you would like to see and handle the options, ${business.shortName} can bring door samples, finish chips and drawer boxes to your home, design the cabinetry in 3D, and install it with our ${business.warranty.label} behind the work.`,
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'bathroom-renovation-guide',
    seo: {
      title: `The Complete Bathroom Renovation Guide | ${business.shortName}`,
      description:
        'Plan a bathroom remodel step by step: layout and code clearances, shower, vanity and toilet choices, tile, ventilation, waterproofing and a realistic timeline.',
    },
    title: 'The Complete Bathroom Renovation Guide',
    excerpt:
      'Everything to decide before a bathroom remodel, from layout, fixtures and tile to fans and waterproofing, plus a step-by-step timeline of the construction.',
    category: 'Bathroom Remodeling',
    date: '2025-07-15',
    image: { key: 'bathroom-spa-shower', alt: 'Curbless walk-in shower with frameless glass, a tiled bench and a linear drain' },
    readingMinutes: 8,
    body: [
      {
        type: 'p',
        text: 'A bathroom is the smallest room most people remodel and one of the most complicated. In a few dozen square feet you have water supply and drains, electrical near water, ventilation, waterproofing, tile, glass and cabinetry, all of which have to work together for decades. This guide covers the decisions in the order we make them with homeowners, then shows what happens during construction, step by step.',
      },
      { type: 'h2', text: 'Planning: decide what the room has to do', id: 'planning' },
      {
        type: 'p',
        text: 'Start with who uses the bathroom and how. A primary bathroom shared by two people getting ready at the same time needs two sinks, good light at both mirrors and a shower that does not flood the floor. A hall bath used by children needs a tub, durable surfaces and easy cleaning. A powder room is mostly about looks. A bathroom you want to use into your later years needs a low or curbless shower entry, a place to sit and solid blocking behind the walls for grab bars.',
      },
      {
        type: 'p',
        text: 'Then decide whether the layout stays. Keeping the toilet, shower and sink where they are is the biggest single way to control cost. Moving a toilet means moving a 3-inch drain with the right slope, and many San Diego homes sit on a concrete slab, where relocating drains means cutting and patching the slab. It is often worth it, but it should be a deliberate choice.',
      },
      {
        type: 'p',
        text: 'Most remodels that move plumbing, add circuits or change the fan need a building permit, and the inspector will check the work before walls are closed. A licensed contractor pulls the permit and schedules the inspections; budget time for them in the schedule.',
      },
      { type: 'h2', text: 'Layout and clearances', id: 'layout' },
      {
        type: 'p',
        text: 'California\'s plumbing code sets minimum clearances, and a comfortable bathroom usually exceeds them:',
      },
      {
        type: 'list',
        items: [
          '**Toilet:** at least 15 inches from the center of the toilet to any side wall, vanity or tub, and at least 24 inches of clear space in front of it. Eighteen inches to the side feels noticeably roomier.',
          '**Shower:** a finished interior of at least 1,024 square inches that can contain a 30-inch circle. That rules out a 30 x 30 in stall; 32 x 32 in is the practical minimum, and 36 x 48 in or larger is far more comfortable.',
          '**Shower door:** a clear opening of at least 22 inches, swinging out of the shower.',
          '**Vanity:** allow about 30 inches of clear floor in front of the sink, and plan at least 60 inches of vanity width for two sinks, with 72 inches giving each person real counter space.',
        ],
      },
      {
        type: 'p',
        text: 'Watch the door swing: a door that hits the toilet or vanity is a daily annoyance, and a pocket or barn door can free up a surprising amount of space in a narrow room. Place the shower valve near the entry so you can turn the water on without stepping under a cold spray.',
      },
      { type: 'h2', text: 'Choosing the main components', id: 'components' },
      { type: 'h3', text: 'Tub, shower or both' },
      {
        type: 'p',
        text: 'Replacing a little-used tub with a walk-in shower is the most requested bathroom change we make. If it is the only tub in the house and you have young children, or you plan to sell in a few years, consider keeping a tub in one bathroom. Freestanding tubs need floor space around them and a floor-mounted or wall-mounted filler; heavy cast-iron or stone tubs may need the floor framing checked. In the shower, every new valve must be pressure-balancing or thermostatic to prevent scalding, and a handheld shower on a slide bar makes cleaning and bathing kids or pets easier.',
      },
      { type: 'h3', text: 'Vanity and countertop' },
      {
        type: 'p',
        text: 'Vanities now usually stand 34 to 36 inches tall, closer to kitchen height than the old 30-inch standard. Drawers store far more than doors over an open cabinet, and a floating vanity makes a small room feel larger and the floor easy to clean. Quartz is the low-maintenance top; an undermount sink is easier to wipe than a vessel sink, which adds height and splashes.',
      },
      { type: 'h3', text: 'Toilet' },
      {
        type: 'p',
        text: 'New toilets sold in California use no more than 1.28 gallons per flush, and the better models clear the bowl reliably. Comfort-height toilets (about 17 to 19 inches to the seat) are easier on knees; elongated bowls are more comfortable but need more depth. A wall-hung toilet with the tank inside the wall saves space and makes cleaning easy, but it needs a thicker wall or carrier frame, planned before framing. If you want a bidet seat, plan a GFCI-protected outlet beside the toilet before the tile goes on.',
      },
      { type: 'h2', text: 'Materials that last in a wet room', id: 'materials' },
      {
        type: 'p',
        text: '**Porcelain tile** is the workhorse: dense, nearly waterproof, and available in stone, wood and concrete looks. Ceramic tile is fine on walls. Natural stone such as marble is beautiful but softer, stains and etches, and needs sealing; many homeowners use it on the vanity wall and choose porcelain for the shower floor.',
      },
      {
        type: 'p',
        text: 'For floors, ask about slip resistance: tile intended for wet interior floors should meet a DCOF rating of at least 0.42 under the ANSI A137.1 standard. On the shower floor, small tiles such as 2-inch mosaics give more grip underfoot and follow the slope to the drain. On the walls, large-format tiles mean fewer grout lines to clean. Cement grout needs sealing; epoxy or urethane grouts cost more to install but resist stains and mildew. San Diego\'s hard water leaves spots on glass and dark, glossy surfaces, so matte tiles, lighter grout and a squeegee in the shower save cleaning time.',
      },
      { type: 'image', image: { key: 'bathroom-tub-tile', alt: 'Bathroom with a deep soaking tub, patterned floor tile and white wall tile' }, caption: 'Patterned porcelain on the floor and simple wall tile: durable surfaces with a strong look.' },
      { type: 'h2', text: 'Ventilation, waterproofing and electrical', id: 'ventilation-waterproofing' },
      {
        type: 'p',
        text: 'Most bathroom failures start with water or steam. Tile and grout are not waterproof, and neither is cement board; they shed water but let moisture through. What keeps the framing dry is a continuous **waterproofing membrane**, either a sheet product or a liquid-applied coating, covering the shower walls, niches, bench and floor and lapped into the drain. The shower floor is sloped to the drain under the tile, and before tile is set we fill the pan with water and leave it overnight to prove it holds. Many building departments inspect this step.',
      },
      {
        type: 'p',
        text: 'The exhaust fan removes the steam. Size it at about **1 CFM per square foot** of floor area, with a minimum of 50 CFM, for bathrooms up to 100 square feet; larger rooms are sized by fixture, adding capacity for each toilet, shower and tub. The fan must be ducted to the outside, never into the attic, and California\'s green building code calls for humidity control on new bathroom fans, so a fan with a built-in humidity sensor turns itself on and off. Choose a quiet fan; people do not run loud ones.',
      },
      {
        type: 'p',
        text: 'Every bathroom receptacle must be GFCI-protected, and bathroom outlets need a 20-amp circuit. A fan or light over the tub or shower must be listed for that location. Heated floors, towel warmers and lighted mirrors each add electrical needs, so decide on them before the walls are opened.',
      },
      { type: 'h2', text: 'Storage that keeps the counter clear', id: 'storage' },
      {
        type: 'list',
        items: [
          '**Recessed medicine cabinet:** fits between studs, but check the wall first for plumbing vents and wiring, and avoid exterior walls where it would displace insulation.',
          '**Shower niches:** place them on interior walls and size them to line up with the tile layout, so no thin slivers of tile are needed.',
          '**Vanity drawers:** a drawer with an outlet inside keeps hair dryers and toothbrushes charged and off the counter.',
          '**Linen tower or tall cabinet:** uses vertical space beside the vanity or over the toilet for towels and supplies.',
          '**Hooks and bars:** hooks near the shower dry towels faster than a crowded towel bar, and blocking installed now lets you add grab bars later.',
        ],
      },
      { type: 'h2', text: 'Luxury features worth considering', id: 'luxury' },
      {
        type: 'p',
        text: '**Curbless showers** have no step at the entry. They look open and are the safest choice for aging in place, but the floor has to be recessed so the shower can still slope to the drain, which means lowering floor joists or cutting a slab. A linear drain along the back wall keeps the slope to one direction and allows large floor tiles.',
      },
      {
        type: 'p',
        text: '**Heated floors** use a thin electric mat under the tile on its own GFCI-protected circuit, with a programmable thermostat so the floor is warm when you wake up. **Steam showers** need a vapor-tight enclosure, a sloped ceiling so condensation runs down the walls, and a space for the generator nearby. **Thermostatic valves** hold a set temperature and can run several body sprays or a rain head at once. Lighted mirrors, towel warmers and a bidet seat round out the list; all of them are easier to plan now than to add later.',
      },
      { type: 'h2', text: 'The construction timeline, step by step', id: 'timeline' },
      {
        type: 'p',
        text: 'Once demolition starts, a full bathroom remodel follows the same sequence. The day ranges below are working days for each step in a typical primary or hall bathroom:',
      },
      {
        type: 'table',
        caption: 'Typical bathroom remodel timeline (working days)',
        head: ['Step', 'Days', 'What happens'],
        rows: [
          ['Demolition', '2-3', 'Floors, walls and fixtures removed; dust barriers and floor protection set up; framing and subfloor checked and repaired'],
          ['Plumbing rough-in', '2-3', 'Drains, supply lines and the shower valve installed or moved; blocking added for grab bars, glass and accessories'],
          ['Electrical', '1-2', 'Circuits, GFCI-protected outlets, lighting, exhaust fan and any heated-floor wiring roughed in'],
          ['Walls and ceiling', '2-3', 'Cement board in the shower and moisture-resistant drywall elsewhere; waterproofing membrane and flood test'],
          ['Tile', '3-5', 'Floor, shower walls, niches and bench tiled, then grouted and cleaned'],
          ['Vanity and fixtures', '2-3', 'Vanity, countertop, toilet, faucets, shower trim, mirrors and lights installed'],
          ['Final touches', '1-2', 'Paint, caulk, accessories, shower glass, cleaning and a walkthrough with you'],
        ],
      },
      {
        type: 'p',
        text: `Those steps add up to roughly three to four working weeks, but the calendar is longer than the working days. **Inspections** come between steps: plumbing, electrical and framing are inspected before the walls close, and the shower pan is often inspected too, so the crew waits for the inspector's visit. **Material lead times** matter just as much; special-order tile, vanities and fixtures should be on site before demolition begins. Frameless shower glass can only be measured once the tile is finished, and it usually takes another week or two to fabricate. Altogether, most bathroom remodels take ${business.durations.bathroom} from demolition to final walkthrough, depending on scope.`,
      },
      {
        type: 'callout',
        title: 'Before demolition day',
        text: 'Make every selection, from tile and grout color to the towel hooks, before work starts. A missing faucet or a tile on backorder can stop the job for days, and it is the most avoidable delay in any bathroom remodel.',
      },
      {
        type: 'p',
        text: `If you are planning a bathroom and want a second opinion on the layout, ${business.shortName} can measure the room, show you the design in 3D and give you a written, itemized quote, with the finished work backed by our ${business.warranty.label}.`,
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'surviving-remodel-chaos',
    seo: {
      title: `How to Survive a Home Remodel: Planning Tips | ${business.shortName}`,
      description:
        'How to plan a remodel and stay sane: a 20% contingency, a temporary kitchen, dust control, kids and pets, decision deadlines and whether to move out.',
    },
    title: 'Surviving Remodel Chaos: How to Plan a Remodel and Stay Sane',
    excerpt:
      'Dust, noise and no kitchen for weeks: a remodel tests any household. Here is how to plan ahead, budget for surprises and keep daily life running until it is done.',
    category: 'Home Renovation',
    date: '2025-04-08',
    image: { key: 'interior-living-paint', alt: 'Craftsman living room with warm greige walls and crisp white trim' },
    readingMinutes: 6,
    body: [
      {
        type: 'p',
        text: 'A remodel is exciting on paper and disruptive in real life. There is dust, noise, a crew at the door early in the morning and, for a kitchen, weeks of cooking without one. Most of the stress comes from a handful of predictable problems, though, and nearly all of them can be planned for. Here is what we tell homeowners before their project starts, so they reach the final walkthrough with their budget, their schedule and their sense of humor intact.',
      },
      { type: 'h2', text: 'Start planning 2-3 months ahead', id: 'plan-ahead' },
      {
        type: 'p',
        text: 'For a kitchen or bathroom, begin planning 2-3 months before you want construction to start. That time goes to design, selections, a written quote, permits and ordering materials. Permit review times vary by city and by how much you are changing, and custom cabinets, special-order tile and some appliances can take weeks to arrive. Starting early means the crew begins with everything on site instead of waiting on a delivery with your kitchen torn out.',
      },
      {
        type: 'list',
        ordered: true,
        items: [
          '**Two to three months out:** consultation, measurements, design, and an honest conversation about budget.',
          '**Six to eight weeks out:** final selections, signed contract and permit submittal.',
          '**Four to six weeks out:** order cabinets, tile, fixtures and appliances, and confirm delivery dates.',
          '**One to two weeks out:** empty the room, set up a temporary kitchen or bathroom routine, and make plans for kids and pets.',
        ],
      },
      { type: 'h2', text: 'Budget with a 20% contingency', id: 'budget' },
      {
        type: 'p',
        text: 'Set aside **20%** of the construction budget as a contingency, separate from the amount you plan to spend. On a $50,000 remodel, that is $10,000 you hope not to use. Older homes hide things no one can see until the walls are open: a subfloor softened by a decades-old leak, wiring that no longer meets code, corroded galvanized pipe, termite damage behind the drywall. A good contractor looks for these before pricing the job, but nobody can see inside a closed wall.',
      },
      {
        type: 'p',
        text: 'The contingency also covers your own changes. Once a room starts taking shape, many homeowners decide to add under-cabinet lighting or upgrade a faucet. That is fine when it is planned for, and stressful when it is not. If the money is still there at the end, spend it on something from your wish list, or keep it.',
      },
      {
        type: 'callout',
        title: 'Know how payments work',
        text: 'In California, the down payment on a home improvement contract cannot exceed $1,000 or 10% of the contract price, whichever is less. After that, payments should follow completed milestones, so you are never far ahead of the work. Ask for the payment schedule in the contract.',
      },
      { type: 'h2', text: 'Set decision deadlines', id: 'decisions' },
      {
        type: 'p',
        text: 'Late decisions are the most common cause of avoidable delays. Every selection, from tile and grout color to cabinet pulls, light fixtures, paint colors and appliance models, has a date by which it must be made for the schedule to hold. Ask your contractor for a selections list with those dates, and try to finish it before demolition. Appliance choices come first, because their exact dimensions determine the cabinet sizes.',
      },
      {
        type: 'p',
        text: 'Limit your options before you shop. Choosing among three countertop samples in your own kitchen light is easy; choosing among three hundred in a showroom is exhausting. If two people in the house are deciding, agree ahead of time on who has the final say for which rooms.',
      },
      { type: 'h2', text: 'Stay home or move out?', id: 'stay-or-move' },
      {
        type: 'p',
        text: 'Most families live at home through a kitchen or second-bathroom remodel. Moving out makes more sense when the project takes away something you cannot do without, or when dust and noise would reach the whole house. Think about work-from-home needs, young children, anyone with asthma or allergies, and pets that do not cope well with strangers and noise.',
      },
      {
        type: 'table',
        caption: 'Living at home during common projects',
        head: ['Project', 'Usually stay home?', 'What to plan'],
        rows: [
          ['Kitchen remodel', 'Yes', 'A temporary kitchen and a plan for meals and dishes'],
          ['Bathroom remodel, with another bathroom in the house', 'Yes', 'A shared-bathroom schedule for busy mornings'],
          ['Remodel of the only bathroom', 'Often not', 'Family, a short-term rental, or a gym shower for the weeks without a bathroom'],
          ['Whole-house flooring or refinishing', 'Not for the messiest days', 'A few nights away while floors are sanded, finished or cured'],
          ['Whole-home renovation', 'Usually not', 'A rental near school and work for the length of the project'],
        ],
      },
      {
        type: 'p',
        text: `For reference, most bathroom remodels take ${business.durations.bathroom} and most kitchen remodels ${business.durations.kitchen} of construction, depending on scope. Ask for your own project's schedule before you decide, and build in a margin rather than booking a rental that ends the day the work is planned to finish.`,
      },
      { type: 'h2', text: 'Set up a temporary kitchen', id: 'temporary-kitchen' },
      {
        type: 'p',
        text: 'Pick a spot away from the work, ideally near a sink: a dining room, family room, laundry room or the garage. Then set it up like a small apartment kitchen:',
      },
      {
        type: 'list',
        items: [
          'The refrigerator, moved from the kitchen or borrowed from the garage',
          'A microwave, toaster oven or air fryer, an electric kettle and the coffee maker',
          'A portable induction burner or a slow cooker for real meals',
          'A folding table for prep, a plastic tub for carrying dishes, and a drying rack',
          'A small set of plates, cups and utensils per person, and a few paper goods for busy nights',
        ],
      },
      {
        type: 'p',
        text: 'Plug high-wattage appliances into different circuits and run them one at a time, or you will spend the evening resetting breakers. Plan simple meals for the first week, cook a few freezer dinners before demolition, and make use of the grill; San Diego weather makes outdoor cooking practical almost all year.',
      },
      { type: 'h2', text: 'Protect kids and pets', id: 'kids-and-pets' },
      {
        type: 'p',
        text: 'A job site has open walls, tools, nails and cords, and it changes every day. Make the work area off limits with a closed door or a gate, and walk children through what they can and cannot touch. Tell the crew about pets, and keep dogs and cats in a closed room, a crate or day care while doors are propped open for deliveries; make sure tags and microchip details are current in case one slips out. If your home was built before 1978, ask how the crew will handle lead-based paint, and keep children and anyone pregnant well away from work that disturbs old paint.',
      },
      { type: 'h2', text: 'Keep the dust where the work is', id: 'dust' },
      {
        type: 'list',
        items: [
          '**Plastic barrier walls** with zippered doors around the work area, taped at the floor and ceiling',
          '**HVAC returns sealed** in the work zone, and the system off during demolition and drywall sanding',
          '**Floor protection** along the path from the door to the work area, and a sticky mat at the barrier',
          '**HEPA vacuums and air scrubbers**, plus sanders connected to dust extraction',
          '**Daily cleanup** at the end of each day, and a new HVAC filter once the job is done',
        ],
      },
      {
        type: 'p',
        text: 'Before work starts, pack away anything fragile or dust-sensitive in nearby rooms, close closet doors, and cover electronics and books with sheets.',
      },
      { type: 'h2', text: 'Agree on how you will communicate', id: 'communication' },
      {
        type: 'p',
        text: 'Decide at the start who your single point of contact is, how you will hear about progress (a short text at the end of each day works well) and when you will meet in person, for example once a week on site. Agree on working hours and where the crew will park. Any change to the scope should be a written change order with its price and its effect on the schedule, signed before the work is done. Keep one folder, paper or shared online, for the contract, selections, change orders and receipts.',
      },
      {
        type: 'p',
        text: 'Tell your neighbors before the dumpster arrives, and check your HOA rules for work hours, elevator use and parking. A little notice goes a long way with the people who will hear the tile saw.',
      },
      { type: 'h2', text: 'Take care of yourselves', id: 'stay-sane' },
      {
        type: 'p',
        text: 'Expect a low point. It usually comes in the middle of the project, when the walls are open, the old room is gone and the new one does not exist yet. Keep one room in the house normal and clutter-free as a retreat, get out of the house on weekends, and do not plan to host a holiday in a kitchen scheduled to be finished the week before. Mark the milestones too: the day the cabinets go in or the first shower in the new bathroom is worth celebrating.',
      },
      {
        type: 'p',
        text: `A remodel is temporary, and the room you end up with is not. If you want a team that plans the details with you before the first wall comes down, ${business.shortName} offers a free in-home consultation, a written schedule and a ${business.warranty.label} on the finished work.`,
      },
    ],
  },
  // ---------------------------------------------------------------------------------------------------------------
  {
    slug: 'kitchen-remodeling-trends-2025',
    seo: {
      title: `10 Kitchen Remodeling Trends for 2025 | ${business.shortName}`,
      description:
        'Warm woods, two-tone cabinets, quartzite, statement hoods, hidden pantries, induction and more: 2025 kitchen trends with practical notes for San Diego homes.',
    },
    title: '10 Kitchen Remodeling Trends for 2025',
    excerpt:
      'Warm wood, two-tone cabinets, natural stone, induction cooking and appliances that disappear: the kitchen trends of 2025, and what each one means in a San Diego home.',
    category: 'Kitchen Remodeling',
    date: '2025-01-14',
    image: { key: 'kitchen-navy-island', alt: 'Kitchen with a navy blue island, brass pulls and white perimeter cabinets' },
    readingMinutes: 7,
    body: [
      {
        type: 'p',
        text: 'Kitchen design in 2025 is moving away from the all-white and all-gray kitchens of the last decade toward warmer materials, smarter storage and appliances that blend into the cabinetry. Most of these changes are less about fashion than about how people use their kitchens now: more cooking at home, more time at the island, and more interest in clean indoor air and materials that last.',
      },
      {
        type: 'p',
        text: 'Here are ten trends we are designing with this year, each with a practical note for homes in San Diego County. You do not need all ten. A kitchen that picks two or three that suit the house and does them well will look better, and age better, than one that tries everything.',
      },
      { type: 'h2', text: '1. Warm wood tones', id: 'warm-wood' },
      {
        type: 'p',
        text: 'White oak, walnut and other natural woods are replacing gray and stark white cabinets. Rift-sawn white oak, with its straight and quiet grain, is the favorite for slab and shaker doors, while walnut brings a darker, richer note to islands and open shelves. Finishes have moved toward matte, natural-looking clear coats rather than orange or heavily tinted stains.',
      },
      {
        type: 'p',
        text: '**San Diego note:** wood changes color in strong sun over the years, so look at samples in your own kitchen light, especially if you have west-facing windows or a large slider. In a mid-century ranch or a bright coastal kitchen, a single wood element, such as the island or a range hood surround, warms the room without overwhelming it.',
      },
      { type: 'h2', text: '2. Two-tone cabinets', id: 'two-tone' },
      {
        type: 'p',
        text: 'Painting the island a different color from the perimeter cabinets, or pairing darker lower cabinets with lighter uppers, breaks up a long run of cabinetry and gives the room a focal point. Popular pairings this year include deep navy or forest green with white oak, warm white with walnut, and soft sage or taupe with natural wood. Repeating each color somewhere else in the room, and keeping one hardware finish throughout, stops two-tone from looking busy.',
      },
      {
        type: 'p',
        text: '**San Diego note:** in the compact kitchens of many 1950s and 1960s tract homes, keep the upper cabinets light so the room does not feel closed in, and put the stronger color on the island or the lower cabinets.',
      },
      { type: 'h2', text: '3. Quartzite and waterfall edges', id: 'quartzite' },
      {
        type: 'p',
        text: 'Engineered quartz is still a popular counter for its low maintenance, but more homeowners are choosing **quartzite**, a natural stone formed when sandstone is transformed by heat and pressure. True quartzite is very hard, resists etching from lemon juice and vinegar far better than marble, and has the movement and veining only natural stone has. Like granite, it needs an occasional sealer. Some stones sold as quartzite are really softer marble or dolomite, so ask your fabricator to test a sample: true quartzite scratches glass and is not scratched by a steel knife.',
      },
      {
        type: 'p',
        text: 'A **waterfall edge** carries the countertop down the sides of the island to the floor. It shows off the slab\'s pattern and protects the island\'s ends from shoes and vacuum bumps, but it uses more stone and needs careful mitering so the veins continue around the corner.',
      },
      {
        type: 'p',
        text: '**San Diego note:** engineered quartz can discolor in sustained direct sunlight. If your kitchen opens onto a patio through a big slider, or you plan an outdoor kitchen, choose quartzite, granite or porcelain for the surfaces that get sun.',
      },
      { type: 'h2', text: '4. Statement range hoods', id: 'range-hoods' },
      {
        type: 'p',
        text: 'The range hood has become the centerpiece of the kitchen: plastered and tapered hoods, wood-wrapped hoods, and metal hoods in brushed brass or blackened steel. Behind the decorative shell is a fan insert, and that is the part that does the work. Choose a hood at least as wide as the cooktop, ducted outside rather than recirculating, and sized for your range; a common rule of thumb for gas ranges is about 100 CFM of fan capacity for every 10,000 BTU of burner output. Very powerful hoods may also need a make-up air system to bring fresh air back into the house.',
      },
      {
        type: 'p',
        text: '**San Diego note:** in condos and townhomes, a new duct through an exterior wall or the roof often needs HOA approval, so raise it early in design. In single-story homes, a roof route is usually simplest.',
      },
      { type: 'h2', text: '5. Hidden and walk-in pantries', id: 'pantries' },
      {
        type: 'p',
        text: 'Appliance garages with pocket or lift-up doors, tall pantry cabinets with pull-out shelves, and walk-in or "scullery" pantries hidden behind a door that matches the cabinetry keep counters clear. A working pantry can hold the coffee maker, toaster and microwave, and sometimes a second sink or dishwasher, so the main kitchen stays tidy when guests are over. Shallow shelves, 12 to 16 inches deep, keep everything visible; plan outlets inside appliance garages and good lighting in walk-ins.',
      },
      {
        type: 'p',
        text: '**San Diego note:** most homes here have no basement for overflow storage, so pantry space often comes from an adjoining closet, a little-used laundry nook or part of a formal dining room.',
      },
      { type: 'h2', text: '6. Induction cooking', id: 'induction' },
      {
        type: 'p',
        text: 'Induction cooktops heat the pan directly with a magnetic field. They boil water quickly, hold a low simmer precisely, stay cooler to the touch than gas or radiant electric, and release no combustion byproducts into the kitchen air. Cleanup is a wipe of flat glass. Pans must be magnetic: if a magnet sticks to the bottom, it will work, which covers cast iron and most stainless steel.',
      },
      {
        type: 'p',
        text: '**San Diego note:** an induction range needs a dedicated 240-volt circuit, commonly 40 or 50 amps depending on the model, and many homes from the 1950s through the 1970s have small electrical panels. If an EV charger or heat pump is also on your list, plan the panel for all of them at once rather than upgrading twice, and check current utility and state rebates, which change from year to year.',
      },
      { type: 'h2', text: '7. Layered lighting', id: 'lighting' },
      {
        type: 'p',
        text: 'Good kitchens use three layers of light: **ambient** light from recessed or ceiling fixtures, **task** light from under-cabinet LEDs and fixtures over the sink and range, and **accent** light inside glass cabinets, above the uppers or at the toe kick. Put each layer on its own switch or dimmer, and keep color temperature consistent, usually 2700K to 3000K for a warm look. Under-cabinet lighting matters more than most people expect; without it, ceiling lights are behind you and you work in your own shadow.',
      },
      {
        type: 'p',
        text: '**San Diego note:** California\'s energy code (Title 24) requires high-efficacy lighting and specific controls in remodeled kitchens, so we design to it from the start. In single-story homes with a deep, dark kitchen, a skylight or solar tube adds daylight without giving up wall cabinets.',
      },
      { type: 'image', image: { key: 'kitchen-galley-quartz', alt: 'Galley kitchen with quartz counters, white cabinets and under-cabinet lighting' }, caption: 'Under-cabinet lighting puts task light right on the counter, where the ceiling fixtures cannot.' },
      { type: 'h2', text: '8. Integrated, panel-ready appliances', id: 'integrated-appliances' },
      {
        type: 'p',
        text: 'Panel-ready refrigerators, dishwashers and drawer-style microwaves accept cabinet fronts, so they disappear into the cabinetry. Column refrigerators and freezers let you split cold storage where it is most useful, and refrigerator or freezer drawers in the island keep snacks and drinks within reach without crossing the work zone. The look is especially effective in open-plan homes, where the kitchen is part of the living room.',
      },
      {
        type: 'p',
        text: '**San Diego note:** panel-ready appliances must be chosen before the cabinets are designed, since the cabinet maker needs the exact specifications, and some models have long lead times. In downtown condos and other compact open layouts, integrated appliances make a small kitchen read as furniture.',
      },
      { type: 'h2', text: '9. Zellige and large-format backsplashes', id: 'backsplashes' },
      {
        type: 'p',
        text: 'Backsplashes are going in two directions. **Zellige** tile, glazed handmade clay tile from Morocco, has an uneven surface and color variation that catches the light; expect chips, irregular edges and tight grout joints as part of its character. At the other end, a single slab of the countertop stone or **large-format porcelain** runs up the wall with few or no grout lines, which is easy to clean behind a busy range.',
      },
      {
        type: 'p',
        text: '**San Diego note:** handmade tile suits the Spanish Revival and Mission-style homes in neighborhoods such as Mission Hills, Kensington and North Park, while a slab backsplash fits modern homes and coastal remodels with a clean, minimal look.',
      },
      { type: 'h2', text: '10. Sustainable, long-lasting choices', id: 'sustainable' },
      {
        type: 'p',
        text: 'Sustainability in 2025 is mostly practical: ENERGY STAR appliances, LED lighting, induction cooking, faucets that meet California\'s flow limits, low-VOC paints and finishes, and wood from responsibly managed forests. The most sustainable kitchen is also one you will not tear out in ten years, so durable materials and a layout that works are part of the picture. Cabinets and appliances in good condition can be donated to a Habitat for Humanity ReStore rather than sent to the landfill.',
      },
      {
        type: 'p',
        text: '**San Diego note:** our water is hard, which leaves scale on faucets and inside dishwashers and kettles. A filtered drinking-water tap at the sink, or a whole-house softener or filter, protects new fixtures and cuts down on bottled water.',
      },
      { type: 'h2', text: 'How to use these trends in your kitchen', id: 'using-trends' },
      {
        type: 'p',
        text: 'Put the trendiest choices where they are easy to change: paint color, hardware, light fixtures and the backsplash. Invest in the parts that are expensive to redo: the layout, cabinet boxes, plumbing, electrical and ventilation. A navy island can be repainted in an afternoon; a panel too small for an induction range is a bigger job.',
      },
      {
        type: 'p',
        text: `A full kitchen remodel typically takes ${business.durations.kitchen} of construction, plus design and permit time before work begins, and several of these trends, especially panel-ready appliances, custom hoods and natural stone, come with lead times of their own. Making selections early keeps the schedule honest.`,
      },
      {
        type: 'callout',
        title: 'See the trends in your own kitchen first',
        text: `Not sure whether a wood island or a plaster hood will suit your home? ${business.shortName} designs every kitchen in 3D, so you can compare finishes and layouts on screen before anything is ordered.`,
      },
    ],
  },
])
