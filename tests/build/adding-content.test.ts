/**
 * Content grows by adding a file: the production build of tests/build/production-setup.ts is of a copy of the
 * project with one more article, location, project and testimonial (tests/fixtures/content/, dropped into
 * content/ with no other edit), and each new entry must be everywhere it belongs.
 *
 * The fixtures are not type-checked in place (their imports point at content/); the build validates them.
 */
import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { beforeAll, describe, expect, inject, it } from 'vitest'
import { siteDir } from '../../lib/config.server.ts'
import { siteAt } from './dist.ts'

const FIXTURES = 'tests/fixtures/content'
const added = (kind: string) => readdirSync(join(FIXTURES, kind)).map((name) => name.replace(/\.ts$/, ''))

interface Entry {
  slug: string
  [field: string]: unknown
}
interface Built {
  origin: string
  articles: Entry[]
  locations: Entry[]
  projects: Entry[]
  testimonials: Entry[]
}

let site: ReturnType<typeof siteAt>
let built: Built

const entry = (list: Entry[], slug: string) => {
  const found = list.find((item) => item.slug === slug)
  if (!found) throw new Error(`${slug} is not in the built content`)
  return found
}
const links = (path: string) =>
  site
    .dom(path)
    .querySelectorAll('a')
    .map((a) => a.getAttribute('href'))

beforeAll(() => {
  const { dir, env } = inject('production')
  site = siteAt(join(dir, siteDir))
  // The content as plain Node reads it in the copy (the path postbuild takes).
  const dump = `
    const [{ articles }, { locations }, { projects }, { testimonials }, { siteOrigin }] = await Promise.all([
      import('./content/articles.ts'), import('./content/locations.ts'), import('./content/projects.ts'),
      import('./content/testimonials.ts'), import('./lib/config.server.ts'),
    ])
    console.log(JSON.stringify({ origin: siteOrigin, articles, locations, projects, testimonials }))`
  built = JSON.parse(
    execFileSync('node_modules/.bin/tsx', ['--input-type=module', '--eval', dump], { cwd: dir, env, encoding: 'utf8' }),
  ) as Built
})

describe('a site built with one more file of each kind', () => {
  // What each new page holds is proven for every page of the local build (seo, figures, projects tests): here,
  // that the lists elsewhere take the new entry in.
  for (const slug of added('articles')) {
    it(`article ${slug}: its page, in the sitemap, on the blog and the site map`, () => {
      const path = `/blog/${slug}/`
      expect(site.dom(path).querySelector('h1')?.textContent).toBe(entry(built.articles, slug).title)
      expect(site.sitemapUrls()).toContain(`${built.origin}${path}`)
      expect(links('/blog/')).toContain(path)
      expect(links('/sitemap/')).toContain(path)
    })
  }

  for (const slug of added('locations')) {
    it(`location ${slug}: its page and business data, in the sitemap, in every footer and the site map`, () => {
      const location = entry(built.locations, slug)
      const path = `/locations/${slug}/`
      expect(site.dom(path).querySelector('h1')?.textContent).toBe(location.heading)
      expect(site.jsonLd(path).find((d) => d['@type'] === 'GeneralContractor')).toMatchObject({
        areaServed: [{ name: location.name }],
      })
      expect(site.sitemapUrls()).toContain(`${built.origin}${path}`)
      for (const page of ['/', '/about/', `/blog/${added('articles')[0]}/`]) {
        expect(
          site
            .dom(page)
            .querySelectorAll('footer a')
            .map((a) => a.getAttribute('href')),
          page,
        ).toContain(path)
      }
      expect(links('/sitemap/')).toContain(path)
    })
  }

  for (const slug of added('projects')) {
    it(`project ${slug}: its page, in the sitemap, a card on /projects and in the home gallery`, () => {
      const project = entry(built.projects, slug)
      const path = `/projects/${slug}/`
      expect(site.dom(path).querySelector('h1')?.textContent).toBe(project.title)
      expect(site.sitemapUrls()).toContain(`${built.origin}${path}`)
      expect(links('/sitemap/')).toContain(path)
      expect(project.showOn).toEqual(['home', 'projects'])
      const card = site
        .dom('/projects/')
        .querySelectorAll('main ul.grid > li')
        .find((li) => li.querySelector('h2')?.textContent === project.title)
      expect(card?.textContent).toContain(project.description)
      expect(card?.textContent).toContain(project.type)
      expect(card?.querySelector('h2 a')?.getAttribute('href')).toBe(path)
      const place = built.locations.find((location) => location.name === project.location)
      expect(card?.querySelector('a[href^="/locations/"]')?.getAttribute('href')).toBe(
        place && `/locations/${place.slug}/`,
      )
      const gallery = site.islandProps('/', 'ProjectGallery') as { projects: { id: string; href: string }[] }
      expect(gallery.projects.filter((p) => p.id === slug).map((p) => p.href)).toEqual([path])
    })

    it(`project ${slug}: linked from the pages of its services and its place, and linking back to them`, () => {
      const project = entry(built.projects, slug)
      const path = `/projects/${slug}/`
      const place = built.locations.find((location) => location.name === project.location)!
      const pages = [
        ...(project.services as string[]).map((service) => `/services/${service}/`),
        `/locations/${place.slug}/`,
      ]
      for (const page of pages) {
        expect(links(page), page).toContain(path)
        expect(links(path)).toContain(page)
      }
    })
  }

  for (const slug of added('testimonials')) {
    it(`testimonial ${slug}: in the home carousel, with a dot of its own, and on its job's page`, () => {
      const testimonial = entry(built.testimonials, slug)
      const carousel = site.islandProps('/', 'TestimonialCarousel') as { items: { id: string; quote: string }[] }
      expect(carousel.items.filter((item) => item.id === slug).map((item) => item.quote)).toEqual([testimonial.quote])
      expect(
        site.dom('/').querySelectorAll('[data-island="TestimonialCarousel"] button[aria-label^="Show testimonial"]'),
      ).toHaveLength(built.testimonials.length)
      expect(site.pageText(`/projects/${testimonial.job}/`)).toContain(testimonial.quote)
    })
  }
})
