import { describe, expect, it } from 'vitest'
import { business } from '../../content/business.ts'
import { dom, pageText } from './dist.ts'

/** Spec sections 2 and 9: each figure must be in the pre-rendered HTML of its page. */
const figures: Record<string, string[]> = {
  '/': [
    `Trusted by ${business.reviews.homeowners} San Diego homeowners`,
    `${business.reviews.rating} from ${business.reviews.count} verified reviews`,
    'Get Your Free Quote', 'View Our Work', 'Get Started Today', 'Start Your Project Today',
    'Custom Designs', 'Premium Materials', 'Expert Craftsmen', 'On-Time Completion', 'Warranty Backed',
    'Consultation', 'Design & Planning', 'Construction', 'Final Walkthrough',
    business.durations.bathroom, business.durations.kitchen, 'permits and inspections',
    business.phone.display, business.email, business.serviceArea.summary, business.hours.label, business.replyPromise,
  ],
  '/about/': [business.stats.teamMembers, business.stats.projectsCompleted, business.stats.satisfaction, business.licenseNumber,
    'Quality Craftsmanship', 'Integrity', 'Innovation', 'Customer Service'],
  '/services/kitchen-remodeling/': ['Quartz', 'Granite', 'Marble', 'Butcher Block', 'Consultation', 'Design & Planning', 'Material Selection', 'Construction'],
  '/services/bathroom-remodeling/': ['Consultation', 'Design & Planning', 'Material Selection', 'Construction'],
  '/services/painting/': ['Surface Preparation', 'Color Consultation', 'Application', 'Final Inspection'],
  '/services/flooring/': ['Consultation', 'Preparation', 'Installation', 'Final Inspection'],
  '/resources/cost-guide/': [
    '$30,000-$150,000+', '$30,000-$60,000', '$60,000-$100,000', '$100,000+',
    '$15,000-$75,000+', '$15,000-$30,000', '$30,000-$50,000', '$50,000+',
    '$15,000-$45,000+', '$15,000-$25,000', '$25,000-$35,000', '$35,000+',
    '20%', '2-3 months', 'deposit',
  ],
  '/resources/paint-guide/': ['20 sq ft', '350-400 sq ft', '60-30-10'],
  '/resources/design-tips/': ['60-30-10', '36 inches'],
  '/resources/faq/': [business.durations.bathroom, business.durations.kitchen, '2-3 months', 'deposit', 'progress', 'final'],
  '/blog/surviving-remodel-chaos/': ['20%'],
  '/blog/kitchen-remodeling-trends-2025/': ['10 Kitchen Remodeling Trends for 2025'],
  '/blog/bathroom-renovation-guide/': ['Demolition', 'Plumbing rough-in', 'Electrical', 'Walls and ceiling', 'Tile', 'Vanity and fixtures', 'Final touches'],
  '/3d-renderings/': ['Initial Consultation', 'Space Planning & Measurements', '3D Modeling & Design', 'Design Refinement',
    'Photorealistic Renderings', '360° Virtual Tours', 'Material & Color Selection', 'Lighting Simulation', 'Layout Optimization'],
  '/thank-you/': [business.replyPromise, 'Review Your Details', 'Preliminary Estimate', 'In-Person Consultation'],
  '/subcontractor-signup/': ['Become a Subcontractor'],
  '/locations/rancho-santa-fe/': ['Fairbanks Ranch'],
}

describe('spec figures are on their pages', () => {
  for (const [path, expected] of Object.entries(figures)) {
    it(path, () => {
      const text = pageText(path)
      expect(expected.filter((figure) => !text.includes(figure))).toEqual([])
    })
  }

  it('the bathroom guide has the 7-step timeline with its day ranges', () => {
    const rows = dom('/blog/bathroom-renovation-guide/').querySelectorAll('table tbody tr').map((tr) => tr.textContent.replace(/\s+/g, ' ').trim())
    for (const [step, days] of [['Demolition', '2-3'], ['Plumbing rough-in', '2-3'], ['Electrical', '1-2'], ['Walls and ceiling', '2-3'], ['Tile', '3-5'], ['Vanity and fixtures', '2-3'], ['Final touches', '1-2']]) {
      expect(rows.some((row) => row.startsWith(step!) && row.includes(days!)), step).toBe(true)
    }
  })

  it('the services overview has six cards of five bullets each', () => {
    const cards = dom('/services/').querySelectorAll('main ul.grid > li')
    expect(cards).toHaveLength(6)
    for (const card of cards) expect(card.querySelectorAll('ul li')).toHaveLength(5)
    expect(cards.map((c) => c.querySelector('h2 a')?.getAttribute('href'))).toEqual([
      '/services/kitchen-remodeling/', '/services/bathroom-remodeling/', '/services/custom-cabinetry/', '/services/painting/', '/services/flooring/', '/3d-renderings/',
    ])
  })

  it('projects has nine cards across the spec locations and types, ending with a quote link', () => {
    const root = dom('/projects/')
    const cards = root.querySelectorAll('main ul.grid > li')
    expect(cards).toHaveLength(9)
    const text = pageText('/projects/')
    for (const place of ['San Diego', 'La Jolla', 'Del Mar', 'Carlsbad', 'Encinitas', 'Carmel Valley']) expect(text).toContain(place)
    for (const type of ['Kitchen Remodel', 'Design Visualization', 'Flooring', 'Interior Design', 'Complete Renovation', 'Bathroom Remodel', 'Custom Cabinetry']) expect(text).toContain(type)
    expect(root.querySelectorAll('main a').some((a) => a.getAttribute('href') === '/#contact' && a.textContent.includes('Get Your Free Quote'))).toBe(true)
  })

  it('the blog index lists the four articles', () => {
    const hrefs = dom('/blog/').querySelectorAll('main ul.grid > li h2 a').map((a) => a.getAttribute('href'))
    expect(hrefs.sort()).toEqual(['/blog/bathroom-renovation-guide/', '/blog/choosing-cabinet-materials/', '/blog/kitchen-remodeling-trends-2025/', '/blog/surviving-remodel-chaos/'])
  })

  it('every article links back to the blog and to the contact section', () => {
    for (const slug of ['surviving-remodel-chaos', 'kitchen-remodeling-trends-2025', 'bathroom-renovation-guide', 'choosing-cabinet-materials']) {
      const links = dom(`/blog/${slug}`).querySelectorAll('main a')
      expect(links.some((a) => a.getAttribute('href') === '/blog/' && a.textContent.includes('Back to Blog')), slug).toBe(true)
      expect(links.some((a) => a.getAttribute('href') === '/#contact'), slug).toBe(true)
    }
  })

  it('the San Diego page links to the six other coastal location pages', () => {
    const hrefs = dom('/locations/san-diego/').querySelectorAll('main a').map((a) => a.getAttribute('href'))
    for (const slug of ['la-jolla', 'del-mar', 'coronado', 'carlsbad', 'encinitas', 'point-loma']) expect(hrefs).toContain(`/locations/${slug}/`)
  })

  it('3D renderings shows five gallery images with captions, a phone link and a #contact link', () => {
    const root = dom('/3d-renderings/')
    expect(root.querySelectorAll('main figure')).toHaveLength(5)
    expect(root.querySelectorAll('main figure figcaption').every((c) => c.textContent.trim().length > 0)).toBe(true)
    const hrefs = root.querySelectorAll('main a').map((a) => a.getAttribute('href'))
    expect(hrefs).toContain(`tel:${business.phone.e164}`)
    expect(hrefs).toContain('/#contact')
  })

  it('thank-you links to projects, 3D renderings, the cost guide, the blog and home', () => {
    const hrefs = dom('/thank-you/').querySelectorAll('main nav a').map((a) => a.getAttribute('href'))
    expect(hrefs).toEqual(['/projects/', '/3d-renderings/', '/resources/cost-guide/', '/blog/', '/'])
  })
})
