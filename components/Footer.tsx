import { business, emailHref, phoneHref } from '../content/business.ts'
import { navigation } from '../content/navigation.ts'
import { routeFor, routesIn, routesOf } from '../lib/routes.ts'
import { LicenseLine } from './LicenseLink.tsx'
import { homeLinkName, Logo } from './Logo.tsx'
import { SocialLinks } from './SocialLinks.tsx'

const companyPaths = [
  '/',
  '/about/',
  '/services/',
  '/projects/',
  '/blog/',
  '/3d-renderings/',
  '/subcontractor-signup/',
] as const

function LinkColumn({ title, links }: { title: string; links: { path: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-1 text-sm">
        {links.map((link) => (
          <li key={link.path}>
            <a href={link.path} className="inline-block rounded py-1 hover:text-white hover:underline">
              {link.label}
            </a>
          </li>
        ))}
      </ul>
    </div>
  )
}

export function Footer() {
  const buildYear = new Date().getFullYear()
  const columns = navigation.footerColumns
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-5">
        <div className="lg:col-span-1">
          <a href="/" className="inline-block rounded text-white" aria-label={homeLinkName}>
            <Logo />
          </a>
          <p className="mt-4 text-sm">{business.tagline}.</p>
          <p className="mt-3 text-sm">
            <a href={phoneHref} className="font-semibold text-white hover:underline">
              {business.phone.display}
            </a>
            <br />
            <a href={emailHref} className="hover:underline">
              {business.email}
            </a>
          </p>
          <LicenseLine className="mt-3 text-sm" />
          <SocialLinks className="mt-3 -ml-2 text-white" />
        </div>
        <LinkColumn title={columns.Company} links={companyPaths.map((path) => routeFor(path))} />
        <LinkColumn title={columns.Services} links={routesOf('service')} />
        <LinkColumn title={columns.Resources} links={routesIn('Resources')} />
        <LinkColumn title={columns.Locations} links={routesIn('Locations')} />
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm sm:flex-row sm:items-center sm:justify-between sm:px-6">
          <p>
            © <span data-current-year="">{buildYear}</span> {business.legalName}
            {business.legalName.endsWith('.') ? '' : '.'} {navigation.rightsReserved}
          </p>
          <ul className="flex gap-4">
            {(['/privacy-policy/', '/terms-of-service/', '/sitemap/'] as const).map((path) => (
              <li key={path}>
                <a href={path} className="hover:text-white hover:underline">
                  {routeFor(path).label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  )
}
