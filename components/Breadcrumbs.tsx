import { navigation } from '../content/navigation.ts'
import { breadcrumbsFor } from '../lib/routes.ts'
import { breadcrumbJsonLd } from '../lib/seo.ts'
import { JsonLd } from './JsonLd.tsx'

/** Visible breadcrumb trail for nested pages, with its BreadcrumbList structured data. */
export function Breadcrumbs({ path }: { path: string }) {
  const trail = breadcrumbsFor(path)
  return (
    <nav aria-label={navigation.names.breadcrumb} className="text-sm text-slate-600">
      <ol className="flex flex-wrap items-center gap-x-2">
        {trail.map((item, index) => {
          const last = index === trail.length - 1
          return (
            <li key={item.path} className="flex items-center gap-2">
              {last ? (
                <span aria-current="page" className="text-slate-800">
                  {item.label}
                </span>
              ) : (
                <>
                  <a href={item.path} className="hover:underline">
                    {item.label}
                  </a>
                  <span aria-hidden="true">/</span>
                </>
              )}
            </li>
          )
        })}
      </ol>
      <JsonLd data={breadcrumbJsonLd(trail)} />
    </nav>
  )
}
