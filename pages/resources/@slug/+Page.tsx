import { Blocks } from '../../../components/Blocks.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { QuoteSideCard } from '../../../components/QuoteSideCard.tsx'
import { guides } from '../../../content/guides.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { formatDate } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'

export default function Page({ path, routeParams }: PageProps) {
  const guide = entryFor(guides, routeParams.slug)
  const others = guides.filter((g) => g.slug !== guide.slug)
  return (
    <>
      <PageHeader path={path} heading={guide.heading} intro={guide.intro} meta={<>Updated <time dateTime={guide.updated}>{formatDate(guide.updated)}</time></>} />
      <div className="mx-auto grid max-w-7xl gap-12 px-4 py-14 sm:px-6 lg:grid-cols-[1fr_22rem]">
        <Blocks blocks={guide.body} className="min-w-0 max-w-3xl text-lg" />
        <div className="space-y-8">
          <QuoteSideCard />
          <nav aria-label="More guides" className="rounded-xl bg-sand p-6">
            <h2 className="font-semibold">More remodeling guides</h2>
            <ul className="mt-3 space-y-2">
              {others.map((g) => <li key={g.slug}><a href={`/resources/${g.slug}/`} className="text-brand hover:underline">{g.heading}</a></li>)}
            </ul>
          </nav>
        </div>
      </div>
      <CallToAction />
    </>
  )
}
