// Content grows by adding a file: the production build (production-setup.ts) has one more article, location, project
// and testimonial, and the lists elsewhere take each in (a new page itself: every page of the local build is checked).
// The build validates the fixtures; tsc skips them, as their imports resolve only once copied into content/.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, inject, it } from 'vitest'
import { locations } from '../../content/locations.ts'
import type { ArticleEntry, LocationEntry, ProjectEntry, TestimonialEntry } from '../../content/schema.ts'
import { testimonials } from '../../content/testimonials.ts'
import { siteDir } from '../../lib/config.server.ts'
import { siteAt } from './dist.ts'
import { finishedBuild, productionSettings } from './production-setup.ts'

const { dir } = inject('production')
await finishedBuild(dir)
const site = siteAt(join(dir, siteDir))
const origin = productionSettings.PUBLIC_SITE_ORIGIN

/** The entries of a kind the copy gained, as their files state them (imported in the copy, where they resolve). */
async function added<Entry>(kind: string): Promise<(Entry & { slug: string })[]> {
  return Promise.all(
    readdirSync(join('tests/fixtures/content', kind)).map(async (name) => ({
      ...((await import(/* @vite-ignore */ join(dir, 'content', kind, name))) as { default: Entry }).default,
      slug: name.replace(/\.ts$/, ''),
    })),
  )
}
const [newArticles, newLocations, newProjects, newTestimonials] = await Promise.all([
  added<ArticleEntry>('articles'),
  added<LocationEntry>('locations'),
  added<ProjectEntry>('projects'),
  added<TestimonialEntry>('testimonials'),
])

describe('a site built with one more file of each kind', () => {
  it.each(newArticles)('article $slug: its page, in the sitemap, on the blog and the site map', (article) => {
    const path = `/blog/${article.slug}/`
    expect(site.dom(path).querySelector('h1')?.textContent).toBe(article.title)
    expect(site.sitemapUrls()).toContain(`${origin}${path}`)
    expect(site.hrefs('/blog/')).toContain(path)
    expect(site.hrefs('/sitemap/')).toContain(path)
  })

  for (const location of newLocations) {
    it(`location ${location.slug}: its page and business data, in the sitemap, in every footer and the site map`, () => {
      const path = `/locations/${location.slug}/`
      expect(site.dom(path).querySelector('h1')?.textContent).toBe(location.heading)
      expect(site.jsonLd(path).find((d) => d['@type'] === 'GeneralContractor')).toMatchObject({
        areaServed: [{ name: location.name }],
      })
      expect(site.sitemapUrls()).toContain(`${origin}${path}`)
      for (const page of ['/', '/about/', `/blog/${newArticles[0]!.slug}/`])
        expect(site.hrefs(page, 'footer a'), page).toContain(path)
      expect(site.hrefs('/sitemap/')).toContain(path)
    })
  }

  // A card's facts, and a case study's links to its services and place, are projects.test's, for every project.
  for (const project of newProjects) {
    it(`project ${project.slug}: its page, in the sitemap, on /projects, in the home gallery and on its pages`, () => {
      const path = `/projects/${project.slug}/`
      expect(site.dom(path).querySelector('h1')?.textContent).toBe(project.title)
      expect(site.sitemapUrls()).toContain(`${origin}${path}`)
      expect(site.hrefs('/sitemap/')).toContain(path)
      expect(site.hrefs('/projects/', 'main ul.grid > li h2 a')).toContain(path)
      const gallery = site.islandProps('/', 'ProjectGallery') as { projects: { id: string; href: string }[] }
      expect(gallery.projects.filter((p) => p.id === project.slug).map((p) => p.href)).toEqual([path])
      const place = [...locations, ...newLocations].find((location) => location.name === project.location)!
      for (const page of [...project.services.map((service) => `/services/${service}/`), `/locations/${place.slug}/`])
        expect(site.hrefs(page), page).toContain(path)
    })
  }

  for (const testimonial of newTestimonials) {
    it(`testimonial ${testimonial.slug}: in the home carousel, with a dot of its own, and on its job's page`, () => {
      const carousel = site.islandProps('/', 'TestimonialCarousel') as { items: { id: string; quote: string }[] }
      expect(carousel.items.filter((item) => item.id === testimonial.slug).map((item) => item.quote)).toEqual([
        testimonial.quote,
      ])
      expect(
        site.dom('/').querySelectorAll('[data-island="TestimonialCarousel"] button[aria-label^="Show testimonial"]'),
      ).toHaveLength(testimonials.length + newTestimonials.length)
      expect(site.pageText(`/projects/${testimonial.job}/`)).toContain(testimonial.quote)
    })
  }
})
