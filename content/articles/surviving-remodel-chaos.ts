import { business } from '../business.ts'
import type { ArticleEntry } from '../schema.ts'

export default {
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
        [
          'Remodel of the only bathroom',
          'Often not',
          'Family, a short-term rental, or a gym shower for the weeks without a bathroom',
        ],
        [
          'Whole-house flooring or refinishing',
          'Not for the messiest days',
          'A few nights away while floors are sanded, finished or cured',
        ],
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
} satisfies ArticleEntry
