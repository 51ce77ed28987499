/**
 * The words of the site's navigation: the name each page goes by in links, breadcrumbs and the site
 * map (pages made from a collection go by their own title), the header menu, and the headings under
 * which the footer and the HTML site map group the pages.
 */
import { z } from 'zod'
import { defineContent, InternalHref, Template } from './schema.ts'

const label = z.string().trim().min(1).max(40)

const Navigation = z.object({
  labels: z.object({
    home: label,
    about: label,
    services: label,
    renderings: label,
    projects: label,
    blog: label,
    subcontractorSignup: label,
    thankYou: label,
    privacyPolicy: label,
    termsOfService: label,
    sitemap: label,
  }),
  /** The header's menu (the mobile menu adds the subcontractor page). */
  menu: z
    .array(z.object({ href: InternalHref, label }))
    .min(1)
    .max(7),
  /** Headings of the footer's link columns (its bottom row holds the policies) and of the site map's groups. */
  footerColumns: z.object({ Company: label, Services: label, Resources: label, Locations: label }),
  /** After the copyright line's year and legal name. */
  rightsReserved: label,
  siteMapGroups: z.object({
    Company: label,
    Services: label,
    Projects: label,
    Resources: label,
    Locations: label,
    Blog: label,
    Legal: label,
  }),
  /** The header's quote button, and the link that skips to the page's main content. */
  headerQuote: label,
  skipLink: label,
  /** The bar at the bottom of phone screens (components/ActionBar.tsx); each button names the number to screen readers. */
  actionBar: z.object({ label, call: label, text: label, quote: label }),
  /** What screen readers call the logo's link home and the links to the business's profiles ({name}: the business's,
      {network}: one of `networks`), the two menus, the menu's button, the breadcrumb trail, the scroll-to-top button,
      and the number before each step of a process. */
  names: z.object({
    homeLink: Template('name'),
    socialLink: Template('name', 'network'),
    networks: z.object({ facebook: label, instagram: label, youtube: label }),
    mainMenu: label,
    mobileMenu: label,
    menuButton: label,
    breadcrumb: label,
    scrollToTop: label,
    step: Template('number'),
  }),
})

export const navigation = defineContent('navigation.ts', Navigation, {
  labels: {
    home: 'Home',
    about: 'About Us',
    services: 'Services',
    renderings: '3D Design Visualization',
    projects: 'Projects',
    blog: 'Blog',
    subcontractorSignup: 'Become a Subcontractor',
    thankYou: 'Thank You',
    privacyPolicy: 'Privacy Policy',
    termsOfService: 'Terms of Service',
    sitemap: 'Site Map',
  },
  menu: [
    { href: '/services/', label: 'Services' },
    { href: '/3d-renderings/', label: '3D Design' },
    { href: '/projects/', label: 'Projects' },
    { href: '/about/', label: 'About' },
    { href: '/blog/', label: 'Blog' },
    { href: '/resources/cost-guide/', label: 'Cost Guide' },
  ],
  footerColumns: { Company: 'Company', Services: 'Services', Resources: 'Resources', Locations: 'Locations' },
  rightsReserved: 'All rights reserved.',
  siteMapGroups: {
    Company: 'Company',
    Services: 'Services',
    Projects: 'Our projects',
    Resources: 'Remodeling guides',
    Locations: 'Areas we serve',
    Blog: 'Blog',
    Legal: 'Policies',
  },
  headerQuote: 'Get Free Quote',
  skipLink: 'Skip to content',
  actionBar: { label: 'Quick contact', call: 'Call', text: 'Text', quote: 'Free Quote' },
  names: {
    homeLink: '{name} home',
    socialLink: '{name} on {network}',
    networks: { facebook: 'Facebook', instagram: 'Instagram', youtube: 'YouTube' },
    mainMenu: 'Main',
    mobileMenu: 'Mobile',
    menuButton: 'Menu',
    breadcrumb: 'Breadcrumb',
    scrollToTop: 'Scroll to top',
    step: 'Step {number}:',
  },
})
