/** Copy for /thank-you/, shown after a successful quote request. */
import { business } from './business.ts'
import { defineContent, ThankYou } from './schema.ts'

export const thankYou = defineContent('thank-you.ts', ThankYou, {
  seo: {
    title: `Thank You for Your Quote Request | ${business.shortName}`,
    description: `We received your remodeling quote request and will contact you ${business.replyPromise} to talk through your project and schedule a consultation.`,
  },
  heading: 'Thank you! We received your request.',
  intro: `A member of our team will contact you ${business.replyPromise} by phone or e-mail to talk about your project. There is nothing more you need to do right now.`,
  stepsHeading: 'What happens next',
  steps: [
    {
      title: 'Review Your Details',
      text: 'We read through your project type, address and message, and may call with a few quick questions about the space, your timing and your budget.',
    },
    {
      title: 'Preliminary Estimate',
      text: 'Based on what you tell us, we give you a rough price range, so you know whether the project fits your budget before anyone visits.',
    },
    {
      title: 'In-Person Consultation',
      text: 'We visit your home at a time that suits you, take measurements and talk through ideas. Afterward you receive a detailed written quote, free and with no obligation.',
    },
  ],
  questions: 'Questions in the meantime? Call {phone} ({hours}).',
  links: {
    label: 'While you wait',
    items: [
      { href: '/projects/', label: 'Browse our recent projects' },
      { href: '/3d-renderings/', label: 'See how 3D design works' },
      { href: '/resources/cost-guide/', label: 'Read the remodeling cost guide' },
      { href: '/blog/', label: 'Read our remodeling blog' },
      { href: '/', label: 'Back to the home page' },
    ],
  },
})
