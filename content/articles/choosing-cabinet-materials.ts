import { business } from '../business.ts'
import type { ArticleEntry } from '../schema.ts'

export default {
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
  image: {
    key: 'cabinetry-pantry',
    alt: 'Walk-in pantry with custom floor-to-ceiling cabinets, pull-out drawers and open shelves',
  },
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
      text: 'Every cabinet has two parts. The **box** (or carcass) is the sides, bottom, back and shelves; it carries the countertop, holds the hinge and slide screws, and sits over the plumbing. The **doors and drawer fronts** are what you see and touch every day. The best material for one is often not the best for the other, and good cabinetry usually mixes them: a plywood box with painted MDF doors, for example, or a plywood box with solid wood doors for a stained finish.',
    },
    {
      type: 'p',
      text: 'Construction style matters too. **Framed** cabinets have a solid wood face frame glued to the front of the box; doors sit on top of it or, in inset cabinetry, flush inside it. **Frameless** (European-style) cabinets skip the frame, so the doors cover the whole box and you gain a little interior width and easier access. Both last for decades when built well.',
    },
    { type: 'h2', text: 'The materials, one by one', id: 'materials' },
    { type: 'h3', text: 'Solid wood' },
    {
      type: 'p',
      text: 'Solid wood is the traditional choice for face frames, door frames and drawer boxes. Maple is smooth and takes both paint and stain; rift-sawn white oak has a straight, calm grain that suits modern and Craftsman kitchens alike; cherry darkens with age and light; walnut is rich and dark.',
    },
    {
      type: 'p',
      text: 'Solid wood can be refinished more than once, and it holds screws well. Its weakness is movement: boards expand and shrink across the grain as humidity changes. That is why a well-made wood door is a frame with a floating center panel, and why cabinet boxes are rarely built from solid boards: large, flat panels tend to cup or split.',
    },
    { type: 'h3', text: 'Plywood' },
    {
      type: 'p',
      text: 'Plywood is made of thin layers of wood veneer glued with the grain of each layer turned across the one below. The cross-grain layers make it strong, light and far more stable than solid wood, and it holds screws through years of adjustments. For cabinet boxes, plywood with a maple or birch face is the usual choice, and 3/4-inch sides are a sign of a well-built box.',
    },
    {
      type: 'p',
      text: 'Plywood is not waterproof, but it tolerates a slow drip or a wet sponge far better than particleboard: it may stain, but it rarely swells apart. That makes it our default for sink bases, bathroom vanities and anything near a dishwasher.',
    },
    { type: 'h3', text: 'MDF (medium-density fiberboard)' },
    {
      type: 'p',
      text: 'MDF is made of fine wood fibers pressed with resin into dense, perfectly smooth sheets. It has no grain and barely moves with humidity, which makes it the best material for painted slab doors and for the center panels of painted shaker doors: the paint stays smooth and the joints do not open up.',
    },
    {
      type: 'p',
      text: "MDF is heavy, and a raw edge that gets wet will swell and stay swollen, so every surface must be sealed by the finish. Screws hold well in its face but poorly in its edges, which is one reason it is better for doors and panels than for whole boxes. Composite panels sold in California must meet the state's formaldehyde emission limits; look for CARB Phase 2 or TSCA Title VI labeling, or ask for no-added-formaldehyde panels if indoor air is a priority.",
    },
    { type: 'h3', text: 'Particleboard' },
    {
      type: 'p',
      text: 'Particleboard is made of wood chips and resin, usually covered with a melamine surface. It is the least expensive cabinet material, used in most flat-pack and builder-grade cabinets, and in a dry room with light loads, such as a closet, it can serve well for years.',
    },
    {
      type: 'p',
      text: 'Its problems show up with water and weight. Once the edge banding is breached, a leak under a sink makes particleboard swell and crumble, and it cannot be repaired, only replaced. Hinge screws strip out after a few adjustments, and long shelves sag under dishes and canned goods. We do not recommend it for kitchen sink bases, vanities or laundry rooms.',
    },
    { type: 'h3', text: 'Thermofoil and laminate' },
    {
      type: 'p',
      text: '**Thermofoil** is a vinyl film heat-pressed over shaped MDF doors. It is smooth, easy to clean and inexpensive, and it gives a painted look without painting. It does not like heat: next to an oven or above a dishwasher that vents steam, the film can yellow or peel, and peeled thermofoil cannot be patched.',
    },
    {
      type: 'p',
      text: "**High-pressure laminate** (HPL) is a much tougher surface, the same family of material as laminate countertops, bonded to a stable core. It resists scratches, stains and moisture, comes in solid colors and wood looks, and suits flat slab doors in modern kitchens, laundry rooms and kids' bathrooms. Its lighter cousin, **melamine**, lines the inside of many cabinets: durable, easy to clean and sensible even when the outside is wood.",
    },
    { type: 'h2', text: 'Painted or stained?', id: 'painted-or-stained' },
    {
      type: 'p',
      text: '**Painted cabinets** give you any color you want and a clean, tailored look. They also show chips at the edges, and on five-piece wood doors a fine hairline often appears where the frame pieces meet, because the wood moves with the seasons and the paint does not. That line is normal, not a defect; MDF panels keep it to a minimum. Ask for a small bottle of matching touch-up paint with any painted order.',
    },
    {
      type: 'p',
      text: '**Stained and clear-finished cabinets** show the wood grain and hide everyday dings and fingerprints far better than paint. Stain looks different on every species, so approve a sample on the actual wood, in your own light. Whichever you choose, a factory-sprayed catalyzed finish or conversion varnish is harder and more durable than paint brushed on site.',
    },
    {
      type: 'image',
      image: {
        key: 'painting-cabinets',
        alt: 'Kitchen cabinets with a smooth factory-painted finish and new hardware',
      },
      caption: 'A sprayed, cured finish is what keeps painted cabinets looking new after years of daily use.',
    },
    { type: 'h2', text: 'Hardware and drawers: where quality shows every day', id: 'hardware' },
    {
      type: 'list',
      items: [
        '**Hinges:** concealed, soft-close hinges that adjust in three directions let the installer line up every door, and let you fix a sagging door with a screwdriver years later.',
        '**Drawer slides:** full-extension, soft-close undermount slides let you reach the back of the drawer. Check the load rating for deep pot drawers.',
        '**Drawer boxes:** dovetailed wood or plywood boxes with the bottom set into a groove outlast stapled particleboard many times over.',
        '**Pulls and knobs:** solid brass and stainless steel age well; thin plated zinc is where low-cost hardware cuts corners.',
      ],
    },
    { type: 'h2', text: 'Humidity and salt air in coastal San Diego', id: 'coastal' },
    {
      type: 'p',
      text: 'Homes within a few miles of the ocean, from Imperial Beach to Oceanside, live with the marine layer: damp mornings, dry afternoons and salt in the air. Cabinets there go through more humidity swings than those inland, especially in vacation homes closed for weeks. Three choices make the biggest difference.',
    },
    {
      type: 'list',
      ordered: true,
      items: [
        '**Stable materials.** Plywood boxes and MDF or frame-and-panel doors handle humidity swings; solid wood slab doors are the riskiest choice near the beach.',
        '**Sealed everywhere.** Backs, undersides and sink cutouts should be finished or edge-banded, not left raw.',
        '**Corrosion-resistant hardware.** Salt air pits cheap plated hinges and pulls within a few years; solid brass, 316 stainless steel and PVD finishes hold up far longer.',
      ],
    },
    {
      type: 'p',
      text: 'A waterproof liner in the sink base is a small extra that protects the cabinet you paid for. For outdoor kitchens, skip wood and MDF entirely: stainless steel or marine-grade polymer cabinets are made for sun, fog and salt.',
    },
    {
      type: 'image',
      image: {
        key: 'cabinetry-vanity',
        alt: 'Custom bathroom vanity with drawers, a stone top and an undermount sink',
      },
    },
    { type: 'h2', text: 'Choosing by budget', id: 'by-budget' },
    {
      type: 'p',
      text: 'For a typical San Diego kitchen, we see cabinet budgets of about $15,000-$25,000 for stock lines, $25,000-$35,000 for semi-custom and $35,000+ for full custom work. Within any budget, spend first on what is hard to change later: the boxes, the drawers and the hinges and slides. Hardware and paint color can be changed down the road; a sink base that swells cannot.',
    },
    {
      type: 'p',
      text: 'Good places to save include simpler door profiles (a plain shaker costs less than a detailed raised panel), fewer specialty pull-outs, open shelves in place of a run of upper cabinets, and laminate or melamine in the laundry room and closets.',
    },
    {
      type: 'table',
      caption: 'Cabinet materials compared',
      head: ['Material', 'Best used for', 'Strengths', 'Watch out for', 'Relative cost'],
      rows: [
        [
          'Solid wood',
          'Face frames, door frames, drawer boxes',
          'Strong, refinishable, beautiful grain',
          'Moves with humidity; large slabs can warp',
          'High',
        ],
        [
          'Plywood',
          'Cabinet boxes, shelves, sink bases',
          'Stable, strong, holds screws, tolerates moisture',
          'Quality varies with ply count and thickness',
          'Medium to high',
        ],
        [
          'MDF',
          'Painted doors and panels',
          'Smooth, stable, ideal for paint',
          'Heavy; swells if an edge gets wet',
          'Medium',
        ],
        [
          'Particleboard',
          'Closets and other dry areas',
          'Lowest cost, flat melamine surfaces',
          'Swells and crumbles when wet; shelves sag',
          'Low',
        ],
        [
          'Thermofoil',
          'Budget painted-look doors',
          'Easy to clean, no painting',
          'Peels near heat; cannot be repaired',
          'Low to medium',
        ],
        [
          'High-pressure laminate',
          "Modern slab doors, laundry, kids' baths",
          'Tough, moisture- and stain-resistant',
          'Visible edges; limited to flat doors',
          'Medium',
        ],
      ],
    },
    { type: 'h2', text: 'Bringing it together', id: 'conclusion' },
    {
      type: 'p',
      text: 'For most San Diego kitchens and bathrooms, the combination that holds up best is simple: **plywood boxes, dovetailed drawers on full-extension soft-close slides, adjustable soft-close hinges, and doors chosen for the finish**: MDF or MDF-panel doors if you want paint, solid wood if you want stain. Near the coast, add sealed edges and corrosion-resistant hardware.',
    },
    {
      type: 'p',
      text: 'When you compare quotes, compare what is inside the cabinets, not just the door photos. Ask:',
    },
    {
      type: 'list',
      items: [
        'What are the box sides, bottom and back made of, and how thick are they?',
        'How are the drawer boxes joined, and what are the bottoms made of?',
        'Which hinges and slides are included, and are they soft-close and full-extension?',
        'How is the finish applied and cured, and is touch-up material included?',
        "What does the manufacturer's warranty cover, and who handles adjustments after installation?",
      ],
    },
    {
      type: 'p',
      text: `Cabinets are the part of a remodel you open and close thousands of times a year, so choose them slowly. ${business.shortName} can bring door samples and finish chips to your home, design the cabinetry in 3D, and install it with our ${business.warranty.label} behind the work.`,
    },
  ],
} satisfies ArticleEntry
