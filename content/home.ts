/**
 * Copy for the home page (/): hero, benefits, gallery, process, testimonials and the contact section. The
 * gallery's projects and the testimonials are entries of their own (content/projects/, content/testimonials/).
 */
import { business } from './business.ts'
import { defineContent, Home } from './schema.ts'

export const home = defineContent('home.ts', Home, {
  seo: {
    title: `Kitchen & Bath Remodeling in San Diego | ${business.shortName}`,
    description:
      'Licensed San Diego County remodeling contractor for kitchens, bathrooms, custom cabinetry, painting and flooring. Free in-home consultation and 3D design.',
  },
  hero: {
    headline: 'Remodeling San Diego homes, from first sketch to final walkthrough',
    blurb: `Kitchens, bathrooms, custom cabinetry, painting and flooring across San Diego County. One licensed team designs your space in 3D, handles the permits, builds it and backs it with a ${business.warranty.label}.`,
    callButton: 'Get Your Free Quote',
    workLink: 'View Our Work',
    trustedBy: 'Trusted by {homeowners} San Diego homeowners',
    rating: '{rating} from {count} verified reviews',
    slides: [
      { key: 'hero-kitchen', alt: 'Bright remodeled kitchen with a large island, pendant lights and white cabinets' },
      { key: 'hero-bathroom', alt: 'Remodeled bathroom with a frameless glass walk-in shower and a floating vanity' },
      { key: 'hero-living', alt: 'Freshly painted living room with wide-plank wood floors and natural light' },
    ],
    avatars: ['avatar-1', 'avatar-2', 'avatar-3'],
    names: {
      region: 'Project photos',
      kind: 'carousel',
      slideKind: 'slide',
      slide: '{number} of {count}',
      dot: 'Go to slide {number}',
      pause: 'Pause slideshow',
      play: 'Play slideshow',
    },
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
    callButton: 'Get Started Today',
  },
  gallery: {
    heading: 'Our Recent Work',
    intro:
      'Kitchens, bathrooms, interiors and floors we have finished for homeowners across San Diego County. Filter by room, or follow along on Instagram for more.',
    filters: {
      all: 'All Projects',
      kitchen: 'Kitchen',
      bathroom: 'Bathroom',
      interior: 'Interior',
      flooring: 'Flooring',
    },
    instagramLink: 'View on Instagram',
    moreOnInstagram: 'View More on Instagram',
    names: {
      filters: 'Filter projects',
      list: 'Projects',
      scrollLeft: 'Scroll gallery left',
      scrollRight: 'Scroll gallery right',
      showingOne: 'Showing 1 project',
      showing: 'Showing {count} projects',
      reviews: 'Customer reviews',
    },
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
    contactLink: 'Start Your Project Today',
  },
  testimonials: {
    heading: 'What Our Clients Say',
    names: {
      region: 'Testimonials',
      kind: 'carousel',
      previous: 'Previous testimonial',
      next: 'Next testimonial',
      show: 'Show testimonial {number}',
      status: 'Testimonial {number} of {count}',
      rating: 'Rated {rating} out of 5',
    },
    widgets: { googleReviews: 'Google reviews', yelpReviews: 'Yelp reviews' },
  },
  contact: {
    heading: 'Get Your Free Consultation and Quote',
    intro: `Tell us a little about your project. We will get back to you ${business.replyPromise} to set up a free in-home consultation, and you will receive a clear, written quote with no obligation.`,
    noJavaScript: 'This form needs JavaScript. You can also call us at {phone} or e-mail {email}.',
    details: { heading: 'Contact information', reply: `We reply to every request ${business.replyPromise}.` },
    faq: {
      heading: 'Common questions',
      items: [
        {
          question: 'How long does a remodel take?',
          answer: `Most bathroom remodels take ${business.durations.bathroom} and kitchens ${business.durations.kitchen}, depending on scope. You get a written schedule before work starts.`,
        },
        {
          question: 'Do you handle permits?',
          answer:
            'Yes. We handle all permits and inspections with your city or the County, and schedule every inspection for you.',
        },
      ],
    },
  },
})
