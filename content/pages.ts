/** Search snippets and intros for the pages whose copy is short enough not to need a module of their own. */
import { z } from 'zod'
import { business } from './business.ts'
import { defineContent, Seo } from './schema.ts'

const PageIntro = z.object({ seo: Seo, heading: z.string().min(1), intro: z.string().min(1) })

export const pages = defineContent('pages.ts', z.record(z.string(), PageIntro), {
  services: {
    seo: {
      title: `Remodeling Services in San Diego County | ${business.shortName}`,
      description:
        'Kitchen and bathroom remodeling, custom cabinetry, painting, flooring and 3D design visualization by a licensed San Diego County contractor.',
    },
    heading: 'Our Remodeling Services',
    intro: `From a single room of flooring to a full kitchen and bath renovation, one licensed team (CSLB ${business.licenseNumber}) designs, permits and builds your project, and backs it with a ${business.warranty.label}.`,
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
    intro: 'Straight answers from the people who do the work: how to plan, what things cost, and what lasts in a coastal climate.',
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
  },
  sitemap: {
    seo: {
      title: `Site Map | ${business.name}`,
      description:
        `Every page on the ${business.name} site: services, projects, locations we serve, remodeling guides, blog articles and company information.`,
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
    heading: 'Page not found',
    intro: 'The page you were looking for does not exist or has moved.',
  },
})
