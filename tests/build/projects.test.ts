// The case studies in the built site, from the HTML alone: each project's page and its ties to the pages of its
// services and its place. The comparison in a browser: tests/e2e/before-after.spec.ts.
import { describe, expect, it } from 'vitest'
import { locations } from '../../content/locations.ts'
import { pages } from '../../content/pages.ts'
import { projects, projectsPageProjects } from '../../content/projects.ts'
import { testimonials } from '../../content/testimonials.ts'
import { formatBudget } from '../../lib/format.ts'
import { pathTo } from '../../lib/routes.ts'
import { dom, hrefs, pageText } from './dist.ts'

const projectLinks = (path: string) => hrefs(path, 'main a[href^="/projects/"]').filter((href) => href !== '/projects/')

describe('each project page', () => {
  for (const project of projects) {
    const path = pathTo.project(project.slug)

    it(`${path}: the case study, its facts, links to its services and place, which link back, and 2-3 others`, () => {
      const text = pageText(path)
      expect(dom(path).querySelector('main img')?.getAttribute('src')).toContain(`/${project.image.key}.`)
      for (const words of [...project.goal, ...project.house, ...project.work, ...project.scope, project.permits])
        expect(text).toContain(words)
      expect(text).toContain(project.duration)
      expect(text).toContain(formatBudget(project.budget))
      const links = hrefs(path, 'main a')
      const place = links.filter((href) => href?.startsWith('/locations/'))
      expect(place).toHaveLength(1)
      for (const page of [...project.services.map(pathTo.service), place[0]!]) {
        expect(links).toContain(page)
        expect(projectLinks(page), page).toContain(path)
      }
      const quoted = testimonials.filter((t) => t.job === project.slug)
      for (const testimonial of quoted) expect(text).toContain(testimonial.quote)
      const related = projectLinks(path)
      expect(related.length).toBeGreaterThanOrEqual(2)
      expect(related.length).toBeLessThanOrEqual(3)
      expect(related).not.toContain(path)
    })

    it(`${path}: ${project.beforeAfter ? 'a' : 'no'} before-and-after comparison`, () => {
      const compare = dom(path).querySelector('[data-compare]')
      if (!project.beforeAfter) {
        expect(compare).toBeNull()
        return
      }
      // Both photos with their captions in the HTML, as a visitor without scripts sees them; the slider, which
      // needs a script to move anything, hidden until the script reveals it.
      const figures = compare!.querySelectorAll('figure')
      expect(figures.map((figure) => figure.querySelector('img')?.getAttribute('alt'))).toEqual([
        project.beforeAfter.before.alt,
        project.beforeAfter.after.alt,
      ])
      expect(figures.map((figure) => figure.querySelector('figcaption')?.textContent)).toEqual([
        `${pages.project.beforeAfter.before}: ${project.beforeAfter.before.caption}`,
        `${pages.project.beforeAfter.after}: ${project.beforeAfter.after.caption}`,
      ])
      const control = compare!.querySelector('label[data-compare-control]')!
      expect(control.hasAttribute('hidden')).toBe(true)
      expect(control.textContent).toContain(pages.project.beforeAfter.label)
      expect(control.querySelector('input')?.getAttribute('type')).toBe('range')
    })
  }
})

describe('the pages that list projects', () => {
  it('each service page links every project of that service', () => {
    for (const slug of new Set(projects.flatMap((project) => project.services))) {
      const expected = projects.filter((project) => project.services.includes(slug)).map((p) => pathTo.project(p.slug))
      expect(projectLinks(pathTo.service(slug)).sort(), slug).toEqual(expected.sort())
    }
  })

  it('each location page shows every project of its place, and at least three with the nearest', () => {
    for (const location of locations) {
      const shown = projectLinks(pathTo.location(location.slug))
      expect(shown.length, location.slug).toBeGreaterThanOrEqual(Math.min(3, projects.length))
      const own = projects.filter((project) => project.location === location.name).map((p) => pathTo.project(p.slug))
      expect(shown, location.slug).toEqual(expect.arrayContaining(own))
    }
  })

  it('the projects page has a card per project shown there, linking its page and place, with its facts, then a quote link', () => {
    const root = dom('/projects/')
    const cards = root.querySelectorAll('main ul.grid > li')
    expect(
      cards.map((card) => [card.querySelector('h2')?.textContent, card.querySelector('h2 a')?.getAttribute('href')]),
    ).toEqual(projectsPageProjects.map((project) => [project.title, pathTo.project(project.slug)]))
    projectsPageProjects.forEach((project, i) => {
      for (const fact of [project.type, project.location, project.description])
        expect(cards[i]!.textContent, project.slug).toContain(fact)
      // A place links to its location page, where there is one.
      const place = locations.find((location) => location.name === project.location)
      expect(cards[i]!.querySelector('a[href^="/locations/"]')?.getAttribute('href'), project.slug).toBe(
        place && pathTo.location(place.slug),
      )
    })
    const quote = root.querySelectorAll('main a[href="/#contact"]').map((a) => a.textContent)
    expect(quote).toContainEqual(expect.stringContaining(pages.quoteLink))
  })

  it('the home gallery links each card to its project', () => {
    const cards = dom('/').querySelectorAll('[data-island="ProjectGallery"] li h3 a')
    expect(cards.length).toBeGreaterThan(0)
    const linked = cards.map((a) => [a.textContent.trim(), a.getAttribute('href')])
    const byTitle = new Map(projects.map((project) => [project.title, pathTo.project(project.slug)]))
    expect(linked).toEqual(linked.map(([title]) => [title, byTitle.get(title!)]))
  })
})
