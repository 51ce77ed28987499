/** Copy for the home page (/): hero, benefits, gallery, process, testimonials and the contact section. */
import { business } from './business.ts'
import { defineContent, Home } from './schema.ts'

export const home = defineContent('home', Home, {
  seo: {
    title: `Kitchen & Bath Remodeling in San Diego | ${business.shortName}`,
    description:
      'Licensed San Diego County remodeling contractor for kitchens, bathrooms, custom cabinetry, painting and flooring. Free in-home consultation and 3D design.',
  },
  hero: {
    headline: 'Remodeling San Diego homes, from first sketch to final walkthrough',
    blurb: `Kitchens, bathrooms, custom cabinetry, painting and flooring across San Diego County. One licensed team designs your space in 3D, handles the permits, builds it and backs it with a ${business.warranty.label}.`,
    slides: [
      { key: 'hero-kitchen', alt: 'Bright remodeled kitchen with a large island, pendant lights and white cabinets' },
      { key: 'hero-bathroom', alt: 'Remodeled bathroom with a frameless glass walk-in shower and a floating vanity' },
      { key: 'hero-living', alt: 'Freshly painted living room with wide-plank wood floors and natural light' },
    ],
    avatars: [
      { key: 'avatar-1', alt: 'Homeowner avatar' },
      { key: 'avatar-2', alt: 'Homeowner avatar' },
      { key: 'avatar-3', alt: 'Homeowner avatar' },
    ],
  },
  benefits: {
    heading: 'Why homeowners choose us',
    intro:
      'A remodel is a big decision and a few months of living with a crew in your house. Here is what you can count on from the first visit to the last coat of paint.',
    items: [
      {
        title: 'Custom Designs',
        icon: 'pencil-ruler',
        text: 'Every plan starts with your room and how you use it. We measure, sketch and show you a 3D rendering before anything is ordered, so layout changes happen on screen, not on site.',
      },
      {
        title: 'Premium Materials',
        icon: 'gem',
        text: 'Plywood cabinet boxes, porcelain and natural stone, 100% acrylic paints and hardware that holds up to salt air. We explain the trade-offs so you spend where it matters.',
      },
      {
        title: 'Expert Craftsmen',
        icon: 'hammer',
        text: 'Experienced carpenters, painters and installers do the finish work, with licensed plumbers and electricians for everything behind the walls.',
      },
      {
        title: 'On-Time Completion',
        icon: 'clock',
        text: 'You get a written schedule before demolition starts and regular updates from your project manager. If a date has to move, you hear it from us first, with the reason and the new plan.',
      },
      {
        title: 'Warranty Backed',
        icon: 'shield-check',
        text: `Our work is covered by a ${business.warranty.label}. If something we built is not right, call us and we come back and fix it.`,
      },
    ],
  },
  gallery: {
    heading: 'Our Recent Work',
    intro:
      'Kitchens, bathrooms, interiors and floors we have finished for homeowners across San Diego County. Filter by room, or follow along on Instagram for more.',
    projects: [
      {
        id: 'la-jolla-white-shaker-kitchen',
        category: 'kitchen',
        image: { key: 'kitchen-white-shaker', alt: 'White shaker kitchen with a quartz-topped island and counter seating' },
        title: 'White Shaker Kitchen with Island',
        description:
          'We opened a closed-off 1960s kitchen to the family room and ran white shaker cabinets to the ceiling. A quartz island with seating for four is now where homework and dinner happen.',
        location: 'La Jolla',
      },
      {
        id: 'carlsbad-navy-island-kitchen',
        category: 'kitchen',
        image: { key: 'kitchen-navy-island', alt: 'Kitchen with a navy blue island, brass pulls and white perimeter cabinets' },
        title: 'Navy Island Kitchen',
        description:
          'A navy island with brass pulls anchors white perimeter cabinets and a marble-look quartz backsplash. We turned an unused hall closet into a walk-in pantry.',
        location: 'Carlsbad',
      },
      {
        id: 'rancho-santa-fe-walnut-kitchen',
        category: 'kitchen',
        image: { key: 'kitchen-walnut-open', alt: 'Open-plan kitchen with walnut cabinetry and a honed granite island' },
        title: 'Walnut Open-Plan Kitchen',
        description:
          'Walnut cabinetry and a honed granite island in a kitchen that now opens to the dining room, after an engineered beam replaced the wall between them.',
        location: 'Rancho Santa Fe',
      },
      {
        id: 'del-mar-coastal-kitchen',
        category: 'kitchen',
        image: { key: 'kitchen-coastal', alt: 'Light coastal kitchen with oak cabinets, white tile and stainless hardware' },
        title: 'Coastal Kitchen Near the Beach',
        description:
          'Light oak, matte white tile and stainless hardware, chosen to stand up to the salt air a few blocks from the ocean.',
        location: 'Del Mar',
      },
      {
        id: 'encinitas-spa-bathroom',
        category: 'bathroom',
        image: { key: 'bathroom-spa-shower', alt: 'Curbless walk-in shower with frameless glass, a tiled bench and a linear drain' },
        title: 'Spa-Style Primary Bathroom',
        description:
          'We replaced a cramped tub-shower with a curbless walk-in shower, tiled bench and frameless glass, and added a humidity-sensing exhaust fan to keep the marine layer from turning into mildew.',
        location: 'Encinitas',
      },
      {
        id: 'north-park-craftsman-living-room',
        category: 'interior',
        image: { key: 'interior-living-paint', alt: 'Craftsman living room with warm greige walls and crisp white trim' },
        title: 'Craftsman Living Room Refresh',
        description:
          'Plaster repairs, warm greige walls and crisp white trim brought the original character back to a 1920s Craftsman bungalow.',
        location: 'North Park',
      },
      {
        id: 'point-loma-stair-millwork',
        category: 'interior',
        image: { key: 'interior-stair-millwork', alt: 'Staircase with oak treads, white risers and a square-spindle railing' },
        title: 'Staircase and Millwork Update',
        description:
          'New oak treads, painted risers and a simple square-spindle railing replaced worn carpet and a dated balustrade.',
        location: 'Point Loma',
      },
      {
        id: 'coronado-dining-built-ins',
        category: 'interior',
        image: { key: 'interior-dining-built-ins', alt: 'Dining room with floor-to-ceiling built-in cabinets and glass upper doors' },
        title: 'Dining Room Built-Ins',
        description:
          'Floor-to-ceiling built-ins with glass upper doors and a serving counter give this dining room a home for china, linens and holiday platters.',
        location: 'Coronado',
      },
      {
        id: 'carmel-valley-oak-floors',
        category: 'flooring',
        image: { key: 'flooring-oak-plank', alt: 'Wide-plank white oak flooring running through an open living area' },
        title: 'Wide-Plank Oak Floors',
        description:
          'Engineered white oak over a moisture-tested concrete slab now runs without a break from the entry through the living areas.',
        location: 'Carmel Valley',
      },
    ],
  },
  process: {
    heading: 'How Your Remodel Works',
    intro: 'Four clear steps, one project manager, and no surprises on the invoice.',
    steps: [
      {
        title: 'Consultation',
        icon: 'messages',
        text: 'We visit your home, listen to what is working and what is not, take measurements and talk through budget. The consultation is free and comes with no obligation.',
      },
      {
        title: 'Design & Planning',
        icon: 'pencil-ruler',
        text: 'You see your new space in 3D, choose materials with our help and receive a written, itemized quote. Once you approve, we pull the permits and order materials.',
      },
      {
        title: 'Construction',
        icon: 'hard-hat',
        text: 'Our crew protects your floors, seals off dust and cleans up every day. Your project manager keeps you updated and schedules every inspection.',
      },
      {
        title: 'Final Walkthrough',
        icon: 'clipboard-check',
        text: `We walk the finished space with you, fix anything on the punch list and hand over care instructions and your ${business.warranty.label}.`,
      },
    ],
  },
  // PLACEHOLDER testimonials: replace with real reviews, quoted with each customer's permission, and mark each confirmedByOwner: true.
  testimonials: {
    heading: 'What Our Clients Say',
    items: [
      {
        id: 'jennifer-m',
        name: 'Jennifer M.',
        location: 'La Jolla',
        project: 'Kitchen Remodel',
        rating: 5,
        avatar: { key: 'avatar-1', alt: 'Homeowner avatar' },
        quote:
          'When they opened the wall they found an old leak under the sink. They showed us photos and gave us a written price before fixing it, and there were no other surprises after that. The finished kitchen looks exactly like the 3D rendering, right down to the pendant lights.',
      },
      {
        id: 'david-r',
        name: 'David R.',
        location: 'Encinitas',
        project: 'Bathroom Remodel',
        rating: 5,
        avatar: { key: 'avatar-2', alt: 'Homeowner avatar' },
        quote:
          'Our project manager sent us an update every Friday with what got done and what was next. The crew covered the hallway floors every morning and cleaned up every afternoon. The new walk-in shower is our favorite part of the house.',
      },
      {
        id: 'lisa-t',
        name: 'Lisa T.',
        location: 'Carlsbad',
        project: 'Custom Cabinetry & Painting',
        rating: 5,
        avatar: { key: 'avatar-3', alt: 'Homeowner avatar' },
        quote:
          'We got three quotes and theirs was the only one that listed everything line by line. The pantry cabinets fit our awkward corner perfectly, and the painters patched and sanded every wall before any paint went on.',
      },
    ],
  },
  contact: {
    heading: 'Get Your Free Consultation and Quote',
    intro: `Tell us a little about your project. We will get back to you ${business.replyPromise} to set up a free in-home consultation, and you will receive a clear, written quote with no obligation.`,
  },
})
