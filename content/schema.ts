/**
 * Zod schemas for every content module and collection entry. Content is validated when it is first
 * imported (at build time: content never ships to the browser), and a bad entry fails the build with
 * its file and the path of the offending field (content/collection.server.ts, defineContent below).
 *
 * Counts are bounded only where the layout needs a bound (a grid of icon cards has room for three to
 * six); the launch content's counts are not a ceiling.
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
export const InternalHref = z
  .string()
  .regex(/^\/([a-z0-9-]+\/)*(#[a-z-]+)?$/, 'must be a site path ending in / such as /about/ or /#contact')
/**
 * A text with named slots that the page fills, e.g. "Permits in {place}"; a slot the page does not fill
 * fails the build (lib/format.ts fills them).
 */
export function Template(...slots: string[]) {
  return z
    .string()
    .trim()
    .min(1)
    .refine((text) => [...text.matchAll(/\{(\w*)\}/g)].every(([, slot]) => slots.includes(slot!)), {
      message: `the only slots this text may use are ${slots.map((slot) => `{${slot}}`).join(', ')}`,
    })
}

/** A photo from the catalogue in content/images.ts (a file assets/images/<key>.jpg). */
export const ImageKey = z.enum(imageKeys, {
  error: 'is not a photo of content/images.ts: add its key there and its file as assets/images/<key>.jpg',
})

export const Image = z.object({ key: ImageKey, alt: nonEmpty })
export type Image = z.infer<typeof Image>

/** A photo shown with words under it. */
const Photo = Image.extend({ caption: nonEmpty })

/**
 * The centre of a town or neighbourhood (never a client's house), in degrees: what "nearest" means when a
 * location page lists the projects near it. Bounded to San Diego County and around.
 */
export const Geo = z.object({ latitude: z.number().min(32).max(34), longitude: z.number().min(-118).max(-116) })
export type Geo = z.infer<typeof Geo>

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
  z.object({
    type: z.literal('h2'),
    text: nonEmpty,
    id: z
      .string()
      .regex(/^[a-z0-9-]+$/)
      .optional(),
  }),
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

/** Where an entry stands in its list (lower first); entries without one come after, by file name. */
const Order = z.number().int().optional()

/** A guide: content/guides/<slug>.ts, shown at /resources/<slug>/. */
export const Guide = z.object({
  order: Order,
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  updated: z.iso.date(),
  body: z.array(Block).min(5),
})
export type GuideEntry = z.input<typeof Guide>

/** A blog article: content/articles/<slug>.ts, shown at /blog/<slug>/; the blog lists the newest first. */
export const Article = z.object({
  seo: Seo,
  title: nonEmpty,
  excerpt: z.string().min(60).max(240),
  category: z.enum(['Home Renovation', 'Kitchen Remodeling', 'Bathroom Remodeling', 'Custom Cabinetry']),
  date: z.iso.date(),
  image: Image,
  /** Opens with a paragraph: the article page shows it above the photo (pages/blog/@slug/+Page.tsx). */
  body: z
    .array(Block)
    .min(8)
    .refine(
      (blocks) => blocks[0]?.type === 'p',
      'must open with a paragraph (type "p"): the page shows it above the photo',
    ),
})
export type ArticleEntry = z.input<typeof Article>

/** A service area: content/locations/<slug>.ts, shown at /locations/<slug>/ and linked from the footer. */
export const Location = z.object({
  order: Order,
  name: nonEmpty,
  seo: Seo,
  heading: nonEmpty,
  /** 2-4 paragraphs about remodeling in this place specifically. */
  intro: z.array(nonEmpty).min(2).max(4),
  /** Local services: each ties a service page to this place. */
  services: z
    .array(z.object({ title: nonEmpty, text: nonEmpty, href: InternalHref }))
    .min(3)
    .max(6),
  neighborhoods: z.array(nonEmpty).min(4),
  /** Where the place is, to list the projects nearest to it. */
  geo: Geo,
  /** Permitting authority and local rules a homeowner here should know about. */
  permits: z.object({ authority: nonEmpty, text: z.array(nonEmpty).min(1) }),
  reasons: z
    .array(z.object({ title: nonEmpty, text: nonEmpty }))
    .min(3)
    .max(5),
  images: z.array(Image).min(2).max(3),
  /** Other location pages this page links to: their file names (content/locations/<slug>.ts). */
  nearby: z.array(z.string()).min(1),
  /** The heading over those links, where this page needs other words than content/pages.ts's. */
  nearbyHeading: nonEmpty.optional(),
})
export type LocationEntry = z.input<typeof Location>

/** The error that fails the build: the file at fault and, for each problem, the path of the field. */
export function invalidContent(file: string, issues: readonly z.core.$ZodIssue[]): Error {
  const lines = issues.map((issue) => {
    const path = issue.path.reduce<string>(
      (acc, key) => (typeof key === 'number' ? `${acc}[${key}]` : acc ? `${acc}.${String(key)}` : String(key)),
      '',
    )
    return `  ${path || '(entry)'}: ${issue.message}`
  })
  return new Error(`Invalid content in content/${file}:\n${lines.join('\n')}`)
}

/** Parses a content module (`file` is its name under content/); a bad field fails with the file and its path. */
export function defineContent<S extends z.ZodType>(file: string, schema: S, data: z.input<S>): z.output<S> {
  const result = schema.safeParse(data)
  if (!result.success) throw invalidContent(file, result.error.issues)
  return result.data
}

/** Icons available to content; components/Icon.tsx maps each name to a lucide-react icon. */
export const IconName = z.enum([
  'ruler',
  'gem',
  'hammer',
  'clock',
  'shield-check',
  'messages',
  'pencil-ruler',
  'hard-hat',
  'clipboard-check',
  'chef-hat',
  'bath',
  'package',
  'paintbrush',
  'layers',
  'box',
  'heart-handshake',
  'lightbulb',
  'users',
  'sparkles',
  'eye',
  'palette',
  'sun',
  'move',
  'rotate-3d',
  'phone',
  'file-text',
  'calendar',
  'calendar-check',
  'hand-coins',
  'badge-check',
])
export type IconName = z.infer<typeof IconName>

const Titled = z.object({ title: nonEmpty, text: nonEmpty })
/** Icon cards: a grid (components/IconCardGrid.tsx) laid out for three to six, in one row or two of three. */
const IconCards = z
  .array(z.object({ title: nonEmpty, text: nonEmpty, icon: IconName }))
  .min(3)
  .max(6)
/** Numbered steps: a grid (components/Steps.tsx) laid out for three to six, like the icon cards. */
const Steps = z
  .array(z.object({ title: nonEmpty, text: nonEmpty, icon: IconName.optional() }))
  .min(3)
  .max(6)

/** The rooms the home gallery filters by. */
export const GalleryCategory = z.enum(['kitchen', 'bathroom', 'interior', 'flooring'])
export type GalleryCategory = z.infer<typeof GalleryCategory>

export const Home = z.object({
  seo: Seo,
  hero: z.object({
    headline: nonEmpty,
    blurb: nonEmpty,
    /** The phone button and the link to the gallery. */
    callButton: nonEmpty,
    workLink: nonEmpty,
    /** The social-proof line beside the avatars. */
    trustedBy: Template('homeowners'),
    rating: Template('rating', 'count'),
    /** The first slide is the page's largest paint: it is preloaded (lib/routes.ts). */
    slides: z.array(Image).min(1).max(5),
    /** Decorative (the social-proof line says what they show), so photos without alt text. */
    avatars: z.array(ImageKey).min(1).max(5),
    /** What screen readers call the slideshow, a slide and its controls (the buttons show icons only). */
    names: z.object({
      region: nonEmpty,
      /** What kind of thing the slideshow and each slide are (aria-roledescription). */
      kind: nonEmpty,
      slideKind: nonEmpty,
      slide: Template('number', 'count'),
      dot: Template('number'),
      pause: nonEmpty,
      play: nonEmpty,
    }),
  }),
  benefits: z.object({ heading: nonEmpty, intro: nonEmpty, items: IconCards, callButton: nonEmpty }),
  /** The projects are content/projects/ entries shown on "home". */
  gallery: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    /** Filter tab labels: every project, then each room that has a project. */
    filters: z.record(z.enum(['all', ...GalleryCategory.options]), nonEmpty),
    instagramLink: nonEmpty,
    moreOnInstagram: nonEmpty,
    /** Words for screen readers only: the tabs, the list, its arrows, how many projects a tab shows, the reviews widget. */
    names: z.object({
      filters: nonEmpty,
      list: nonEmpty,
      scrollLeft: nonEmpty,
      scrollRight: nonEmpty,
      showingOne: Template(),
      showing: Template('count'),
      reviews: nonEmpty,
    }),
  }),
  process: z.object({ heading: nonEmpty, intro: nonEmpty, steps: Steps, contactLink: nonEmpty }),
  /** The quotes are content/testimonials/ entries. */
  testimonials: z.object({
    heading: nonEmpty,
    /** Words for screen readers only: the carousel, its controls, where it is, and a quote's stars. */
    names: z.object({
      region: nonEmpty,
      kind: nonEmpty,
      previous: nonEmpty,
      next: nonEmpty,
      show: Template('number'),
      status: Template('number', 'count'),
      rating: Template('rating'),
    }),
    /** The review sites' widgets (content/business.ts `reviewWidgets`), as screen readers name them. */
    widgets: z.object({ googleReviews: nonEmpty, yelpReviews: nonEmpty }),
  }),
  contact: z.object({
    heading: nonEmpty,
    intro: nonEmpty,
    /** Shown instead of the form when JavaScript is off. */
    noJavaScript: Template('phone', 'email'),
    details: z.object({ heading: nonEmpty, reply: nonEmpty }),
    faq: z.object({
      heading: nonEmpty,
      items: z
        .array(z.object({ question: nonEmpty, answer: nonEmpty }))
        .min(1)
        .max(4),
    }),
  }),
})
export type Home = z.infer<typeof Home>

export const About = z.object({
  seo: Seo,
  heading: nonEmpty,
  /** The first paragraph is the page's intro; the rest follow under `headings.story`. */
  story: z.array(nonEmpty).min(2),
  approach: z.array(nonEmpty).min(1),
  /** Labels of the figures from content/business.ts. */
  stats: z.object({
    teamMembers: nonEmpty,
    projectsCompleted: nonEmpty,
    years: Template('year'),
    satisfaction: nonEmpty,
  }),
  values: IconCards,
  whyChooseUs: z.array(nonEmpty).min(3),
  headings: z.object({ story: nonEmpty, approach: nonEmpty, values: nonEmpty, whyChooseUs: nonEmpty }),
  closing: nonEmpty,
})

/** A card of the /services overview: title, description, icon and a few feature bullets. */
const ServiceCard = z.object({
  title: nonEmpty,
  summary: nonEmpty,
  icon: IconName,
  features: z.array(nonEmpty).min(3).max(6),
})
export type ServiceCard = z.infer<typeof ServiceCard>

/** A service with its own page: content/services/<slug>.ts, shown at /services/<slug>/. */
export const Service = ServiceCard.extend({
  order: Order,
  seo: Seo,
  heading: nonEmpty,
  image: Image,
  intro: z.array(nonEmpty).min(1),
  /** Optional option tiles, e.g. countertop materials or cabinetry features. */
  options: z.object({ heading: nonEmpty, items: z.array(Titled).min(3) }).optional(),
  process: z.object({ heading: nonEmpty, steps: Steps }).optional(),
  body: z.array(Block).default([]),
})
export type ServiceEntry = z.input<typeof Service>

/** US dollars, whole. */
const Dollars = z.number().int().positive()

/**
 * A finished job: content/projects/<slug>.ts, a case study at /projects/<slug>/. Its card shows on the
 * /projects page, in the home gallery, or both (`showOn`); every project has a room for the gallery's filters
 * and a type for its card. Its services and its place tie it to the service and location pages that list it
 * (lib/project-links.ts). Until the owner confirms it (`confirmedByOwner`), `npm run check:launch` lists it
 * with its duration and budget, the facts only the owner can vouch for.
 */
export const Project = z.object({
  order: Order,
  seo: Seo,
  title: nonEmpty,
  /** The place, as a homeowner names it; the location page of that name, or else the nearest one, lists it. */
  location: nonEmpty,
  /** Where the place is; needed only when no location page has the place's name (the page's own is used). */
  geo: Geo.optional(),
  type: z.enum([
    'Kitchen Remodel',
    'Bathroom Remodel',
    'Custom Cabinetry',
    'Painting',
    'Flooring',
    'Interior Design',
    'Complete Renovation',
    'Design Visualization',
  ]),
  category: GalleryCategory,
  /** The finished room: the card's photo, and the first thing its page shows. */
  image: Image,
  /** The card's two sentences, and the page's summary. */
  description: nonEmpty,
  /** The services the job used: their file names (content/services/<slug>.ts), the first the main one. */
  services: z.array(z.string()).min(1),
  /** The day the case study was published (its structured data's date). */
  published: z.iso.date(),
  /** What the homeowner wanted. */
  goal: z.array(nonEmpty).min(1).max(3),
  /** The house and what it made hard. */
  house: z.array(nonEmpty).min(1).max(3),
  /** What we did, then the job's scope as a list, its materials, the trades on site and the permits. */
  work: z.array(nonEmpty).min(1).max(3),
  scope: z.array(nonEmpty).min(3).max(10),
  materials: z.array(nonEmpty).min(1).max(8),
  trades: z.array(nonEmpty).min(1).max(8),
  permits: nonEmpty,
  /** How long it took, in the homeowner's terms ("7 weeks of construction after 4 of design"). */
  duration: nonEmpty,
  budget: z.object({ min: Dollars, max: Dollars }).refine((budget) => budget.min < budget.max, 'min must be below max'),
  /** The same view before and after, for the comparison slider: both photos the same shape. */
  beforeAfter: z.object({ before: Photo, after: Photo }).optional(),
  /** More photos of the finished job. */
  photos: z.array(Photo).max(6).default([]),
  showOn: z
    .array(z.enum(['home', 'projects']))
    .min(1)
    .default(['home', 'projects']),
  confirmedByOwner: ConfirmedByOwner,
})
export type ProjectEntry = z.input<typeof Project>

/** A customer review for the home carousel: content/testimonials/<slug>.ts. */
export const Testimonial = z.object({
  order: Order,
  name: nonEmpty,
  location: nonEmpty,
  /** What was built, e.g. "Kitchen Remodel". */
  project: nonEmpty,
  /** The job it is about, if it has a page (content/projects/<slug>.ts): that page quotes it. */
  job: z.string().optional(),
  quote: nonEmpty,
  avatar: Image,
  rating: z.number().int().min(1).max(5),
  confirmedByOwner: ConfirmedByOwner,
})
export type TestimonialEntry = z.input<typeof Testimonial>

export const Renderings = z.object({
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  /** The 3D design card on the /services overview, which links to this page. */
  card: ServiceCard,
  callButton: nonEmpty,
  quoteLink: nonEmpty,
  why: IconCards,
  steps: Steps,
  gallery: z.array(z.object({ image: Image, title: nonEmpty })).min(1),
  services: z.array(Titled).min(1),
  headings: z.object({ why: nonEmpty, steps: nonEmpty, gallery: nonEmpty, services: nonEmpty }),
  closing: z.object({ heading: nonEmpty, text: nonEmpty }),
})

export const ThankYou = z.object({
  seo: Seo,
  heading: nonEmpty,
  intro: nonEmpty,
  stepsHeading: nonEmpty,
  steps: z.array(Titled).min(1).max(4),
  questions: Template('phone', 'hours'),
  /** Where to go while waiting for the call. */
  links: z.object({ label: nonEmpty, items: z.array(z.object({ href: InternalHref, label: nonEmpty })).min(1) }),
})

export const Legal = z.object({ seo: Seo, heading: nonEmpty, updated: z.iso.date(), body: z.array(Block).min(5) })
export type Legal = z.infer<typeof Legal>
