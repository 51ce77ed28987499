import { Menu, Phone, X } from 'lucide-react'
import { business, phoneHref } from '../content/business.ts'
import { credentials } from '../content/credentials.ts'
import { navigation } from '../content/navigation.ts'
import { quoteFormHref } from '../lib/routes.ts'
import { LicenseLink, licenseLabel } from './LicenseLink.tsx'
import { homeLinkName, Logo } from './Logo.tsx'
import { SocialLinks } from './SocialLinks.tsx'

/**
 * The fixed site header. On the home page it is transparent over the hero (`over-hero`: a class, so that the
 * inline CSS of other pages leaves its rule out) until lib/browser/site.ts says it has scrolled past 10 px.
 */
export function Header({ isHome }: { isHome: boolean }) {
  return (
    <header data-site-header="" className={`${isHome ? 'over-hero ' : ''}site-header fixed inset-x-0 top-0 z-40`}>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-2 px-4 sm:gap-3 sm:px-6">
        <a href="/" className="shrink-0 rounded-md" aria-label={homeLinkName}>
          {/* The smallest phones (under 400 px) get the mark alone; the link's label still names the business. */}
          <Logo nameClassName="max-[399px]:hidden" />
        </a>
        <nav aria-label={navigation.names.mainMenu} className="ml-6 hidden xl:block">
          <ul className="flex gap-5 whitespace-nowrap text-sm font-medium">
            {navigation.menu.map((item) => (
              <li key={item.href}>
                <a href={item.href} className="rounded px-1 py-2 hover:text-brand">
                  {item.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="ml-auto flex items-center gap-2 sm:gap-3">
          <SocialLinks className="hidden lg:flex" />
          <div className="hidden shrink-0 flex-col items-end whitespace-nowrap leading-6 md:flex">
            <a href={phoneHref} className="flex items-center gap-1 rounded font-semibold hover:text-brand">
              <Phone className="size-4" aria-hidden="true" /> {business.phone.display}
            </a>
            <LicenseLink className="text-xs/6 underline opacity-80">{licenseLabel}</LicenseLink>
          </div>
          <a
            href={quoteFormHref(isHome)}
            className="btn btn-primary shrink-0 whitespace-nowrap px-3 py-2 text-sm sm:px-4"
          >
            {navigation.headerQuote}
          </a>
          <details data-mobile-menu="" className="mobile-menu relative xl:hidden">
            <summary
              className="flex size-10 cursor-pointer list-none items-center justify-center rounded-md"
              aria-label={navigation.names.menuButton}
            >
              <Menu className="menu-open size-6" aria-hidden="true" />
              <X className="menu-close size-6" aria-hidden="true" />
            </summary>
            <nav
              aria-label={navigation.names.mobileMenu}
              className="menu-panel absolute right-0 top-12 w-64 rounded-lg bg-white p-2 text-ink"
            >
              <ul>
                {navigation.menu.map((item) => (
                  <li key={item.href}>
                    <a href={item.href} className="block rounded px-3 py-3 font-medium hover:bg-sand">
                      {item.label}
                    </a>
                  </li>
                ))}
                <li>
                  <a href="/subcontractor-signup/" className="block rounded px-3 py-3 font-medium hover:bg-sand">
                    {navigation.labels.subcontractorSignup}
                  </a>
                </li>
              </ul>
              <SocialLinks className="mt-1 border-t border-black/10 pt-2 lg:hidden" />
            </nav>
          </details>
        </div>
      </div>
      {/* On phones the phone link is hidden and the license gets a slim row of its own under the bar. */}
      <p className="h-6 border-t border-current/10 text-center text-xs font-medium leading-[1.4375rem] md:hidden">
        {`${credentials.licensedAndInsured} · `}
        <LicenseLink>{licenseLabel}</LicenseLink>
      </p>
    </header>
  )
}
