import { business } from '../business.ts'
import type { GuideEntry } from '../schema.ts'

export default {
  order: 4,
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
        [
          'Living rooms, dining rooms and bedrooms',
          'Matte or eggshell',
          'A soft, even look that still takes light cleaning',
        ],
        ["Hallways, stairways and kids' rooms", 'Eggshell or satin', 'Stands up to hands, backpacks and scuffs'],
        ['Kitchens and laundry rooms', 'Satin', 'Wipes clean of grease and splatters'],
        [
          'Bathrooms',
          'Satin or semi-gloss, or a matte paint made for baths',
          'Resists moisture; mildew-resistant formulas help in steamy rooms',
        ],
        ['Trim, doors and cabinets', 'Semi-gloss or a cabinet enamel', 'A hard finish that handles frequent cleaning'],
        [
          'Exterior stucco and siding',
          'Flat or low-sheen on stucco; satin on wood and siding',
          'Low sheen hides stucco texture; satin sheds dirt on smooth surfaces',
        ],
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
      text: "The EPA's Renovation, Repair and Painting (RRP) rule covers paid work that disturbs painted surfaces in pre-1978 homes. Contractors doing that work must be EPA-certified firms, must give you the EPA's Renovate Right pamphlet before work begins, and must follow lead-safe practices whenever the work disturbs more than 6 square feet of paint per room inside or 20 square feet outside, or includes replacing windows. In practice, that means:",
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
} satisfies GuideEntry
