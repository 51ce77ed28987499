/**
 * The one source of truth for business facts. Every page, link, e-mail address and JSON-LD block reads
 * from here; nothing else in the code base may hard-code a phone number, e-mail, license or review figure.
 *
 * Placeholders: the phone (a reserved 555 number) and the e-mail/domain (the reserved `.example` TLD)
 * are deliberately fictional until the owner supplies the real ones, and no other fact here counts as true
 * until `confirmedByOwner` says so. Change them here and rebuild; `npm run check:launch` lists what remains.
 *
 * Each fact has one reading, chosen here, and the whole site shows it.
 */
import { z } from 'zod'
import { defineContent } from './schema.ts'

export const weekdays = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const
export type Weekday = (typeof weekdays)[number]

/** "08:00" to "8am", "17:30" to "5:30pm", as people write opening hours. */
const clock = (time: string) => {
  const hour = Number(time.slice(0, 2))
  return `${hour % 12 || 12}${time.endsWith(':00') ? '' : time.slice(2)}${hour < 12 ? 'am' : 'pm'}`
}

/** "Monday-Friday, 8am-6pm" from the first and last of consecutive days. */
export function hoursLabel({
  days,
  opens,
  closes,
}: {
  days: readonly [Weekday, ...Weekday[]]
  opens: string
  closes: string
}) {
  const range = days.length > 1 ? `${days[0]}-${days.at(-1)}` : days[0]
  return `${range}, ${clock(opens)}-${clock(closes)}`
}

/** A time of day on the 24-hour clock, as schema.org's opens and closes take it. */
const time = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/)

/** Opening hours: consecutive days of one week, and the day's times. */
export const Hours = z
  .object({ days: z.tuple([z.enum(weekdays)], z.enum(weekdays)), opens: time, closes: time })
  .refine(
    ({ days: [first, ...rest] }) => rest.every((day, i) => weekdays.indexOf(day) === weekdays.indexOf(first) + i + 1),
    {
      path: ['days'],
      message: 'must be days that follow each other within one week, Monday to Sunday',
    },
  )
  .refine(({ opens, closes }) => opens < closes, { path: ['closes'], message: 'must be later than opens' })
  .transform((hours) => ({ ...hours, label: hoursLabel(hours) }))

const KEYPAD = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ']
/** The ten digits a number as printed dials: letters as on a keypad (1-800-DRY-ROOF), a leading 1 dropped. */
const dialled = (display: string) =>
  display
    .toUpperCase()
    .replace(/[A-Z]/g, (letter) => String(KEYPAD.findIndex((keys) => keys.includes(letter)) + 2))
    .replace(/\D/g, '')
    .replace(/^1(?=\d{10}$)/, '')

export const Phone = z
  .object({
    display: z.string(),
    e164: z.string().regex(/^\+1\d{10}$/),
    /** Whether the number takes text messages: phones then get a "Text" button beside "Call". */
    takesTexts: z.boolean(),
  })
  // The page shows one and dials the other: a number changed in one place only would ring someone else.
  .refine(({ display, e164 }) => dialled(display) === e164.slice(2), {
    path: ['e164'],
    message: 'must be the number `display` shows: +1 and its ten digits',
  })

const Business = z.object({
  name: z.string(),
  shortName: z.string(),
  legalName: z.string(),
  tagline: z.string(),
  phone: Phone,
  email: z.email(),
  /** As the business prints it: the class letter, then the CSLB's license number (digits only at the CSLB). */
  licenseNumber: z.string().regex(/^B-\d+$/),
  licenseClass: z.string(),
  /** Insurance as the certificates state it, shown in the credentials block (components/Credentials.tsx). */
  insurance: z.object({ liability: z.string(), workersCompensation: z.string() }),
  foundingYear: z.number().int(),
  serviceArea: z.object({ city: z.string(), region: z.string(), state: z.string(), summary: z.string() }),
  /** The label the pages show is made from the same figures as the JSON-LD's. */
  hours: Hours,
  replyPromise: z.string(),
  reviews: z.object({ rating: z.string(), count: z.number().int(), homeowners: z.string() }),
  warranty: z.object({ years: z.number().int(), label: z.string() }),
  stats: z.object({ teamMembers: z.string(), projectsCompleted: z.string(), satisfaction: z.string() }),
  durations: z.object({ bathroom: z.string(), kitchen: z.string() }),
  social: z.object({ facebook: z.url(), instagram: z.url(), youtube: z.url() }),
  /**
   * Third-party review widget scripts. Empty string = widget off; the section
   * still reads as complete without it. The build's CSP allows each script's origin (scripts/deploy-headers.ts).
   */
  reviewWidgets: z.object({ gallery: z.string(), googleReviews: z.string(), yelpReviews: z.string() }),
  /**
   * Which facts the owner has confirmed as true and publishable: set one to true only on the owner's word.
   * `npm run check:launch` lists every fact still false as a placeholder (invented review figures and
   * testimonials are a legal risk: the FTC's rule on fake reviews, 16 CFR 465).
   */
  confirmedByOwner: z.object({
    name: z.boolean(),
    license: z.boolean(),
    insurance: z.boolean(),
    texts: z.boolean(),
    founded: z.boolean(),
    reviews: z.boolean(),
    stats: z.boolean(),
    warranty: z.boolean(),
    hours: z.boolean(),
    social: z.boolean(),
    reviewWidgets: z.boolean(),
  }),
})

export const business = defineContent('business.ts', Business, {
  name: 'Coastal Craft Remodeling',
  shortName: 'Coastal Craft',
  legalName: 'Coastal Craft Remodeling, Inc.',
  tagline: 'Kitchen & bath remodeling, custom cabinetry, painting and flooring in San Diego County',
  phone: { display: '(619) 555-0142', e164: '+16195550142', takesTexts: true },
  email: 'sales@coastalcraft.example',
  licenseNumber: 'B-1061681',
  licenseClass: 'California CSLB Class B General Building Contractor',
  insurance: {
    liability: '$2,000,000 general liability insurance',
    workersCompensation: "Workers' compensation insurance for everyone on our crew",
  },
  foundingYear: 2019,
  serviceArea: {
    city: 'San Diego',
    region: 'San Diego County',
    state: 'CA',
    summary: 'Based in San Diego, serving all of San Diego County',
  },
  hours: {
    days: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
    opens: '08:00',
    closes: '18:00',
  },
  replyPromise: 'within 24 hours',
  reviews: { rating: '5.0', count: 48, homeowners: '100+' },
  warranty: { years: 5, label: '5-year workmanship warranty' },
  stats: { teamMembers: '10+', projectsCompleted: '200+', satisfaction: '100%' },
  // The longer of the two durations the old site quoted: it matches the
  // day-by-day bathroom timeline in the bathroom guide and sets honest expectations.
  durations: { bathroom: '3-6 weeks', kitchen: '6-12 weeks' },
  social: {
    facebook: 'https://www.facebook.com/coastalcraftremodeling',
    instagram: 'https://www.instagram.com/coastalcraftremodeling',
    youtube: 'https://www.youtube.com/@coastalcraftremodeling',
  },
  reviewWidgets: { gallery: '', googleReviews: '', yelpReviews: '' },
  confirmedByOwner: {
    name: false,
    license: false,
    insurance: false,
    texts: false,
    founded: false,
    reviews: false,
    stats: false,
    warranty: false,
    hours: false,
    social: false,
    reviewWidgets: false,
  },
})

/**
 * Full years in business, derived from the founding year so the figure never goes stale. The founding
 * month is not known, so only the years that are surely complete are counted (2019 -> "6+" in 2026).
 */
export function yearsInBusiness(now: Date = new Date()): number {
  return now.getFullYear() - business.foundingYear - 1
}

export const phoneHref = `tel:${business.phone.e164}`
/** A plain sms: link (no prefilled body: iOS and Android read the body parameter differently). */
export const smsHref = business.phone.takesTexts ? `sms:${business.phone.e164}` : undefined
export const emailHref = `mailto:${business.email}`

/** How to reach the business without a form (shown under both forms, which are disabled until they load). */
export const contactAlternative = {
  text: 'Prefer to talk? Call {phone} or e-mail {email}.',
  phone: { display: business.phone.display, href: phoneHref },
  email: { address: business.email, href: emailHref },
}

/**
 * The license's record in the Contractors State License Board's public "Check a License" service (status, bond,
 * workers' compensation, complaints). The CSLB numbers licenses with digits alone; the class letter is ours.
 */
export function licenseLookupUrl(licenseNumber: string): string {
  return `https://www.cslb.ca.gov/OnlineServices/CheckLicenseII/LicenseDetail.aspx?LicNum=${licenseNumber.replace(/\D/g, '')}`
}
export const licenseLookupHref = licenseLookupUrl(business.licenseNumber)
