/** Copy for the About page (/about/). The statistics' figures come from content/business.ts. */
import { business } from './business.ts'
import { About, defineContent } from './schema.ts'

export const about = defineContent('about.ts', About, {
  seo: {
    title: `About Us: Remodeling San Diego Since ${business.foundingYear} | ${business.shortName}`,
    description: `How a San Diego painting company founded in ${business.foundingYear} grew into a licensed remodeling contractor for kitchens, baths, cabinetry and flooring.`,
  },
  heading: `About ${business.name}`,
  story: [
    `${business.name} is a licensed remodeling contractor based in ${business.serviceArea.city}. We design and build kitchens, bathrooms, custom cabinetry, painting and flooring projects for homeowners across ${business.serviceArea.region}.`,
    `We started in ${business.foundingYear} as a painting company. Painting puts you in a lot of homes, and homeowners kept asking whether we could also replace the tired cabinets, put down new floors or take on the whole kitchen. We said yes one careful step at a time, bringing on experienced carpenters, installers and designers as the work grew.`,
    `Today we handle complete remodels as a ${business.licenseClass}: kitchens, bathrooms, cabinetry, interior and exterior painting, flooring and 3D design visualization. We still think like painters, though. The preparation nobody sees is what makes a finish last, whether that is sanding trim, leveling a subfloor or waterproofing a shower before the first tile goes on.`,
  ],
  approach: [
    'Every project starts with a free consultation in your home. We listen first, measure carefully and give you honest guidance on budget. Before anything is ordered you see the design in 3D and receive a written, itemized quote, so you know what you are paying for and why.',
    "Once work begins, one project manager is your point of contact from demolition to the final walkthrough. We pull the permits and schedule the inspections, whether your home is in the City of San Diego or one of the county's other cities. Because most families live at home during a remodel, we put up dust barriers, protect your floors and clean up at the end of every day.",
  ],
  stats: {
    teamMembers: 'Team members',
    projectsCompleted: 'Projects completed',
    years: 'Years in business (since {year})',
    satisfaction: 'Satisfaction',
  },
  values: [
    {
      title: 'Quality Craftsmanship',
      icon: 'hammer',
      text: 'Square cabinets, flat floors, clean paint lines and waterproofing done right the first time. We build it the way we would for our own homes.',
    },
    {
      title: 'Integrity',
      icon: 'shield-check',
      text: 'Straight answers, written quotes and no surprise charges. If we find a problem behind a wall, you see it and approve the fix before we do the work.',
    },
    {
      title: 'Innovation',
      icon: 'lightbulb',
      text: '3D renderings, better materials and smarter layouts let you make confident decisions and get more out of every square foot.',
    },
    {
      title: 'Customer Service',
      icon: 'users',
      text: `We answer the phone, return calls ${business.replyPromise} and keep you updated, because a remodel goes better when you always know what happens next.`,
    },
  ],
  whyChooseUs: [
    `Licensed and insured: ${business.licenseClass}, license ${business.licenseNumber}`,
    `5-star rated on review sites, with a ${business.reviews.rating} average from ${business.reviews.count} verified reviews`,
    'Free in-home design consultations, with 3D renderings so you can see the result before we build',
    'A dedicated project manager and one point of contact for your whole project',
    "Premium materials chosen to hold up in San Diego's coastal climate",
    'Permits and inspections handled for you, start to finish',
    `Every project backed by a ${business.warranty.label}`,
  ],
  headings: {
    story: 'Our story',
    approach: 'Our approach',
    values: 'What we value',
    whyChooseUs: `Why choose ${business.name}`,
  },
  closing: 'Talk to our team',
})
