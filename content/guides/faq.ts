import { business } from '../business.ts'
import type { GuideEntry } from '../schema.ts'

export default {
  order: 5,
  seo: {
    title: `Remodeling FAQ: Timelines, Permits & Payments | ${business.shortName}`,
    description:
      'Answers to common remodeling questions: how long kitchens and baths take, permits, payments, warranty, living at home during the work and 3D design.',
  },
  heading: 'Frequently Asked Questions',
  intro: `Straight answers to the questions homeowners ask us most, from how long a remodel takes to how payments, permits and our ${business.warranty.label} work.`,
  updated: '2026-11-15',
  body: [
    { type: 'h2', id: 'timing', text: 'Timing and planning' },
    {
      type: 'qa',
      question: 'How long does a bathroom remodel take?',
      answer: [
        `Most bathroom remodels take ${business.durations.bathroom} of construction. A hall bath that keeps its layout sits at the short end; a primary bath with a new walk-in shower, relocated plumbing and frameless glass sits at the long end. Shower glass is measured once the tile is in and is made to order, which is one reason a bathroom takes longer than the demolition and tile work alone would suggest.`,
        'Design, selections and the permit come first, so the time from our first meeting to a finished room is longer than the construction period itself.',
      ],
    },
    {
      type: 'qa',
      question: 'How long does a kitchen remodel take?',
      answer: [
        `Most kitchen remodels take ${business.durations.kitchen} of construction, depending on scope. Keeping the layout and choosing stock or semi-custom cabinets keeps a project toward the short end; moving walls, relocating plumbing or gas, and custom cabinetry push it toward the long end.`,
        'Countertops often set the pace: the fabricator templates them after the base cabinets are installed, then needs time to cut and finish the slabs. You get a written schedule before demolition, and your project manager keeps it up to date as the work moves along.',
      ],
    },
    {
      type: 'qa',
      question: 'How far ahead should we start planning?',
      answer: [
        'Start **2-3 months** before you want construction to begin. That leaves time for design and 3D renderings, selections, a final quote, permit review and ordering cabinets, tile and fixtures, so the crew is never waiting on materials once your kitchen or bath has been torn out.',
        'If you are working toward a date, such as a holiday, a new baby or visiting family, tell us at the first meeting and we will plan backward from it.',
      ],
    },
    { type: 'h2', id: 'quotes-payments', text: 'Quotes and payments' },
    {
      type: 'qa',
      question: 'How do quotes work?',
      answer: [
        `It starts with a free in-home consultation. Send us a request through the website and we reply ${business.replyPromise} to set up a visit. At your home we look at the space, measure, check the plumbing, electrical panel and structure, and talk through your goals and budget.`,
        'After the visit you receive a written, itemized quote based on your design and selections. If you are weighing options, such as semi-custom against full custom cabinets, we can price both so you decide with real numbers instead of guesses.',
      ],
    },
    {
      type: 'qa',
      question: 'How much will my remodel cost?',
      answer: [
        'It depends on the size of the room, whether the layout changes, the condition of the house and the materials you choose. Our cost guide lists typical ranges for kitchens, bathrooms and custom cabinetry in San Diego County and what each tier usually includes. Once we have seen your home, the itemized quote replaces those ranges with a price for your project.',
      ],
    },
    {
      type: 'qa',
      question: 'How do payments work?',
      answer: [
        'Nothing is paid in one lump sum. You put down a **deposit** when the contract is signed, make **progress** payments as each agreed stage of the work is finished, and make a **final** payment once the last inspection has passed and we have walked the finished room with you. Your contract lists every installment next to the milestone it is tied to.',
        'The deposit is kept within the limit California sets for home improvement contracts, and no progress payment is ever requested ahead of the work it pays for.',
      ],
    },
    {
      type: 'qa',
      question: 'What happens if you find a problem once the walls are open?',
      answer: [
        'In older homes it does happen: a leaking drain, rotted framing, or wiring that is not safe to reuse. We stop, show you what we found with photos, explain the options and give you a written change order with the price before doing any extra work. California requires changes to a home improvement contract to be in writing, and nothing is added to your bill without your signature.',
      ],
    },
    { type: 'h2', id: 'permits-license-warranty', text: 'Permits, license and warranty' },
    {
      type: 'qa',
      question: 'Do you handle permits?',
      answer: [
        `Yes. ${business.shortName} handles all permits and inspections for the work we do. We prepare the drawings, submit them to the building department that covers your address, respond to plan-check comments, schedule each inspection and meet the inspector on site.`,
        'If your home is in the coastal zone or your association has its own design review, we help you prepare those submissions too. Our permit guide walks through the whole process.',
      ],
    },
    {
      type: 'qa',
      question: 'Are you licensed and insured?',
      answer: [
        `Yes. We hold a ${business.licenseClass} license, number ${business.licenseNumber}, and we are insured. You can confirm the license and its status on the Contractors State License Board website, and we are glad to send a current certificate of insurance before work begins.`,
      ],
    },
    {
      type: 'qa',
      question: 'What warranty do you offer?',
      answer: [
        `Our work is backed by a ${business.warranty.label}. If something we built fails because of how it was installed, such as a cabinet door that sags or a leak at a connection we made, call us and we come back and make it right.`,
        "Products such as appliances, faucets, fans and flooring also carry their manufacturers' warranties, and we pass along the product details you need to register them.",
      ],
    },
    { type: 'h2', id: 'during', text: 'During the remodel' },
    {
      type: 'qa',
      question: 'Can we live at home during the remodel?',
      answer: [
        'Most families do. During a kitchen remodel, a temporary kitchen in the dining room or garage with the refrigerator, a microwave and a coffee maker gets most households through, and we seal the work area off with dust barriers. For a bathroom, it helps to have a second one; if you do not, we talk through the schedule before we start so you know which days the toilet and shower will be out of service.',
        'We clean up at the end of every workday and keep a clear path through the house. If older paint or materials need lead-safe or asbestos handling, children and pets should stay away from that part of the home until the cleanup is complete.',
      ],
    },
    {
      type: 'qa',
      question: 'Who will we be dealing with, and how will we stay informed?',
      answer: [
        `Your project manager is your single point of contact from start to finish. Experienced carpenters, painters and installers do the finish work, with licensed plumbers and electricians for everything behind the walls. You get a written schedule before demolition and regular updates during the job, and our office is open ${business.hours.label}.`,
      ],
    },
    { type: 'h2', id: 'design-area', text: 'Design and service area' },
    {
      type: 'qa',
      question: 'Do you offer 3D design?',
      answer: [
        'Yes. We build a 3D model of your room from our measurements, with your layout, cabinets, finishes and lighting, so you can see the space from every angle before anything is ordered. Moving an island or trying a different tile at this stage takes minutes; the same change during construction can cost weeks.',
      ],
    },
    {
      type: 'qa',
      question: 'What kinds of projects do you take on?',
      answer: [
        'Kitchen and bathroom remodels, custom cabinetry, interior and exterior painting, and flooring, along with 3D design. Many projects combine several of these, such as a new kitchen with matching floors through the adjoining rooms and fresh paint throughout.',
      ],
    },
    {
      type: 'qa',
      question: 'What areas do you serve?',
      answer: [
        `We are based in San Diego and serve homeowners throughout San Diego County, including La Jolla, Point Loma, Del Mar, Coronado, Carlsbad, Encinitas, Rancho Santa Fe and Carmel Valley. If you are not sure whether we work in your neighborhood, just ask when you request a quote.`,
      ],
    },
  ],
} satisfies GuideEntry
