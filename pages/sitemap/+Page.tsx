import { PageHeader } from '../../components/PageHeader.tsx'
import { navigation } from '../../content/navigation.ts'
import { pages } from '../../content/pages.ts'
import type { PageProps } from '../../lib/page.ts'
import { type RouteGroup, routesIn } from '../../lib/routes.ts'

const groups: RouteGroup[] = ['Company', 'Services', 'Projects', 'Locations', 'Resources', 'Blog', 'Legal']

export default function Page({ path }: PageProps) {
  const page = pages.sitemap
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:grid-cols-2 sm:px-6 lg:grid-cols-3">
        {groups.map((group) => (
          <section key={group} aria-labelledby={`sitemap-${group}`}>
            <h2 id={`sitemap-${group}`} className="text-xl font-bold">
              {navigation.siteMapGroups[group]}
            </h2>
            <ul className="mt-3 space-y-2">
              {routesIn(group)
                .filter((route) => !route.noindex)
                .map((route) => (
                  <li key={route.path}>
                    <a href={route.path} className="text-brand hover:underline">
                      {route.label}
                    </a>
                  </li>
                ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  )
}
