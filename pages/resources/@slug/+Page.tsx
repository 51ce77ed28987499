import { Blocks } from '../../../components/Blocks.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { QuoteSideCard } from '../../../components/QuoteSideCard.tsx'
import { guides } from '../../../content/guides.ts'
import { pages } from '../../../content/pages.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { formatDate } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'
import { pathTo } from '../../../lib/routes.ts'

export default function Page({ path, routeParams }: PageProps) {
  const guide = entryFor(guides, routeParams.slug)
  const others = guides.filter((g) => g.slug !== guide.slug)
  const copy = pages.guide
  return (
    <>
      <PageHeader
        path={path}
        heading={guide.heading}
        intro={guide.intro}
        meta={
          <>
            {copy.updated} <time dateTime={guide.updated}>{formatDate(guide.updated)}</time>
          </>
        }
      />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <Blocks blocks={guide.body} className="min-w-0 max-w-3xl text-lg" />
        <div className="space-y-8">
          <QuoteSideCard />
          {others.length > 0 && (
            <nav aria-label={copy.moreGuides} className="rounded-xl bg-sand p-6">
              <h2 className="font-semibold">{copy.moreGuides}</h2>
              <ul className="mt-3 space-y-2">
                {others.map((g) => (
                  <li key={g.slug}>
                    <a href={pathTo.guide(g.slug)} className="text-brand hover:underline">
                      {g.heading}
                    </a>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </div>
      </div>
      <CallToAction />
    </>
  )
}
