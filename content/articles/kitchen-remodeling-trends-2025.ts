import { business } from '../business.ts'
import type { ArticleEntry } from '../schema.ts'

export default {
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
  image: {
    key: 'kitchen-navy-island',
    alt: 'Kitchen with a navy blue island, brass pulls and white perimeter cabinets',
  },
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
      text: "A **waterfall edge** carries the countertop down the sides of the island to the floor. It shows off the slab's pattern and protects the island's ends from shoes and vacuum bumps, but it uses more stone and needs careful mitering so the veins continue around the corner.",
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
      text: "**San Diego note:** California's energy code (Title 24) requires high-efficacy lighting and specific controls in remodeled kitchens, so we design to it from the start. In single-story homes with a deep, dark kitchen, a skylight or solar tube adds daylight without giving up wall cabinets.",
    },
    {
      type: 'image',
      image: {
        key: 'kitchen-galley-quartz',
        alt: 'Galley kitchen with quartz counters, white cabinets and under-cabinet lighting',
      },
      caption: 'Under-cabinet lighting puts task light right on the counter, where the ceiling fixtures cannot.',
    },
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
      text: "Sustainability in 2025 is mostly practical: ENERGY STAR appliances, LED lighting, induction cooking, faucets that meet California's flow limits, low-VOC paints and finishes, and wood from responsibly managed forests. The most sustainable kitchen is also one you will not tear out in ten years, so durable materials and a layout that works are part of the picture. Cabinets and appliances in good condition can be donated to a Habitat for Humanity ReStore rather than sent to the landfill.",
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
} satisfies ArticleEntry
