import { spawnSync } from 'node:child_process'
import { mkdirSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import sharp from 'sharp'
import { beforeAll, describe, expect, it } from 'vitest'
import { business } from '../../content/business.ts'
import { projects } from '../../content/projects.ts'
import { testimonials } from '../../content/testimonials.ts'
import { formatBudget } from '../../lib/format.ts'
import { formatChecklist, type LaunchContent, launchChecklist } from '../../scripts/launch-checklist.ts'
import { drawPlaceholder } from '../../scripts/make-placeholders.ts'

const settings = {
  PUBLIC_SITE_ORIGIN: 'https://www.coastalcraftremodeling.com',
  PUBLIC_SUPABASE_URL: 'https://abcdefghijklmnopqrst.supabase.co',
  PUBLIC_SUPABASE_ANON_KEY: 'sb_publishable_AbC123',
}
const dir = '.local/launch-checklist-test'
const drawn = join(dir, 'hero-kitchen.jpg')

beforeAll(async () => {
  rmSync(dir, { recursive: true, force: true })
  mkdirSync(dir, { recursive: true })
  // A "camera" photo: a JPEG with EXIF of its own, but not the placeholder mark.
  await sharp({ create: { width: 64, height: 48, channels: 3, background: '#8a6d52' } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: 'Kitchen, La Jolla', Make: 'Canon' } })
    .toFile(join(dir, 'real.jpg'))
  await drawPlaceholder('hero-kitchen', drawn)
})

describe('the launch checklist', () => {
  it("npm run check:launch lists every placeholder in today's site and fails", () => {
    const { status, stdout: text } = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/launch-checklist.ts'], {
      encoding: 'utf8',
      env: { ...process.env, PUBLIC_SITE_ORIGIN: '' },
    })
    expect(status).toBe(1)
    expect(text).toMatch(/^Launch checklist: \d+ placeholder\(s\) still in the site/)
    expect(text).toContain(`phone ${business.phone.display} is a fictional 555 number`)
    expect(text).toContain(`e-mail ${business.email} names a placeholder`)
    expect(text).toContain('PUBLIC_SITE_ORIGIN is not set')
    for (const fact of ['name', 'license', 'insurance', 'texts', 'reviews', 'stats', 'social', 'reviewWidgets'])
      expect(text).toContain(`(confirmedByOwner.${fact})`)
    expect(text).toContain(
      `content/testimonials/${testimonials[0]!.slug}.ts\n    ✗ testimonial "${testimonials[0]!.name}, ${testimonials[0]!.location}" is an example`,
    )
    const [project] = projects
    expect(text).toContain(`content/projects/${project!.slug}.ts\n    ✗ project "${project!.title}" is an example`)
    expect(text).toContain(`how long it took (${project!.duration}) and its budget (${formatBudget(project!.budget)})`)
    const before = projects.find((p) => p.beforeAfter)!.beforeAfter!.before.key
    expect(text).toContain(`${before}.jpg is a generated placeholder picture`)
    expect(text).toMatch(/assets\/images\n(.*\n)*.*hero-kitchen\.jpg is a generated placeholder picture/)
  })

  it('is empty once every value is real, every fact and entry confirmed and every photo real', async () => {
    const confirmed: LaunchContent = {
      business: {
        ...business,
        phone: { ...business.phone, display: '(619) 724-0142', e164: '+16197240142' },
        email: 'sales@coastalcraftremodeling.com',
        confirmedByOwner: Object.fromEntries(
          Object.keys(business.confirmedByOwner).map((fact) => [fact, true]),
        ) as typeof business.confirmedByOwner,
      },
      testimonials: testimonials.map((t) => ({ ...t, confirmedByOwner: true as const })),
      projects: projects.map((p) => ({ ...p, confirmedByOwner: true as const })),
      photoDir: dir,
    }
    // The drawing is told from the camera photo by the mark in its EXIF description.
    expect(await launchChecklist(settings, confirmed)).toEqual([
      {
        where: dir,
        what: 'hero-kitchen.jpg is a generated placeholder picture: drop in the real one under the same name',
      },
    ])
    rmSync(drawn)
    expect(await launchChecklist(settings, confirmed)).toEqual([])
    expect(formatChecklist([])).toBe('Launch checklist: no placeholders left.')
  })
})
