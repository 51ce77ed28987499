import { business } from '../business.ts'
import type { GuideEntry } from '../schema.ts'

export default {
  order: 2,
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
      text: "Permits can feel like paperwork standing between you and a new kitchen, but they work in your favor. A permit means a plans examiner and an inspector have checked the wiring, plumbing, framing and waterproofing that will be hidden behind drywall and tile. Unpermitted work tends to surface at the worst moments: when you sell, when a buyer's inspector asks questions, or after a leak or fire, and it may have to be opened up and corrected later.",
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
          "That city's own building department",
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
      text: "Some places add a public design review. In Rancho Santa Fe, exterior changes to homes within the Covenant go before the Rancho Santa Fe Association's Art Jury, which has its own submittal requirements and meeting schedule, in addition to the County permit. Del Mar reviews many exterior projects through its Design Review Board. In the City of San Diego, exterior work on older homes can trigger a review for potential historic resources. Each of these runs on its own calendar, so we start them early.",
    },
    { type: 'h2', id: 'codes', text: 'Energy and safety rules that come with a permit' },
    {
      type: 'p',
      text: 'A permitted remodel has to meet current California codes for the work being done. In kitchens and bathrooms, these are the requirements homeowners notice most:',
    },
    {
      type: 'list',
      items: [
        "**Lighting (Title 24).** California's energy code requires new permanently installed lighting to be high-efficacy, which in practice means qualifying LED fixtures, and bathrooms generally need at least one light on a vacancy or occupancy sensor.",
        "**Ventilation.** A bathroom with a shower or tub needs an exhaust fan ducted to the outside, and California's green building rules call for humidity control on those fans in most new work.",
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
} satisfies GuideEntry
