/**
 * Copy for the pages that have no module of their own: search snippets, headings and intros, and the
 * words the page layouts put around content entries (article, location, guide and service pages).
 * `{place}`-style slots are filled by the page (lib/format.ts `fill`); the schema names the slots each
 * text may use, so a typo fails the build.
 */
import { z } from 'zod'
import { business } from './business.ts'
import { defineContent, IconName, Seo, Template } from './schema.ts'

const text = z.string().trim().min(1)
const PageIntro = z.object({ seo: Seo, heading: text, intro: text })
const Closing = z.object({ heading: text, text: text.optional() })

const Pages = z.object({
  /** A link to the quote form (the closing band's, the projects page's). */
  quoteLink: text,
  /** The closing band of most pages (components/CallToAction.tsx), unless the page words its own. */
  callToAction: z.object({ label: text, heading: text, text, call: text }),
  /** The side card of location and guide pages (components/QuoteSideCard.tsx); a location's heading names it. */
  quoteSideCard: z.object({ label: text, heading: text, headingIn: Template('place'), text, quote: text }),
  services: PageIntro.extend({ cardLink: Template('service') }),
  projects: PageIntro,
  blog: PageIntro.extend({ cardLink: text, readingTime: Template('minutes'), backLink: text, closing: Closing }),
  subcontractorSignup: PageIntro.extend({
    perksLabel: text,
    perks: z
      .array(z.object({ icon: IconName, title: text, text }))
      .min(1)
      .max(4),
    noJavaScript: Template('email'),
    questions: Template('phone', 'hours'),
  }),
  sitemap: PageIntro,
  notFound: PageIntro.extend({ status: text, homeLink: text, sitemapLink: text }),
  /** The screen for an error while rendering; `fallback` when the error has no message. */
  error: z.object({ seo: Seo, heading: text, fallback: text }),
  service: z.object({ closing: Template('service'), projects: Template('service') }),
  /** The words around a case study's entry (pages/projects/@slug/+Page.tsx). */
  project: z.object({
    goal: text,
    house: text,
    work: text,
    scope: text,
    materials: text,
    trades: text,
    facts: z.object({
      heading: text,
      services: text,
      location: text,
      area: Template('place'),
      duration: text,
      budget: text,
      permits: text,
    }),
    /** The comparison slider: its label, and what a screen reader hears as it moves. */
    beforeAfter: z.object({
      heading: text,
      before: text,
      after: text,
      label: text,
      valueText: Template('before', 'after'),
    }),
    photos: text,
    testimonial: text,
    published: Template('date'),
    related: text,
    closing: Template('place'),
  }),
  /** Lists of project cards (service, location and project pages): the links past the first few cards. */
  projectCards: z.object({ more: text }),
  location: z.object({
    services: Template('place'),
    neighborhoods: text,
    permits: Template('place', 'authority'),
    reasons: Template('place'),
    projects: Template('place'),
    nearby: text,
    closing: Template('place'),
  }),
  guide: z.object({ updated: text, moreGuides: text }),
  legal: z.object({ updated: text }),
})

export const pages = defineContent('pages.ts', Pages, {
  quoteLink: 'Get Your Free Quote',
  callToAction: {
    label: 'Contact us',
    heading: 'Ready to start your project?',
    text: `Call us or request a free in-home consultation. We reply ${business.replyPromise}.`,
    call: 'Call',
  },
  quoteSideCard: {
    label: 'Free quote',
    heading: 'Free in-home consultation',
    headingIn: 'Free in-home consultation in {place}',
    text: `Tell us about your project and we will reply ${business.replyPromise} with next steps and a time to visit.`,
    quote: 'Request a Free Quote',
  },
  services: {
    seo: {
      title: `Remodeling Services in San Diego County | ${business.shortName}`,
      description:
        'Kitchen and bathroom remodeling, custom cabinetry, painting, flooring and 3D design visualization by a licensed San Diego County contractor.',
    },
    heading: 'Our Remodeling Services',
    intro: `From a single room of flooring to a full kitchen and bath renovation, one licensed team (CSLB ${business.licenseNumber}) designs, permits and builds your project, and backs it with a ${business.warranty.label}.`,
    cardLink: 'Learn more about {service}',
  },
  projects: {
    seo: {
      title: `Recent Remodeling Projects in San Diego | ${business.shortName}`,
      description:
        'Kitchens, bathrooms, cabinetry, flooring and whole-home renovations we have completed across San Diego, La Jolla, Del Mar, Carlsbad, Encinitas and Carmel Valley.',
    },
    heading: 'Recent Projects',
    intro:
      'A look at recent work across San Diego County: what each homeowner asked for, where the house is, and what we built.',
  },
  blog: {
    seo: {
      title: `Remodeling Blog: Kitchen, Bath & Cabinet Advice | ${business.shortName}`,
      description:
        'Practical remodeling advice from a San Diego contractor: planning and budgeting, kitchen trends, bathroom renovation steps and choosing cabinet materials.',
    },
    heading: 'Remodeling Blog',
    intro:
      'Straight answers from the people who do the work: how to plan, what things cost, and what lasts in a coastal climate.',
    cardLink: 'Read article',
    readingTime: '{minutes} min read',
    backLink: 'Back to Blog',
    closing: { heading: 'Have a project in mind?' },
  },
  subcontractorSignup: {
    seo: {
      title: `Become a Subcontractor | ${business.name}`,
      description:
        'Licensed and insured trades in San Diego County: apply to join our subcontractor network for steady kitchen, bath, flooring and painting work.',
    },
    heading: 'Become a Subcontractor',
    intro:
      'We work with reliable, licensed and insured tradespeople across San Diego County. Tell us about your company and the work you do, and we will review your application and contact you soon.',
    perksLabel: 'Why work with us',
    perks: [
      {
        icon: 'calendar-check',
        title: 'Steady, scheduled work',
        text: 'Kitchen, bath, flooring and painting projects across San Diego County, booked with clear start dates.',
      },
      {
        icon: 'hand-coins',
        title: 'Prompt, fair payment',
        text: 'Agreed scopes and rates in writing, and payment on schedule when your phase passes inspection.',
      },
      {
        icon: 'badge-check',
        title: 'Organized job sites',
        text: 'A project manager on every job coordinates trades, materials and inspections, so you can focus on your work.',
      },
    ],
    noJavaScript: 'This application needs JavaScript. You can also e-mail your details to {email}.',
    questions: 'Questions about joining? Call {phone}, {hours}.',
  },
  sitemap: {
    seo: {
      title: `Site Map | ${business.name}`,
      description: `Every page on the ${business.name} site: services, projects, locations we serve, remodeling guides, blog articles and company information.`,
    },
    heading: 'Site Map',
    intro: 'Every page on this site, grouped by topic.',
  },
  notFound: {
    seo: {
      title: `Page Not Found | ${business.name}`,
      description:
        'The page you were looking for does not exist or has moved. Find our remodeling services, projects and guides from the home page or the site map.',
    },
    status: '404',
    heading: 'Page not found',
    intro: 'The page you were looking for does not exist or has moved.',
    homeLink: 'Go to the home page',
    sitemapLink: 'See all pages',
  },
  error: {
    seo: {
      title: 'Unexpected Application Error!',
      description:
        'Something went wrong while loading this page. Find our remodeling services, projects and guides from the home page or the site map.',
    },
    heading: 'Unexpected Application Error!',
    fallback: 'Something went wrong while loading this page.',
  },
  service: { closing: 'Plan your {service} project', projects: 'Recent {service} projects' },
  project: {
    goal: 'What the homeowners wanted',
    house: 'The house',
    work: 'What we did',
    scope: 'The scope of work',
    materials: 'Materials',
    trades: 'Trades on site',
    facts: {
      heading: 'Project at a glance',
      services: 'Services',
      location: 'Location',
      area: 'Our work in and near {place}',
      duration: 'How long it took',
      budget: 'Budget',
      permits: 'Permits',
    },
    beforeAfter: {
      heading: 'Before and after',
      before: 'Before',
      after: 'After',
      label: 'Slide to compare before and after',
      valueText: '{before}% before, {after}% after',
    },
    photos: 'More photos from this job',
    testimonial: "In the homeowners' words",
    published: 'Case study published {date}',
    related: 'Related projects',
    closing: 'Planning a remodel in {place}?',
  },
  projectCards: { more: 'More projects' },
  location: {
    services: 'Remodeling services in {place}',
    neighborhoods: 'Neighborhoods we serve',
    permits: 'Permits in {place}: {authority}',
    reasons: 'Why {place} homeowners choose us',
    projects: 'Our projects in and near {place}',
    nearby: 'Nearby areas we serve',
    closing: 'Start your {place} remodel',
  },
  guide: { updated: 'Updated', moreGuides: 'More remodeling guides' },
  legal: { updated: 'Last updated' },
})
