import { business } from '../business.ts'
import type { GuideEntry } from '../schema.ts'

export default {
  order: 3,
  seo: {
    title: `Kitchen & Bath Design Tips for San Diego Homes | ${business.shortName}`,
    description:
      'Practical design advice for San Diego remodels: the 60-30-10 color rule, walkway clearances, layered lighting, storage, and materials for coastal light and salt air.',
  },
  heading: 'Design Tips for Kitchens, Baths and Living Spaces',
  intro:
    "The rules of thumb we use when we plan a remodel: how wide to make walkways, how to light a room in layers, where to find storage, how to balance color, and which materials suit San Diego's bright light and coastal air.",
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
        [
          'Work aisle, one cook',
          'At least 42 inches',
          'Room to open the dishwasher or oven and still stand in front of it',
        ],
        ['Work aisle, two or more cooks', 'At least 48 inches', 'Two people can work back to back without colliding'],
        ['Island or peninsula seating', 'About 24 inches of counter per seat', 'Elbow room for meals and homework'],
        [
          'Toilet, center to side wall',
          '15 inches by code; 18 inches recommended',
          'A toilet that does not feel wedged in',
        ],
        [
          'In front of a toilet or sink',
          '21 inches by code; 30 inches recommended',
          'Space to stand, bend and move comfortably',
        ],
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
      text: "Use one color temperature throughout a room, usually 2700K to 3000K for warm, relaxed spaces and up to 3500K where you want crisp task light, and look for a color rendering index (CRI) of 90 or higher so food, skin tones and paint colors look true. California's energy code already requires efficient lighting in remodeled kitchens and baths, so LED fixtures on dimmers are the natural choice.",
    },
    { type: 'h2', id: 'san-diego-light', text: 'Design for San Diego light' },
    {
      type: 'p',
      text: "San Diego's light is bright and clear much of the year, with a cool, gray marine layer on many mornings near the coast, especially in late spring and early summer. Colors shift noticeably between those conditions and from room to room. North-facing rooms get cool, even light that can make grays read blue; west-facing rooms take strong, warm afternoon sun and glare.",
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
} satisfies GuideEntry
