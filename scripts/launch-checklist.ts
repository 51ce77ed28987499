/**
 * The launch checklist: every placeholder still in the site, for the owner to replace or confirm before launch.
 * `npm run check:launch` prints it and fails while anything remains; the production build prints it as a warning.
 *
 * A fact counts as real only when its value can be real (no 555 number, no reserved example domain, no
 * generated photo) and, where no value can prove it, when content/business.ts or the entry itself says the
 * owner confirmed it (`confirmedByOwner`).
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { business } from '../content/business.ts'
import { home } from '../content/home.ts'
import { projects } from '../content/projects.ts'
import { productionSettingsProblems, unpublishableHost } from '../lib/config.ts'
import { isPlaceholderPhoto } from './make-placeholders.ts'

export interface Placeholder {
  /** Where to fix it: a file, or the build settings. */
  where: string
  what: string
}

type Fact = keyof typeof business.confirmedByOwner

/** What each of content/business.ts's confirmedByOwner flags vouches for. */
const facts: Record<Fact, () => string> = {
  name: () => `business name "${business.name}" (also "${business.shortName}", "${business.legalName}")`,
  license: () => `license ${business.licenseNumber} (${business.licenseClass}), and "licensed and insured"`,
  founded: () => `founded in ${business.foundingYear} (the site counts years in business from it)`,
  reviews: () => `review figures: rated ${business.reviews.rating} from ${business.reviews.count} reviews, "${business.reviews.homeowners} homeowners"`,
  stats: () => `headline numbers: ${business.stats.teamMembers} team members, ${business.stats.projectsCompleted} projects, ${business.stats.satisfaction} satisfaction`,
  warranty: () => `warranty: ${business.warranty.label}`,
  hours: () => `opening hours: ${business.hours.label}`,
  social: () => `social profiles: ${Object.values(business.social).join(', ')}`,
  reviewWidgets: () => {
    const empty = Object.entries(business.reviewWidgets).filter(([, url]) => !url).map(([slot]) => slot)
    return empty.length ? `review widgets not set up: ${empty.join(', ')} (no widget id yet; confirm to launch without)` : 'review widget scripts'
  },
}

function businessPlaceholders(): Placeholder[] {
  const where = 'content/business.ts'
  const items: Placeholder[] = []
  if (/^\+1\d{3}555\d{4}$/.test(business.phone.e164)) items.push({ where, what: `phone ${business.phone.display} is a fictional 555 number` })
  const mailbox = unpublishableHost(business.email.split('@')[1] ?? '')
  if (mailbox) items.push({ where, what: `e-mail ${business.email} names ${mailbox}` })
  for (const [slot, url] of Object.entries(business.reviewWidgets)) {
    const host = url && unpublishableHost(new URL(url).hostname)
    if (host) items.push({ where, what: `review widget ${slot} (${url}) names ${host}` })
  }
  for (const [fact, describe] of Object.entries(facts) as [Fact, () => string][]) {
    if (!business.confirmedByOwner[fact]) items.push({ where, what: `not confirmed by the owner: ${describe()} (confirmedByOwner.${fact})` })
  }
  return items
}

function exampleEntries(): Placeholder[] {
  const example = (where: string, kind: string, name: string) => ({ where, what: `${kind} "${name}" is an example (mark it confirmedByOwner: true once real)` })
  return [
    ...home.testimonials.items.filter((t) => !t.confirmedByOwner).map((t) => example('content/home.ts', 'testimonial', `${t.name}, ${t.location}`)),
    ...home.gallery.projects.filter((p) => !p.confirmedByOwner).map((p) => example('content/home.ts', 'gallery project', p.title)),
    ...projects.filter((p) => !p.confirmedByOwner).map((p) => example('content/projects.ts', 'project', p.title)),
  ]
}

async function placeholderPhotos(dir = 'assets/images'): Promise<Placeholder[]> {
  const files = readdirSync(dir).filter((file) => file.endsWith('.jpg')).sort()
  const drawn = await Promise.all(files.map((file) => isPlaceholderPhoto(join(dir, file))))
  return files.filter((_, i) => drawn[i]).map((file) => ({ where: dir, what: `${file} is a generated placeholder picture: drop in the real one under the same name` }))
}

/** Every placeholder, given the environment the production build would read its settings from. */
export async function launchChecklist(env: NodeJS.ProcessEnv): Promise<Placeholder[]> {
  const settings = productionSettingsProblems(env).map((what) => ({ where: 'build settings (docs/deploy.md)', what }))
  return [...settings, ...businessPlaceholders(), ...exampleEntries(), ...(await placeholderPhotos())]
}

export function formatChecklist(items: Placeholder[]): string {
  if (!items.length) return 'Launch checklist: no placeholders left.'
  const groups = new Map<string, string[]>()
  for (const { where, what } of items) groups.set(where, [...(groups.get(where) ?? []), `    ✗ ${what}`])
  const lines = [...groups].map(([where, group]) => `  ${where}\n${group.join('\n')}`)
  return `Launch checklist: ${items.length} placeholder(s) still in the site\n${lines.join('\n')}`
}
