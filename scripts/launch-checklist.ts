/**
 * `npm run check:launch`: every placeholder still in the site; fails while any remains (README.md, "Before launch").
 * A fact no value can prove real counts once its `confirmedByOwner` flag says so; the production build only warns.
 */
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { business, licenseLookupUrl } from '../content/business.ts'
import { projects } from '../content/projects.ts'
import { testimonials } from '../content/testimonials.ts'
import { productionSettingsProblems, unpublishableHost } from '../lib/config.server.ts'
import { formatBudget } from '../lib/format.ts'
import { isPlaceholderPhoto } from './make-placeholders.ts'

export interface Placeholder {
  /** Where to fix it: a file, or the build settings. */
  where: string
  what: string
}

const siteContent = { business, testimonials, projects, photoDir: 'assets/images' }
/** What the checklist reads: the site's own content, or a variant of it in the tests. */
export type LaunchContent = typeof siteContent

type Business = typeof business
type Fact = keyof Business['confirmedByOwner']

/** What each of content/business.ts's confirmedByOwner flags vouches for. */
const facts: Record<Fact, (b: Business) => string> = {
  name: (b) => `business name "${b.name}" (also "${b.shortName}", "${b.legalName}")`,
  license: (b) =>
    `license ${b.licenseNumber} (${b.licenseClass}); every printed license number links to ${licenseLookupUrl(b.licenseNumber)}: open it and check it shows this business`,
  insurance: (b) =>
    `insurance: ${b.insurance.liability}; ${b.insurance.workersCompensation} (and "licensed and insured")`,
  texts: (b) =>
    `${b.phone.display} ${b.phone.takesTexts ? 'takes text messages (phones show a "Text" button)' : 'takes no text messages (phones show no "Text" button)'}`,
  founded: (b) => `founded in ${b.foundingYear} (the site counts years in business from it)`,
  reviews: (b) =>
    `review figures: rated ${b.reviews.rating} from ${b.reviews.count} reviews, "${b.reviews.homeowners} homeowners"`,
  stats: (b) =>
    `headline numbers: ${b.stats.teamMembers} team members, ${b.stats.projectsCompleted} projects, ${b.stats.satisfaction} satisfaction`,
  warranty: (b) => `warranty: ${b.warranty.label}`,
  hours: (b) => `opening hours: ${b.hours.label}`,
  social: (b) => `social profiles: ${Object.values(b.social).join(', ')}`,
  reviewWidgets: (b) => {
    const empty = Object.entries(b.reviewWidgets)
      .filter(([, url]) => !url)
      .map(([slot]) => slot)
    return empty.length
      ? `review widgets not set up: ${empty.join(', ')} (no widget id yet; confirm to launch without)`
      : 'review widget scripts'
  },
}

function businessPlaceholders(b: Business): Placeholder[] {
  const where = 'content/business.ts'
  const items: Placeholder[] = []
  if (/^\+1\d{3}555\d{4}$/.test(b.phone.e164))
    items.push({ where, what: `phone ${b.phone.display} is a fictional 555 number` })
  const mailbox = unpublishableHost(b.email.split('@')[1] ?? '')
  if (mailbox) items.push({ where, what: `e-mail ${b.email} names ${mailbox}` })
  for (const [slot, url] of Object.entries(b.reviewWidgets)) {
    const host = url && unpublishableHost(new URL(url).hostname)
    if (host) items.push({ where, what: `review widget ${slot} (${url}) names ${host}` })
  }
  for (const [fact, describeFact] of Object.entries(facts) as [Fact, (b: Business) => string][])
    if (!b.confirmedByOwner[fact])
      items.push({ where, what: `not confirmed by the owner: ${describeFact(b)} (confirmedByOwner.${fact})` })
  return items
}

function exampleEntries({ testimonials, projects }: LaunchContent): Placeholder[] {
  const example = (where: string, entry: string, facts = '') => ({
    where,
    what: `${entry} is an example${facts} (mark it confirmedByOwner: true once real)`,
  })
  const job = (p: (typeof projects)[number]) =>
    `: the job as described, how long it took (${p.duration}) and its budget (${formatBudget(p.budget)})`
  return [
    ...testimonials
      .filter((t) => !t.confirmedByOwner)
      .map((t) => example(`content/testimonials/${t.slug}.ts`, `testimonial "${t.name}, ${t.location}"`)),
    ...projects
      .filter((p) => !p.confirmedByOwner)
      .map((p) => example(`content/projects/${p.slug}.ts`, `project "${p.title}"`, job(p))),
  ]
}

async function placeholderPhotos(dir: string): Promise<Placeholder[]> {
  const files = readdirSync(dir)
    .filter((file) => file.endsWith('.jpg'))
    .sort()
  const drawn = await Promise.all(files.map((file) => isPlaceholderPhoto(join(dir, file))))
  const what = (file: string) => `${file} is a generated placeholder picture: drop in the real one under the same name`
  return files.filter((_, i) => drawn[i]).map((file) => ({ where: dir, what: what(file) }))
}

/** Every placeholder, given the environment the production build would read its settings from. */
export async function launchChecklist(env: NodeJS.ProcessEnv, content: LaunchContent = siteContent) {
  return [
    ...productionSettingsProblems(env).map((what) => ({ where: 'build settings (docs/deploy.md)', what })),
    ...businessPlaceholders(content.business),
    ...exampleEntries(content),
    ...(await placeholderPhotos(content.photoDir)),
  ]
}

export function formatChecklist(items: Placeholder[]): string {
  if (!items.length) return 'Launch checklist: no placeholders left.'
  const groups = new Map<string, string[]>()
  for (const { where, what } of items) groups.set(where, [...(groups.get(where) ?? []), `    ✗ ${what}`])
  const lines = [...groups].map(([where, group]) => `  ${where}\n${group.join('\n')}`)
  return `Launch checklist: ${items.length} placeholder(s) still in the site\n${lines.join('\n')}`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const items = await launchChecklist(process.env)
  console.log(formatChecklist(items))
  process.exitCode = items.length ? 1 : 0
}
