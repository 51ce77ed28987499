/**
 * Zod schemas for every content module. Content is validated when a module is first imported
 * (at build time, since content never ships to the browser): a bad entry fails the build with
 * the module name and the path of the offending field.
 */
import { z } from 'zod'
import { imageKeys } from './images.ts'

/** Search snippets: bounded so titles are not cut off in results and descriptions are useful. */
export const Seo = z.object({
  title: z.string().min(10).max(65),
  description: z.string().min(70).max(165),
})
export type Seo = z.infer<typeof Seo>

const nonEmpty = z.string().trim().min(1)
/**
 * A page path inside the site, in its one URL form: ending in "/", the folder whose index.html the build
 * writes ("/", "/about/", "/services/painting/", "/#contact"). Every static host serves that form without a redirect.
 */
export const InternalHref = z.string().regex(/^\/([a-z0-9-]+\/)*(#[a-z-]+)?$/, 'must be a site path ending in / such as /about/ or /#contact')
/** Key of an image in assets/images (file name without extension). */
/** A photo from the catalogue in content/images.ts (a file assets/images/<key>.jpg). */
export const ImageKey = z.enum(imageKeys)

export const Image = z.object({ key: ImageKey, alt: nonEmpty })
export type Image = z.infer<typeof Image>

/**
 * Set on a testimonial or project once the owner confirms it is real (a review quoted with permission, a job
 * finished as described). Until then it is an example, and `npm run check:launch` lists it.
 */
const ConfirmedByOwner = z.literal(true).optional()

/**
 * Rich-text blocks used by guides, articles, service and location pages.
 * Inline text is plain (no HTML); `**bold**` is the only markup and is rendered as <strong>.
 */
export const Block = z.discriminatedUnion('type', [
  z.object({ type: z.literal('p'), text: nonEmpty }),
  z.object({ type: z.literal('h2'), text: nonEmpty, id: z.string().regex(/^[a-z0-9-]+$/).optional() }),
  z.object({ type: z.literal('h3'), text: nonEmpty }),
  z.object({ type: z.literal('list'), ordered: z.boolean().default(false), items: z.array(nonEmpty).min(1) }),
  z.object({
    type: z.literal('table'),
    caption: nonEmpty,
    head: z.array(nonEmpty).min(2),
    rows: z.array(z.array(nonEmpty).min(2)).min(1),
  }),
  z.object({ type: z.literal('callout'), title: nonEmpty, text: nonEmpty }),
  z.object({ type: z.literal('qa'), question: nonEmpty, answer: z.array(nonEmpty).min(1) }),
  z.object({ type: z.literal('image'), image: Image, caption: z.string().optional() }),
])
export type Block = z.infer<typeof Block>

export const Guide = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  updated: z.iso.date(),
  body: z.array(Block).min(5),
})
export type Guide = z.infer<typeof Guide>

export const Article = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  seo: Seo,
  title: nonEmpty,
  excerpt: z.string().min(60).max(240),
  category: z.enum(['Home Renovation', 'Kitchen Remodeling', 'Bathroom Remodeling', 'Custom Cabinetry']),
  date: z.iso.date(),
  image: Image,
  readingMinutes: z.number().int().min(1).max(60),
  body: z.array(Block).min(8),
})
export type Article = z.infer<typeof Article>

export const Location = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  name: nonEmpty,
  seo: Seo,
  heading: nonEmpty,
  /** 2-3 paragraphs about remodeling in this place specifically. */
  intro: z.array(nonEmpty).min(2).max(4),
  /** Local services: each ties a service page to this place. */
  services: z
    .array(z.object({ title: nonEmpty, text: nonEmpty, href: InternalHref }))
    .min(3)
    .max(6),
  neighborhoods: z.array(nonEmpty).min(4),
  /** Permitting authority and local rules a homeowner here should know about. */
  permits: z.object({ authority: nonEmpty, text: z.array(nonEmpty).min(1) }),
  reasons: z.array(z.object({ title: nonEmpty, text: nonEmpty })).min(3).max(5),
  images: z.array(Image).min(2).max(3),
  /** Other location pages this page links to (slugs). */
  nearby: z.array(z.string()).min(1),
})
export type Location = z.infer<typeof Location>

/** Parse a content module; the error names the module and the failing path, e.g. `locations[2].seo.title`. */
export function defineContent<S extends z.ZodType>(name: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) {
    const lines = result.error.issues.map((issue) => {
      const path = issue.path.reduce<string>(
        (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : `${acc}.${String(key)}`),
        name,
      )
      return `  ${path}: ${issue.message}`
    })
    throw new Error(`Invalid content in content/${name}:\n${lines.join('\n')}`)
  }
  return result.data
}

/** Icons available to content; components/Icon.tsx maps each name to a lucide-react icon. */
export const IconName = z.enum([
  'ruler', 'gem', 'hammer', 'clock', 'shield-check', 'messages', 'pencil-ruler', 'hard-hat', 'clipboard-check',
  'chef-hat', 'bath', 'package', 'paintbrush', 'layers', 'box', 'heart-handshake', 'lightbulb', 'users',
  'sparkles', 'eye', 'palette', 'sun', 'move', 'rotate-3d', 'phone', 'file-text', 'calendar',
])
export type IconName = z.infer<typeof IconName>

const Titled = z.object({ title: nonEmpty, text: nonEmpty })
const IconCard = z.object({ title: nonEmpty, text: nonEmpty, icon: IconName })
const Step = z.object({ title: nonEmpty, text: nonEmpty, icon: IconName.optional() })

export const GalleryCategory = z.enum(['kitchen', 'bathroom', 'interior', 'flooring'])
export type GalleryCategory = z.infer<typeof GalleryCategory>

export const Home = z.object({
  seo: Seo,
  hero: z.object({
    headline: nonEmpty,
    blurb: nonEmpty,
    slides: z.array(Image).length(3),
    avatars: z.array(Image).length(3),
  }),
  benefits: z.object({ heading: nonEmpty, intro: nonEmpty, items: z.array(IconCard).length(5) }),
  gallery: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    projects: z
      .array(
        z.object({
          id: z.string().regex(/^[a-z0-9-]+$/),
          category: GalleryCategory,
          image: Image,
          title: nonEmpty,
          description: nonEmpty,
          location: nonEmpty,
          confirmedByOwner: ConfirmedByOwner,
        }),
      )
      .length(9),
  }),
  process: z.object({ heading: nonEmpty, intro: nonEmpty, steps: z.array(Step).length(4) }),
  testimonials: z.object({
    heading: nonEmpty,
    items: z
      .array(
        z.object({
          id: z.string(),
          name: nonEmpty,
          location: nonEmpty,
          quote: nonEmpty,
          avatar: Image,
          project: nonEmpty,
          rating: z.literal(5),
          confirmedByOwner: ConfirmedByOwner,
        }),
      )
      .length(3),
  }),
  contact: z.object({ heading: nonEmpty, intro: nonEmpty }),
})
export type Home = z.infer<typeof Home>

export const About = z.object({
  seo: Seo,
  heading: nonEmpty,
  story: z.array(nonEmpty).min(2),
  approach: z.array(nonEmpty).min(1),
  values: z.array(IconCard).length(4),
  whyChooseUs: z.array(nonEmpty).min(5),
})

export const Service = z.object({
  slug: z.string().regex(/^[a-z0-9-]+$/),
  /** Where the overview card links: /services/<slug>, or /3d-renderings for the design service. */
  href: InternalHref,
  seo: Seo,
  title: nonEmpty,
  heading: nonEmpty,
  summary: nonEmpty,
  icon: IconName,
  /** Exactly five bullets on the overview card. */
  features: z.array(nonEmpty).length(5),
  image: Image,
  intro: z.array(nonEmpty).min(1),
  /** Optional option tiles, e.g. countertop materials or cabinetry features. */
  options: z.object({ heading: nonEmpty, items: z.array(Titled).min(3) }).optional(),
  process: z.object({ heading: nonEmpty, steps: z.array(Step).length(4) }).optional(),
  body: z.array(Block).default([]),
})
export type Service = z.infer<typeof Service>

export const ProjectCard = z.object({
  title: nonEmpty,
  location: z.enum(['San Diego', 'La Jolla', 'Del Mar', 'Carlsbad', 'Encinitas', 'Carmel Valley']),
  type: z.enum([
    'Kitchen Remodel', 'Design Visualization', 'Flooring', 'Interior Design', 'Complete Renovation',
    'Bathroom Remodel', 'Custom Cabinetry',
  ]),
  image: Image,
  description: nonEmpty,
  confirmedByOwner: ConfirmedByOwner,
})

export const Renderings = z.object({
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  why: z.array(IconCard).min(3).max(6),
  steps: z.array(Step).length(4),
  gallery: z.array(z.object({ image: Image, title: nonEmpty })).length(5),
  services: z.array(Titled).length(5),
})

export const ThankYou = z.object({
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  steps: z.array(Titled).length(3),
})

export const Legal = z.object({ seo: Seo, heading: nonEmpty, updated: z.iso.date(), body: z.array(Block).min(5) })
