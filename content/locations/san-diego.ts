import { business } from '../business.ts'
import type { LocationEntry } from '../schema.ts'

export default {
  order: 1,
  name: 'San Diego',
  seo: {
    title: `Home Remodeling Contractor in San Diego, CA | ${business.shortName}`,
    description:
      'Kitchen, bath, cabinetry, painting and flooring remodels in San Diego, from North Park bungalows to Clairemont ranch homes, with permits handled for you.',
  },
  heading: 'Home Remodeling in San Diego',
  intro: [
    `We are a licensed remodeling contractor based in San Diego, and much of our work is right here in the city: kitchens, bathrooms, custom cabinetry, painting and flooring in homes from North Park to Rancho Bernardo. One team designs your project in 3D, pulls the permits, builds it and backs it with a ${business.warranty.label}.`,
    "San Diego's houses tell the story of how the city grew. Craftsman bungalows and Spanish Revival homes from the 1910s to the 1930s line the streets of North Park, South Park, Kensington and Mission Hills. Postwar ranch houses cover the mesas of Clairemont, Bay Park, Allied Gardens and Del Cerro, and Tierrasanta, Scripps Ranch and Rancho Bernardo grew mostly from the 1960s through the 1980s. Every era has its own weak spots, and we look for them during the first visit instead of finding them on demolition day.",
    "The climate changes within a few miles, too. Homes near the water live with the marine layer and salt air, so we choose finishes and hardware that resist moisture and corrosion. Inland, summer heat and dry Santa Ana winds matter more: when a wall is open we add insulation and think about shade and cooling, and on canyon-edge lots we keep exterior work in line with the city's brush management and fire-safety rules.",
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
      text: "Original hall baths with cast-iron tubs, worn tile and no exhaust fan are common in older neighborhoods. We rebuild them with a tested waterproof shower, a fan ducted outside and fixtures that meet California's water-saving rules.",
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
    'North Park',
    'South Park',
    'Kensington',
    'Mission Hills',
    'Normal Heights',
    'Clairemont',
    'Bay Park',
    'Pacific Beach',
    'Allied Gardens',
    'Del Cerro',
    'Tierrasanta',
    'Scripps Ranch',
    'Rancho Bernardo',
    'Carmel Valley',
  ],
  geo: { latitude: 32.7157, longitude: -117.1611 },
  permits: {
    authority: 'City of San Diego Development Services',
    text: [
      'Inside city limits, plans are reviewed and permits issued by the City of San Diego Development Services Department. An interior kitchen or bathroom remodel generally needs building, plumbing and electrical permits; we prepare the drawings, submit them and meet the inspector at each stage. Work that stays inside the house does not normally need design review or a coastal permit.',
      "Two rules surprise homeowners. When exterior work or demolition is planned on a building 45 years old or older, the city first screens it for potential historic significance, and homes in designated historic districts, such as parts of North Park and Mission Hills, follow the district's standards for exterior changes. Near the beach, the **Coastal Overlay Zone** and the 30-foot coastal height limit apply to additions and exterior work. We check your address against these rules before the design is final.",
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
    {
      key: 'north-park-craftsman-kitchen',
      alt: 'Remodeled kitchen in a 1920s North Park Craftsman bungalow with sage-green shaker cabinets and a farmhouse sink',
    },
    {
      key: 'clairemont-ranch-open-kitchen',
      alt: 'Opened-up kitchen and family room in a 1950s Clairemont ranch house with white oak floors and a quartz peninsula',
    },
  ],
  nearbyHeading: 'Communities we serve across the county',
  nearby: ['la-jolla', 'point-loma', 'coronado', 'del-mar', 'encinitas', 'carlsbad', 'rancho-santa-fe'],
} satisfies LocationEntry
