/**
 * The eight location pages (/locations/<slug>), in footer order. San Diego is the general page and links
 * to the others; each other page is written about its own place: its neighborhoods, housing stock,
 * climate and the permitting authority and review bodies a homeowner there deals with.
 */
import { z } from 'zod'
import { business } from './business.ts'
import { defineContent, Location } from './schema.ts'

export const locations = defineContent('locations', z.array(Location).length(8), [
  {
    slug: 'san-diego',
    name: 'San Diego',
    seo: {
      title: `Home Remodeling Contractor in San Diego, CA | ${business.shortName}`,
      description:
        'Kitchen, bath, cabinetry, painting and flooring remodels in San Diego, from North Park bungalows to Clairemont ranch homes, with permits handled for you.',
    },
    heading: 'Home Remodeling in San Diego',
    intro: [
      `We are a licensed remodeling contractor based in San Diego, and much of our work is right here in the city: kitchens, bathrooms, custom cabinetry, painting and flooring in homes from North Park to Rancho Bernardo. One team designs your project in 3D, pulls the permits, builds it and backs it with a ${business.warranty.label}.`,
      'San Diego\'s houses tell the story of how the city grew. Craftsman bungalows and Spanish Revival homes from the 1910s to the 1930s line the streets of North Park, South Park, Kensington and Mission Hills. Postwar ranch houses cover the mesas of Clairemont, Bay Park, Allied Gardens and Del Cerro, and Tierrasanta, Scripps Ranch and Rancho Bernardo grew mostly from the 1960s through the 1980s. Every era has its own weak spots, and we look for them during the first visit instead of finding them on demolition day.',
      'The climate changes within a few miles, too. Homes near the water live with the marine layer and salt air, so we choose finishes and hardware that resist moisture and corrosion. Inland, summer heat and dry Santa Ana winds matter more: when a wall is open we add insulation and think about shade and cooling, and on canyon-edge lots we keep exterior work in line with the city\'s brush management and fire-safety rules.',
    ],
    services: [
      {
        title: 'Kitchen remodels for bungalows and ranch homes',
        href: '/services/kitchen-remodeling/',
        text: 'A 1920s bungalow kitchen is usually small and closed off, while a 1950s Clairemont kitchen often sits behind a wall that can come out or open up with a beam. We design around what the house allows and upgrade undersized electrical panels when an induction range or new appliances need it.',
      },
      {
        title: 'Bathrooms rebuilt from the studs',
        href: '/services/bathroom-remodeling/',
        text: 'Original hall baths with cast-iron tubs, worn tile and no exhaust fan are common in older neighborhoods. We rebuild them with a tested waterproof shower, a fan ducted outside and fixtures that meet California\'s water-saving rules.',
      },
      {
        title: 'Storage for older homes',
        href: '/services/custom-cabinetry/',
        text: 'Bungalows were built with small closets and few cabinets. Custom cabinetry adds pantry pull-outs, a built-in buffet or window seat and bathroom storage sized to rooms where stock boxes do not fit.',
      },
      {
        title: 'Painting that suits the architecture',
        href: '/services/painting/',
        text: 'We help you choose colors that flatter a Craftsman porch or a white Spanish Revival facade, and in homes built before 1978 we test for lead and prepare surfaces with lead-safe methods.',
      },
      {
        title: 'Hardwood found and floors replaced',
        href: '/services/flooring/',
        text: 'Many mid-century houses hide oak floors under carpet. We refinish them when they can be saved and install engineered wood, tile or luxury vinyl plank when they cannot.',
      },
    ],
    neighborhoods: [
      'North Park', 'South Park', 'Kensington', 'Mission Hills', 'Normal Heights', 'Clairemont', 'Bay Park',
      'Pacific Beach', 'Allied Gardens', 'Del Cerro', 'Tierrasanta', 'Scripps Ranch', 'Rancho Bernardo', 'Carmel Valley',
    ],
    permits: {
      authority: 'City of San Diego Development Services',
      text: [
        'Inside city limits, plans are reviewed and permits issued by the City of San Diego Development Services Department. An interior kitchen or bathroom remodel generally needs building, plumbing and electrical permits; we prepare the drawings, submit them and meet the inspector at each stage. Work that stays inside the house does not normally need design review or a coastal permit.',
        'Two rules surprise homeowners. When exterior work or demolition is planned on a building 45 years old or older, the city first screens it for potential historic significance, and homes in designated historic districts, such as parts of North Park and Mission Hills, follow the district\'s standards for exterior changes. Near the beach, the **Coastal Overlay Zone** and the 30-foot coastal height limit apply to additions and exterior work. We check your address against these rules before the design is final.',
      ],
    },
    reasons: [
      {
        title: 'Painters first, so the finish matters',
        text: `We started in ${business.foundingYear} as a painting company. Patching, priming and trim work get the same attention as the framing and plumbing behind them.`,
      },
      {
        title: 'Older-home problems priced up front',
        text: 'Galvanized pipe, cast-iron drains, small electrical panels and layers of old flooring are normal in this city. We look for them at the consultation and list them in your written quote.',
      },
      {
        title: 'One team anywhere in the city',
        text: 'Design, 3D renderings, permits and construction stay with one project manager and one schedule, whether you live in Kensington or Scripps Ranch.',
      },
      {
        title: 'Work backed in writing',
        text: `Every project is covered by our ${business.warranty.label}. If something we built is not right, we come back and fix it.`,
      },
    ],
    images: [
      { key: 'north-park-craftsman-kitchen', alt: 'Remodeled kitchen in a 1920s North Park Craftsman bungalow with sage-green shaker cabinets and a farmhouse sink' },
      { key: 'clairemont-ranch-open-kitchen', alt: 'Opened-up kitchen and family room in a 1950s Clairemont ranch house with white oak floors and a quartz peninsula' },
    ],
    nearby: ['la-jolla', 'point-loma', 'coronado', 'del-mar', 'encinitas', 'carlsbad', 'rancho-santa-fe'],
  },
  {
    slug: 'la-jolla',
    name: 'La Jolla',
    seo: {
      title: `La Jolla Kitchen & Bath Remodeling | ${business.shortName}`,
      description:
        'Remodeling La Jolla cottages, Spanish Revival and mid-century homes: kitchens, baths and interiors, with coastal permits and community review planned in.',
    },
    heading: 'Remodeling La Jolla Homes, from Village Cottages to Mid-Century Views',
    intro: [
      'La Jolla homes range from early beach cottages a few blocks from the Village to Spanish Revival houses of the 1920s and mid-century homes with walls of glass on the slopes of Mount Soledad. We remodel kitchens, bathrooms and interiors here with care for what makes each house worth keeping.',
      'Many cottages near the Village and in the Barber Tract were built as modest beach houses, with small rooms, low ceilings and old wiring. Spanish Revival homes bring thick plaster walls, arched openings and original tile that deserves to be saved. Mid-century homes in La Jolla Shores, the Muirlands and on the hillsides were designed around views, often with post-and-beam framing that limits which walls can move. We work out what the structure allows before we draw a new layout.',
      'Salt air reaches every corner of La Jolla, and the marine layer keeps homes near the water damp for much of the year. We choose stainless or solid brass hardware, plywood cabinet boxes and paints made for coastal exposure, and on hillside lots we study how water drains around the house before we touch an exterior wall or a slab.',
    ],
    services: [
      {
        title: 'Kitchens for mid-century and Spanish Revival homes',
        href: '/services/kitchen-remodeling/',
        text: 'In a mid-century house we keep clean lines and open sight lines to the view; in a Spanish Revival home we fit a modern kitchen behind period details such as arched doorways, tile backsplashes and plaster hoods.',
      },
      {
        title: 'Bathrooms that keep their character',
        href: '/services/bathroom-remodeling/',
        text: 'We can match patterned tile, keep an arched niche or tub alcove and still add the waterproofing, ventilation and plumbing the original room never had.',
      },
      {
        title: 'Built-ins for Village cottages',
        href: '/services/custom-cabinetry/',
        text: 'Small cottages need storage that uses every inch: window seats with drawers, shallow pantries between studs and bookcases built around old windows and doors.',
      },
      {
        title: 'See the view before you build',
        href: '/3d-renderings/',
        text: 'A 3D rendering shows how a new island, a removed wall or larger windows change the line of sight to the ocean, before you commit to a plan.',
      },
      {
        title: 'Exterior paint for the coast',
        href: '/services/painting/',
        text: 'Stucco, wood siding and trim near the water need mildew-resistant acrylic paint and careful prep. We repair cracked stucco and rotten wood before any color goes on.',
      },
    ],
    neighborhoods: [
      'La Jolla Village', 'Barber Tract', 'Windansea', 'Bird Rock', 'La Jolla Shores', 'Muirlands', 'Mount Soledad',
      'La Jolla Heights', 'Lower Hermosa', 'Country Club', 'La Jolla Farms',
    ],
    permits: {
      authority: 'City of San Diego Development Services',
      text: [
        'Because La Jolla is a community within the City of San Diego rather than a separate city, its permits come from San Diego\'s Development Services Department. Inside the house, a kitchen or bath remodel usually calls for building, plumbing and electrical permits and skips coastal and community review.',
        'Exterior work is different. Much of La Jolla lies in the **Coastal Overlay Zone**, where additions and other exterior changes may need a Coastal Development Permit, and the 30-foot coastal height limit approved by voters as Proposition D in 1972 applies. Projects that need a discretionary permit are typically reviewed by the **La Jolla Community Planning Association** before the city decides, and La Jolla Shores has its own planned district rules. Exterior changes to a house 45 years or older also go through the city\'s historic screening.',
        'We confirm which of these apply to your address before the design is final, so the schedule you see includes the review time.',
      ],
    },
    reasons: [
      {
        title: 'Clear answers on coastal permits',
        text: 'Early in design we tell you whether your plans can go straight to a building permit or will need a Coastal Development Permit and community review, and we shape the design around that answer.',
      },
      {
        title: 'Original details saved or matched',
        text: 'We salvage and reuse original tile, doors and hardware where we can, and match trim profiles and plaster textures where we cannot.',
      },
      {
        title: 'Materials chosen for salt air',
        text: 'Plywood cabinet boxes, stainless fasteners, sealed exterior trim and bathroom fans that clear steam keep a remodel looking right in a damp coastal climate.',
      },
      {
        title: 'Considerate work on busy streets',
        text: 'Village streets fill with visitors, especially in summer. We schedule deliveries for quieter hours and keep materials off sidewalks and neighbors\' driveways.',
      },
    ],
    images: [
      { key: 'la-jolla-midcentury-kitchen', alt: 'Remodeled kitchen in a mid-century La Jolla home with walnut flat-panel cabinets and a wall of windows facing the ocean' },
      { key: 'la-jolla-spanish-revival-bath', alt: 'Bathroom in a Spanish Revival home near La Jolla Village with hand-glazed tile, an arched niche and a wrought-iron mirror' },
      { key: 'la-jolla-village-cottage', alt: 'Small beach cottage a few blocks from La Jolla Village with freshly painted white siding and blue trim' },
    ],
    nearby: ['del-mar', 'point-loma', 'san-diego'],
  },
  {
    slug: 'del-mar',
    name: 'Del Mar',
    seo: {
      title: `Del Mar Home Remodeling: Kitchens & Baths | ${business.shortName}`,
      description:
        'Kitchen, bath and interior remodels for Del Mar beach cottages and hillside homes, planned around Design Review Board and coastal rules from the start.',
    },
    heading: 'Remodeling in Del Mar, on the Hillsides and by the Beach',
    intro: [
      'Del Mar is a small city with two kinds of homes: beach cottages on the flat blocks near the sand and houses stepped into the hillsides for the ocean view. We remodel kitchens, bathrooms and interiors in both, and we plan around the city\'s design review and coastal rules from the first meeting.',
      'In the Beach Colony, many homes began as modest cottages on small lots, and blowing sand and salt spray are part of daily life; parts of the flat area near the river mouth also lie in a mapped floodplain, which can bring extra flood rules for large remodels. Up the hill in Olde Del Mar and along the bluffs, houses from many decades were often built or enlarged in stages, with additions, split levels and decks that deserve a close look before we open a wall. Space is precious here, so the best Del Mar remodels rework rooms within the existing footprint.',
      'Hillside homes have their own needs: runoff that collects against foundations, decks exposed to ocean weather and large windows that must be sealed well. When a remodel touches the exterior, we check drainage and use stainless fasteners, proper flashing and coatings made for the coast.',
    ],
    services: [
      {
        title: 'Kitchens that work within the footprint',
        href: '/services/kitchen-remodeling/',
        text: 'Instead of adding square footage, we rethink the layout: a pantry wall in place of a dead corner, a better work triangle and lighting that makes a small kitchen feel generous.',
      },
      {
        title: 'Beach cottage bathrooms',
        href: '/services/bathroom-remodeling/',
        text: 'Textured porcelain that is safe with wet feet, a curbless shower with a linear drain that rinses sand away, and a fan strong enough for a damp house near the water.',
      },
      {
        title: 'Floors that stand up to sand',
        href: '/services/flooring/',
        text: 'Sand tracked in from the beach wears soft finishes quickly. We recommend porcelain tile at entries and harder, matte-finished wood or luxury vinyl plank in living areas.',
      },
      {
        title: '3D design for exterior changes',
        href: '/3d-renderings/',
        text: 'Renderings help you choose between options, and clear drawings help neighbors and reviewers understand an exterior change before the hearing.',
      },
    ],
    neighborhoods: ['Beach Colony', 'Del Mar Village', 'Olde Del Mar', 'Del Mar Terrace', 'Crest Canyon', 'Del Mar Heights'],
    permits: {
      authority: 'City of Del Mar Planning and Community Development',
      text: [
        'Del Mar is its own city, and its Planning and Community Development Department handles planning review and building permits. An interior kitchen or bath remodel that does not change the outside of the house generally needs building, plumbing and electrical permits and no design review.',
        'Many exterior projects, including additions and changes to a home\'s size or appearance, go to the **Design Review Board**, which weighs neighbors\' views and privacy, bulk and the character of the street. These projects often involve story poles and notice to neighbors, so they take longer. Del Mar also has a certified Local Coastal Program, and work near the beach or on the bluffs can require a coastal permit.',
        'Del Mar Heights shares the 92014 ZIP code but is part of the City of San Diego, so permits there go through San Diego\'s Development Services Department. We confirm the jurisdiction and review path for your address before the design is final.',
      ],
    },
    reasons: [
      {
        title: 'Design review built into the schedule',
        text: 'If your project needs Design Review Board approval, we say so early, prepare clear drawings and material samples and set a realistic start date around the hearing.',
      },
      {
        title: 'Smart use of small lots',
        text: 'We are comfortable finding space inside the walls you already have, which is often faster and easier to approve than an addition.',
      },
      {
        title: 'Coastal-grade materials',
        text: 'Stainless fasteners, sealed flashing, corrosion-resistant fixtures and mildew-resistant finishes, chosen for houses that sit in salt air every day.',
      },
      {
        title: 'Planned around fair and racing season',
        text: 'Summer brings the county fair and the racing season to the Del Mar Fairgrounds. We schedule deliveries and noisy work to avoid the worst traffic and keep neighbors informed.',
      },
    ],
    images: [
      { key: 'del-mar-hillside-great-room', alt: 'Great room in a Del Mar hillside home with wide white oak floors, built-in shelving and sliding doors to an ocean-view deck' },
      { key: 'del-mar-beach-colony-bath', alt: 'Compact bathroom in a Del Mar beach cottage with a curbless walk-in shower, textured porcelain tile and a teak bench' },
    ],
    nearby: ['la-jolla', 'encinitas', 'rancho-santa-fe'],
  },
  {
    slug: 'coronado',
    name: 'Coronado',
    seo: {
      title: `Coronado Remodeling for Historic & Beach Homes | ${business.shortName}`,
      description:
        'Kitchens, baths, painting and cabinetry for Coronado bungalows, Victorians and beach cottages, with historic review and narrow-street logistics planned in.',
    },
    heading: 'Remodeling Coronado\'s Bungalows, Victorians and Beach Cottages',
    intro: [
      'Coronado\'s Village has a remarkable mix of older homes: Craftsman bungalows, Victorian-era houses, Spanish Revival homes and beach cottages on tree-lined streets with alleys behind them. We remodel kitchens, bathrooms and interiors here so they fit the house and the block.',
      'Many Coronado houses have been added onto more than once, so a 1910s bungalow may have a 1950s kitchen and a 1980s family room at the back. We start by sorting out what is original and worth keeping, such as wood windows, built-in buffets, fir floors and trim, and where modern plumbing, wiring and insulation are needed. Narrow lots make for long, slim rooms, and we plan kitchens and baths that make the most of that shape.',
      'Surrounded by the ocean and the bay, Coronado homes face corrosion all year. Exterior light fixtures, hose bibs and anything made of plain steel wear out quickly, and the damp marine air finds its way into bathrooms and closets. We specify marine-grade and stainless materials, prime bare wood siding before it is painted and ventilate bathrooms so moisture leaves the house.',
    ],
    services: [
      {
        title: 'Kitchens for bungalows and Victorians',
        href: '/services/kitchen-remodeling/',
        text: 'Inset or shaker doors, period-style lighting and a layout that respects original windows and doorways, with a modern range, good ventilation and enough outlets behind the scenes.',
      },
      {
        title: 'Period-appropriate bathrooms',
        href: '/services/bathroom-remodeling/',
        text: 'Hexagon and subway tile, furniture-style vanities and clawfoot or alcove tubs that suit an older house, built over a modern waterproofing system.',
      },
      {
        title: 'Painting for wood-sided homes',
        href: '/services/painting/',
        text: 'Coronado\'s wood siding and trim take a beating from sun and salt. We scrape, repair and prime before two finish coats, and help you choose colors that suit the style of the house.',
      },
      {
        title: 'Built-ins and alley-garage storage',
        href: '/services/custom-cabinetry/',
        text: 'We build cabinetry that matches original buffets and bookcases, and storage and laundry cabinets for the alley garages that many Coronado homes depend on.',
      },
    ],
    neighborhoods: ['Coronado Village', 'Ocean Boulevard', 'First Street bayfront', 'Glorietta Bay', 'Coronado Shores', 'Coronado Cays'],
    permits: {
      authority: 'City of Coronado Community Development',
      text: [
        'As an independent city, Coronado issues its own building permits through the Building Division of its Community Development Department. A kitchen or bath remodel inside the house generally needs building, plumbing and electrical permits.',
        'Coronado takes its older homes seriously. The city has a **Historic Resource Commission** and a local historic designation program, and work on an older home that demolishes it or removes original features visible from the street can require a review of the house\'s historic significance first. Designated homes follow the city\'s standards for alterations and may qualify for a Mills Act property tax contract. The city has been updating which homes need this review, so we check your address before the design is final.',
        'Coronado\'s zoning also sets its own limits on floor area, height and lot coverage, which shape any addition. For work that stays inside the house, these rules rarely come into play.',
      ],
    },
    reasons: [
      {
        title: 'Crews who plan for narrow streets',
        text: 'Parking is tight in the Village and most garages open onto the alley. We plan crew parking, deliveries and debris removal so the alley stays open for your neighbors.',
      },
      {
        title: 'Deliveries timed for the bridge',
        text: 'Everything arrives over the Coronado Bridge or along the Silver Strand, so we order early, stage materials on site and avoid extra trips across the bay.',
      },
      {
        title: 'Respect for original work',
        text: 'We repair wood windows, reuse original doors and match trim and floorboards where an addition meets the old house.',
      },
      {
        title: 'Built for salt air',
        text: 'Marine-grade fixtures, stainless fasteners and ducted bathroom fans keep a remodel from corroding or mildewing a few years in.',
      },
    ],
    images: [
      { key: 'coronado-craftsman-kitchen', alt: 'Kitchen in a Coronado Craftsman bungalow with painted inset cabinets, white subway tile and original-style wood windows' },
      { key: 'coronado-victorian-exterior', alt: 'Victorian-era house in Coronado freshly repainted in cream and deep green with restored porch trim' },
    ],
    nearby: ['point-loma', 'san-diego'],
  },
  {
    slug: 'carlsbad',
    name: 'Carlsbad',
    seo: {
      title: `Carlsbad Kitchen & Bathroom Remodeling | ${business.shortName}`,
      description:
        'Remodels for Carlsbad homes in La Costa, Aviara, Calavera Hills and the Village: builder-grade kitchens and baths turned into rooms that fit how you live.',
    },
    heading: 'Kitchen and Bath Remodeling in Carlsbad',
    intro: [
      'Most Carlsbad homes were built between the 1970s and the 2000s in planned communities such as La Costa, Aviara and Calavera Hills, with older houses in the Village and Olde Carlsbad. We help homeowners turn builder-grade kitchens and bathrooms into rooms that fit how they live now.',
      'Tract homes share patterns, and that helps. A 1980s La Costa kitchen often has oak cabinets, tile counters and a soffit above the uppers; a 1990s or 2000s home in Aviara or Calavera Hills may have a large kitchen whose island and walkways waste space. Some homes built from the late 1970s to the mid-1990s were plumbed with polybutylene pipe, which we look for and replace while the walls are open. Knowing these houses lets us quote accurately and keep the job moving.',
      'Closer to the coast, in the Village, Olde Carlsbad and Terramar, homes are older and more varied, from postwar ranch houses to recent custom builds, and salt air is a factor. Inland neighborhoods such as La Costa and Calavera Hills are warmer and drier. We adjust materials, ventilation and finishes to where your house sits.',
    ],
    services: [
      {
        title: 'Kitchen updates for tract homes',
        href: '/services/kitchen-remodeling/',
        text: 'Remove the soffit and run cabinets to the ceiling, replace tile counters with quartz, resize the island and add lighting, often without moving plumbing.',
      },
      {
        title: 'Primary bath makeovers',
        href: '/services/bathroom-remodeling/',
        text: 'The garden tub nobody uses becomes a large walk-in shower, and a cramped double vanity gets more drawer space and better lighting.',
      },
      {
        title: 'One floor through the house',
        href: '/services/flooring/',
        text: 'Replace the mix of carpet, sheet vinyl and 12-inch tile with continuous engineered wood or luxury vinyl plank, over a slab tested for moisture first.',
      },
      {
        title: 'Cabinet and interior painting',
        href: '/services/painting/',
        text: 'If the cabinet boxes are sound, painting the doors and changing the hardware updates a kitchen for far less than replacement. We also repaint whole interiors in lighter, current colors.',
      },
      {
        title: 'Try layouts in 3D',
        href: '/3d-renderings/',
        text: 'Compare a kitchen that keeps its footprint with one that opens to the family room, and see each in 3D before you decide.',
      },
    ],
    neighborhoods: [
      'Carlsbad Village', 'Barrio', 'Olde Carlsbad', 'Terramar', 'La Costa', 'Aviara', 'Calavera Hills', 'Bressi Ranch',
      'Rancho Carrillo', 'Robertson Ranch',
    ],
    permits: {
      authority: 'City of Carlsbad Building Division',
      text: [
        'Carlsbad\'s Building Division, part of the city\'s Community Development Department, handles plan review and permits for remodels. We prepare the plans, submit them and schedule each inspection; a kitchen or bath project inside the house normally needs building, plumbing and electrical permits and nothing from the coastal or design side.',
        'Part of Carlsbad lies in the coastal zone, including areas near the beach and the lagoons, and additions or exterior work there can need coastal review. Homes in the Village and Barrio area fall under the **Village and Barrio Master Plan**, which sets its own standards for exterior changes. We confirm with the city which rules apply to your lot before the design is final.',
        'Many Carlsbad neighborhoods also have homeowners associations with architectural committees. Their approval is separate from the city\'s and usually covers exterior items such as windows, paint colors and additions.',
      ],
    },
    reasons: [
      {
        title: 'We know tract-home construction',
        text: 'Slab foundations, truss roofs and builder-grade plumbing and wiring follow predictable patterns, so our quotes account for what is behind the drywall.',
      },
      {
        title: 'HOA paperwork handled',
        text: 'We prepare the drawings, color samples and product sheets your association asks for and track its approval alongside the city permit.',
      },
      {
        title: 'Open plans kept livable',
        text: 'When the kitchen is open to the family room, we seal the work area with dust walls and set up a temporary kitchen so your household keeps running.',
      },
      {
        title: 'A written warranty',
        text: `Your remodel is covered by our ${business.warranty.label}, in writing, from the day we finish.`,
      },
    ],
    images: [
      { key: 'carlsbad-la-costa-kitchen', alt: 'Updated kitchen in a 1980s La Costa home with a new island, white quartz counters and cabinets that reach the ceiling' },
      { key: 'carlsbad-aviara-primary-bath', alt: 'Primary bathroom in an Aviara home with a large walk-in shower where a garden tub used to be and a floating double vanity' },
    ],
    nearby: ['encinitas', 'rancho-santa-fe', 'del-mar'],
  },
  {
    slug: 'encinitas',
    name: 'Encinitas',
    seo: {
      title: `Remodeling in Encinitas, Leucadia & Cardiff | ${business.shortName}`,
      description:
        'Kitchen, bath and interior remodels across Encinitas: Leucadia and Old Encinitas cottages, Cardiff hillside homes, New Encinitas tracts and Olivenhain ranches.',
    },
    heading: 'Remodeling in Encinitas, from Leucadia to Olivenhain',
    intro: [
      'Encinitas is really five communities: Leucadia, Old Encinitas, Cardiff-by-the-Sea, New Encinitas and Olivenhain. Each has its own kind of house, and we shape kitchen, bath and interior remodels to fit them.',
      'West of the freeway, Leucadia, Old Encinitas and Cardiff-by-the-Sea have beach cottages, bungalows and hillside homes, many of them enlarged piece by piece over the decades. New Encinitas is mostly subdivisions from the 1970s to the 1990s with familiar builder layouts. Olivenhain feels rural, with ranch homes and custom houses on large lots, some with horses, long driveways and septic systems.',
      'Near the bluffs, salt air and wind-driven moisture wear on windows, doors and anything metal. Inland in Olivenhain, summers are hotter and the land is drier. Across the city, hillside lots need drainage planned around any exterior change, and older homes may still have original wiring and plumbing that we want to know about before we price the job.',
    ],
    services: [
      {
        title: 'Cottage kitchens in Leucadia and Old Encinitas',
        href: '/services/kitchen-remodeling/',
        text: 'Small kitchens in older cottages gain the most from a smarter layout, open shelving where it helps and a window over the sink kept where it belongs.',
      },
      {
        title: 'Bathrooms for Cardiff hillside homes',
        href: '/services/bathroom-remodeling/',
        text: 'Split-level homes often hide a bathroom under a stair or on a lower floor. We rebuild them with proper waterproofing and ventilation, and check the drain slope and venting on the way.',
      },
      {
        title: 'Whole-house floors in New Encinitas',
        href: '/services/flooring/',
        text: 'For 1970s to 1990s homes on concrete slabs, we test for moisture and install engineered wood or luxury vinyl plank that runs through the living areas without breaks.',
      },
      {
        title: 'Mudrooms and pantries in Olivenhain',
        href: '/services/custom-cabinetry/',
        text: 'Country properties need storage for boots, tack and bulk supplies. We build mudroom lockers, laundry cabinetry and walk-in pantries sized to how you live.',
      },
      {
        title: 'Exterior paint near the beach',
        href: '/services/painting/',
        text: 'Cottages close to the water need paint that resists mildew and sun. We repair wood and stucco before painting and choose coatings made for coastal exposure.',
      },
    ],
    neighborhoods: [
      'Leucadia', 'Old Encinitas', 'Cardiff-by-the-Sea', 'New Encinitas', 'Olivenhain', 'Encinitas Ranch', 'Village Park',
    ],
    permits: {
      authority: 'City of Encinitas Development Services',
      text: [
        'The City of Encinitas Development Services Department reviews plans, issues permits and sends the inspectors. A kitchen or bath remodel that stays indoors usually needs only the standard building, plumbing and electrical permits.',
        'Much of the city is covered by a certified **Local Coastal Program**, so additions and exterior changes can need a coastal development permit, and many exterior projects go through design review. Homes on or near coastal bluffs face extra requirements, usually including geotechnical reports. Specific plans also set rules along parts of Highway 101, including downtown Encinitas, Leucadia\'s North 101 corridor and central Cardiff.',
        'In Olivenhain, adding a bathroom to a home on a septic system can also require the county\'s review of the system. Which rules apply depends on the parcel, so we check with the city before the design is final and build the review time into your schedule.',
      ],
    },
    reasons: [
      {
        title: 'We know the five communities',
        text: 'A Leucadia cottage, a Village Park tract home and an Olivenhain ranch need different plans, materials and crews, and we treat them that way.',
      },
      {
        title: 'Coastal and design review prepared',
        text: 'If your project changes the exterior, we tell you early which reviews apply and prepare the drawings and material details they ask for.',
      },
      {
        title: 'Moisture and drainage planned in',
        text: 'Sloped lots and ocean air are part of life here. We plan flashing, drainage and ventilation with the design, not as an afterthought.',
      },
      {
        title: 'Careful on rural properties',
        text: 'On long driveways and horse properties we plan truck access, protect landscaping and keep gates closed around animals.',
      },
    ],
    images: [
      { key: 'encinitas-leucadia-cottage-kitchen', alt: 'Small kitchen in a Leucadia beach cottage with open shelving, butcher block counters and a window over the sink' },
      { key: 'encinitas-olivenhain-ranch-floors', alt: 'Living room of an Olivenhain ranch home with new wide-plank oak floors and a stone fireplace' },
    ],
    nearby: ['carlsbad', 'del-mar', 'rancho-santa-fe'],
  },
  {
    slug: 'point-loma',
    name: 'Point Loma',
    seo: {
      title: `Point Loma Kitchen & Bath Remodeling | ${business.shortName}`,
      description:
        'Remodels for Point Loma ranch homes and bayfront houses in Sunset Cliffs, La Playa, Roseville-Fleetridge and the Wooded Area, with coastal permits handled.',
    },
    heading: 'Point Loma Home Remodeling',
    intro: [
      'Point Loma is full of solid ranch homes from the 1940s to the 1960s, with older houses near the bay in La Playa and Roseville and custom homes on the hills of the Wooded Area. We remodel kitchens, bathrooms and interiors to bring these homes up to date without losing their character.',
      'Many Point Loma ranch homes have good bones: single-story plans, oak floors under the carpet and generous lots. They also tend to have closed kitchens, small bathrooms, original electrical panels and galvanized or cast-iron plumbing. Opening a kitchen to the living room, adding a primary bath and reviving tired floors are typical projects here, and each starts with a look at what is inside the walls.',
      'Near Sunset Cliffs and along the bay, salt spray and the marine layer are hard on windows, fixtures and finishes, and the peninsula\'s slopes send rainwater toward foundations. In Loma Portal, close to the airport, we pay attention to sound: solid-core doors, insulation in opened walls and well-sealed windows make a noticeable difference.',
    ],
    services: [
      {
        title: 'Opening up ranch-house kitchens',
        href: '/services/kitchen-remodeling/',
        text: 'Removing or opening the wall between kitchen and living room usually means a beam, rerouted wiring and sometimes a moved vent. We engineer it properly and permit it.',
      },
      {
        title: 'Adding and updating bathrooms',
        href: '/services/bathroom-remodeling/',
        text: 'Postwar homes often have one or two small baths. We enlarge them, carve a primary bath from a bedroom or closet and replace old galvanized and cast-iron lines while the room is open.',
      },
      {
        title: 'Refinishing original hardwood',
        href: '/services/flooring/',
        text: 'Oak floors hidden under carpet can often be sanded and refinished. Where they are too damaged, we patch in matching boards or install engineered wood.',
      },
      {
        title: 'Exterior paint against salt spray',
        href: '/services/painting/',
        text: 'Homes near Sunset Cliffs and the bay need careful prep, mildew-resistant acrylic paint and timing that avoids painting over morning dew.',
      },
    ],
    neighborhoods: [
      'Sunset Cliffs', 'La Playa', 'Roseville-Fleetridge', 'Wooded Area', 'Loma Portal', 'Point Loma Heights', 'Ocean Beach',
    ],
    permits: {
      authority: 'City of San Diego Development Services',
      text: [
        'Point Loma belongs to the City of San Diego, and the city\'s Development Services Department handles plan review, permits and inspections here. If your new kitchen or bath stays within the walls of the house, expect the standard building, plumbing and electrical permits and nothing more.',
        'Changes to the outside of the house are where Point Loma gets more involved. Large parts of the peninsula, including the blocks along Sunset Cliffs, fall in the **Coastal Overlay Zone**: an addition, a new deck or bigger windows there may need a Coastal Development Permit, and buildings are held to the 30-foot coastal height limit San Diego voters adopted with Proposition D in 1972. Discretionary projects usually go before the Peninsula Community Planning Board, and because most houses here are more than 45 years old, exterior work generally starts with the city\'s historic screening.',
        'Additions near the airport can also fall under airport land use compatibility rules. We check all of this for your address before the design is final.',
      ],
    },
    reasons: [
      {
        title: 'At home with mid-century construction',
        text: 'We know what 1950s framing, wiring and plumbing look like once the drywall comes off, and we price the likely fixes in your quote.',
      },
      {
        title: 'Finishes chosen for the peninsula',
        text: 'Stainless and brass hardware, sealed exterior trim and paints rated for coastal exposure hold up on a point of land surrounded by salt water.',
      },
      {
        title: 'Straight answers on coastal permits',
        text: 'We tell you early whether your plans stay a simple building permit or need coastal review, and design accordingly.',
      },
      {
        title: 'Respect for mid-century design',
        text: 'In the Wooded Area and on the hills above the bay, we keep the clean lines, clerestory windows and wood ceilings that make these homes special.',
      },
    ],
    images: [
      { key: 'point-loma-ranch-kitchen', alt: 'Remodeled kitchen in a 1950s Point Loma ranch home with ocean-blue cabinets and a window toward the bay' },
      { key: 'point-loma-wooded-area-bath', alt: 'Bathroom in a Wooded Area home on Point Loma with a skylight, green tile shower and a wood-slat ceiling' },
    ],
    nearby: ['san-diego', 'coronado', 'la-jolla'],
  },
  {
    slug: 'rancho-santa-fe',
    name: 'Rancho Santa Fe',
    seo: {
      title: `Rancho Santa Fe & Fairbanks Ranch Remodeling | ${business.shortName}`,
      description:
        'Estate kitchen, bath and cabinetry remodels in Rancho Santa Fe and Fairbanks Ranch, with Art Jury and association review planned into the schedule.',
    },
    heading: 'Remodeling in Rancho Santa Fe and Fairbanks Ranch',
    intro: [
      'Rancho Santa Fe and Fairbanks Ranch are estate communities where a remodel answers to the county and to the community\'s own architectural review. We remodel kitchens, bathrooms, cabinetry and interiors in both, with the preparation and patience that takes.',
      'The Covenant of Rancho Santa Fe grew around the village center that architect Lilian Rice designed in the 1920s, and its homes range from early Spanish and Mediterranean-style houses to large estates from every decade since, many on acreage shaded by eucalyptus. Fairbanks Ranch, to the south in the San Dieguito River valley, is a gated community on private streets, planned in the late 1970s and built out largely from the 1980s on. Both have large kitchens, many bathrooms and a lot of built-in cabinetry, and both reward a remodel that looks as if it had always been part of the house.',
      'A few miles inland, summers are warmer and drier than on the coast, and much of the area is mapped as a high fire hazard zone, which affects roofing, vents and exterior materials when those change. Many Covenant properties are on septic systems, so adding a bathroom can bring county environmental health review into the project. Large homes also mean long plumbing runs, several heating and cooling zones and older systems we evaluate before design.',
    ],
    services: [
      {
        title: 'Estate kitchens and butler\'s pantries',
        href: '/services/kitchen-remodeling/',
        text: 'Chef\'s kitchens with two islands, a scullery or butler\'s pantry for entertaining, professional ranges with ventilation sized to match and lighting designed for high ceilings.',
      },
      {
        title: 'Primary suites',
        href: '/services/bathroom-remodeling/',
        text: 'Large primary baths with steam showers, soaking tubs and separate vanities, often combined with a reworked dressing room or closet.',
      },
      {
        title: 'Libraries, dressing rooms and built-ins',
        href: '/services/custom-cabinetry/',
        text: 'Paneled libraries, wine storage, bars and dressing-room cabinetry built to the room and finished to match existing millwork.',
      },
      {
        title: 'Interior painting and color',
        href: '/services/painting/',
        text: 'Colors and sheens chosen for large rooms and strong natural light, with careful work on beams and millwork. Exterior color changes in the Covenant go to the Art Jury first.',
      },
      {
        title: '3D design for review and decisions',
        href: '/3d-renderings/',
        text: 'Renderings let you, your family and, for exterior work, the reviewing committee see the result before anything is ordered.',
      },
    ],
    neighborhoods: [
      'The Covenant', 'Fairbanks Ranch', 'Rancho Santa Fe Village', 'The Bridges', 'Whispering Palms',
    ],
    permits: {
      authority: 'County of San Diego Planning & Development Services',
      text: [
        'Rancho Santa Fe is unincorporated, so building permits come from the County of San Diego Planning & Development Services. Interior kitchen and bath remodels generally need county building, plumbing and electrical permits.',
        'In the Covenant, the Rancho Santa Fe Association\'s **Art Jury** reviews exterior changes under the Association\'s Regulatory Code and the Protective Covenant, from additions to windows, roofing and colors. Its approval is separate from the county permit and usually comes first. Fairbanks Ranch is also unincorporated county land, with its own homeowners association that reviews architectural changes and sets rules for contractors working inside the gates.',
        'Whether an interior-only project needs association sign-off depends on its scope, so we confirm with the association and the county before the design is final.',
      ],
    },
    reasons: [
      {
        title: 'Art Jury and association submittals prepared',
        text: 'We prepare the drawings, material and color samples and photos the Art Jury or the Fairbanks Ranch association asks for, and plan the schedule around their review calendar.',
      },
      {
        title: 'Craftsmanship at estate scale',
        text: 'Cabinetry, millwork and tile on this scale need careful layout and patient installers. Our own team does the finish work and matches what is already in the house.',
      },
      {
        title: 'Good conduct behind the gates',
        text: 'We follow each association\'s contractor rules on hours, access and parking, and we protect long driveways, landscaping and finished floors throughout the job.',
      },
      {
        title: 'Systems checked before design',
        text: 'Septic capacity, electrical service and heating and cooling are evaluated early, so a new bath or a bigger kitchen does not run into a surprise halfway through.',
      },
    ],
    images: [
      { key: 'rancho-santa-fe-estate-kitchen', alt: 'Kitchen in a Rancho Santa Fe Covenant estate with a timber-beamed ceiling, plaster range hood and two islands' },
      { key: 'fairbanks-ranch-primary-bath', alt: 'Primary bathroom in a Fairbanks Ranch home with limestone floors, a freestanding soaking tub and walnut vanities' },
      { key: 'rancho-santa-fe-library-built-ins', alt: 'Paneled library with custom built-in bookcases and a rolling ladder in a Rancho Santa Fe home' },
    ],
    nearby: ['del-mar', 'encinitas', 'carlsbad'],
  },
])
