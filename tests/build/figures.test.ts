import { describe, expect, it } from 'vitest'
import { articles } from '../../content/articles.ts'
import { business } from '../../content/business.ts'
import { locations } from '../../content/locations.ts'
import { pages } from '../../content/pages.ts'
import { renderings } from '../../content/renderings.ts'
import { services } from '../../content/services.ts'
import { testimonials } from '../../content/testimonials.ts'
import { thankYou } from '../../content/thank-you.ts'
import { pathTo } from '../../lib/routes.ts'
import { dom, hrefs, pageText } from './dist.ts'

// Each figure the business quotes, in the pre-rendered HTML of its page (grouped by section).
// Lists that grow with the content (cards, articles, links) are checked against the content, not the launch counts.
const remodelSteps = ['Consultation', 'Design & Planning', 'Material Selection', 'Construction']
const figures: Record<string, (string | string[])[]> = {
  '/': [
    `Trusted by ${business.reviews.homeowners} San Diego homeowners`,
    `${business.reviews.rating} from ${business.reviews.count} verified reviews`,
    ['Get Your Free Quote', 'View Our Work', 'Get Started Today', 'Start Your Project Today'],
    ['Custom Designs', 'Premium Materials', 'Expert Craftsmen', 'On-Time Completion', 'Warranty Backed'],
    ['Consultation', 'Design & Planning', 'Construction', 'Final Walkthrough'],
    [business.durations.bathroom, business.durations.kitchen, 'permits and inspections'],
    [business.email, business.serviceArea.summary, business.hours.label, business.replyPromise],
    // Every testimonial, not only the one the carousel shows first: for crawlers and with JavaScript off.
    ...testimonials.map((testimonial) => [testimonial.quote, testimonial.name]),
  ],
  '/about/': [
    [business.stats.teamMembers, business.stats.projectsCompleted, business.stats.satisfaction],
    ['Quality Craftsmanship', 'Integrity', 'Innovation', 'Customer Service'],
  ],
  '/services/kitchen-remodeling/': ['Quartz', 'Granite', 'Marble', 'Butcher Block', ...remodelSteps],
  '/services/bathroom-remodeling/': remodelSteps,
  '/services/painting/': ['Surface Preparation', 'Color Consultation', 'Application', 'Final Inspection'],
  '/services/flooring/': ['Consultation', 'Preparation', 'Installation', 'Final Inspection'],
  '/resources/cost-guide/': [
    ['$30,000-$150,000+', '$30,000-$60,000', '$60,000-$100,000', '$100,000+'],
    ['$15,000-$75,000+', '$15,000-$30,000', '$30,000-$50,000', '$50,000+'],
    ['$15,000-$45,000+', '$15,000-$25,000', '$25,000-$35,000', '$35,000+'],
    ['20%', '2-3 months', 'deposit'],
  ],
  '/resources/paint-guide/': ['20 sq ft', '350-400 sq ft', '60-30-10'],
  '/resources/design-tips/': ['60-30-10', '36 inches'],
  '/resources/faq/': [
    [business.durations.bathroom, business.durations.kitchen, '2-3 months'],
    ['deposit', 'progress', 'final'],
  ],
  '/blog/surviving-remodel-chaos/': ['20%'],
  '/blog/kitchen-remodeling-trends-2025/': ['10 Kitchen Remodeling Trends for 2025'],
  '/3d-renderings/': [
    ['Initial Consultation', 'Space Planning & Measurements', '3D Modeling & Design', 'Design Refinement'],
    ['Photorealistic Renderings', '360° Virtual Tours', 'Material & Color Selection'],
    ['Lighting Simulation', 'Layout Optimization'],
  ],
  '/thank-you/': [business.replyPromise, 'Review Your Details', 'Preliminary Estimate', 'In-Person Consultation'],
  '/subcontractor-signup/': ['Become a Subcontractor'],
  '/locations/rancho-santa-fe/': ['Fairbanks Ranch'],
}

describe('spec figures are on their pages', () => {
  it.each(Object.entries(figures))('%s', (path, expected) => {
    const text = pageText(path)
    expect(expected.flat().filter((figure) => !text.includes(figure))).toEqual([])
  })

  it('the bathroom guide has the 7-step timeline with its day ranges', () => {
    const rows = dom('/blog/bathroom-renovation-guide/')
      .querySelectorAll('table tbody tr')
      .map((tr) => tr.textContent.replace(/\s+/g, ' ').trim())
    for (const [step, days] of [
      ['Demolition', '2-3'],
      ['Plumbing rough-in', '2-3'],
      ['Electrical', '1-2'],
      ['Walls and ceiling', '2-3'],
      ['Tile', '3-5'],
      ['Vanity and fixtures', '2-3'],
      ['Final touches', '1-2'],
    ])
      expect(rows, step).toContainEqual(expect.stringMatching(new RegExp(`^${step}.*${days}`)))
  })

  it('the services overview has a card per service, then 3D design, each with its feature bullets', () => {
    const cards = dom('/services/')
      .querySelectorAll('main ul.grid > li')
      .map((card) => ({
        href: card.querySelector('h2 a')?.getAttribute('href'),
        features: card.querySelectorAll('ul li').length,
      }))
    expect(cards).toEqual([
      ...services.map((service) => ({ href: pathTo.service(service.slug), features: service.features.length })),
      { href: '/3d-renderings/', features: renderings.card.features.length },
    ])
  })

  it('the blog index lists every article, newest first', () => {
    expect(hrefs('/blog/', 'main ul.grid > li h2 a')).toEqual(articles.map((article) => pathTo.article(article.slug)))
    const dates = articles.map((article) => article.date)
    expect(dates).toEqual([...dates].sort().reverse())
  })

  it('articles, location pages and 3D renderings link where a visitor goes next', () => {
    const next: [string, string[]][] = [
      ...articles.map((article): [string, string[]] => [pathTo.article(article.slug), ['/blog/', '/#contact']]),
      ...locations.map((place): [string, string[]] => [pathTo.location(place.slug), place.nearby.map(pathTo.location)]),
      ['/3d-renderings/', [`tel:${business.phone.e164}`, '/#contact']],
    ]
    for (const [path, targets] of next) {
      expect(hrefs(path, 'main a'), path).toEqual(expect.arrayContaining(targets))
      if (path.startsWith('/blog/')) {
        const back = dom(path).querySelectorAll('main a[href="/blog/"]')
        expect(back.map((a) => a.textContent)).toContainEqual(expect.stringContaining(pages.blog.backLink))
      }
    }
  })

  it('3D renderings shows its gallery images with captions', () => {
    const captions = dom('/3d-renderings/').querySelectorAll('main figure figcaption')
    expect(captions.map((c) => c.textContent.trim())).toEqual(renderings.gallery.map((item) => item.title))
  })

  it('thank-you links to where to go next', () => {
    expect(hrefs('/thank-you/', 'main nav a')).toEqual(thankYou.links.items.map((link) => link.href))
  })

  it('the footer names the business once, with one full stop whether or not its legal name ends in one', () => {
    const line = dom('/').querySelector('footer p:has([data-current-year])')!.textContent.replace(/\s+/g, ' ').trim()
    expect(line).toMatch(/^© \d{4} .+ All rights reserved\.$/)
    expect(line).toContain(business.legalName)
    expect(line).not.toContain('..')
  })
})
