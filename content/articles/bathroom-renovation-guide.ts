import { business } from '../business.ts'
import type { ArticleEntry } from '../schema.ts'

export default {
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
  image: {
    key: 'bathroom-spa-shower',
    alt: 'Curbless walk-in shower with frameless glass, a tiled bench and a linear drain',
  },
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
      text: "California's plumbing code sets minimum clearances, and a comfortable bathroom usually exceeds them:",
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
      text: "For floors, ask about slip resistance: tile intended for wet interior floors should meet a DCOF rating of at least 0.42 under the ANSI A137.1 standard. On the shower floor, small tiles such as 2-inch mosaics give more grip underfoot and follow the slope to the drain. On the walls, large-format tiles mean fewer grout lines to clean. Cement grout needs sealing; epoxy or urethane grouts cost more to install but resist stains and mildew. San Diego's hard water leaves spots on glass and dark, glossy surfaces, so matte tiles, lighter grout and a squeegee in the shower save cleaning time.",
    },
    {
      type: 'image',
      image: {
        key: 'bathroom-tub-tile',
        alt: 'Bathroom with a deep soaking tub, patterned floor tile and white wall tile',
      },
      caption: 'Patterned porcelain on the floor and simple wall tile: durable surfaces with a strong look.',
    },
    { type: 'h2', text: 'Ventilation, waterproofing and electrical', id: 'ventilation-waterproofing' },
    {
      type: 'p',
      text: 'Most bathroom failures start with water or steam. Tile and grout are not waterproof, and neither is cement board; they shed water but let moisture through. What keeps the framing dry is a continuous **waterproofing membrane**, either a sheet product or a liquid-applied coating, covering the shower walls, niches, bench and floor and lapped into the drain. The shower floor is sloped to the drain under the tile, and before tile is set we fill the pan with water and leave it overnight to prove it holds. Many building departments inspect this step.',
    },
    {
      type: 'p',
      text: "The exhaust fan removes the steam. Size it at about **1 CFM per square foot** of floor area, with a minimum of 50 CFM, for bathrooms up to 100 square feet; larger rooms are sized by fixture, adding capacity for each toilet, shower and tub. The fan must be ducted to the outside, never into the attic, and California's green building code calls for humidity control on new bathroom fans, so a fan with a built-in humidity sensor turns itself on and off. Choose a quiet fan; people do not run loud ones.",
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
        [
          'Demolition',
          '2-3',
          'Floors, walls and fixtures removed; dust barriers and floor protection set up; framing and subfloor checked and repaired',
        ],
        [
          'Plumbing rough-in',
          '2-3',
          'Drains, supply lines and the shower valve installed or moved; blocking added for grab bars, glass and accessories',
        ],
        [
          'Electrical',
          '1-2',
          'Circuits, GFCI-protected outlets, lighting, exhaust fan and any heated-floor wiring roughed in',
        ],
        [
          'Walls and ceiling',
          '2-3',
          'Cement board in the shower and moisture-resistant drywall elsewhere; waterproofing membrane and flood test',
        ],
        ['Tile', '3-5', 'Floor, shower walls, niches and bench tiled, then grouted and cleaned'],
        [
          'Vanity and fixtures',
          '2-3',
          'Vanity, countertop, toilet, faucets, shower trim, mirrors and lights installed',
        ],
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
} satisfies ArticleEntry
