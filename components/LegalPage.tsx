import { pages } from '../content/pages.ts'
import type { Legal } from '../content/schema.ts'
import { formatDate } from '../lib/format.ts'
import { Blocks } from './Blocks.tsx'
import { PageHeader } from './PageHeader.tsx'

export function LegalPage({ path, page }: { path: string; page: Legal }) {
  return (
    <>
      <PageHeader
        path={path}
        heading={page.heading}
        meta={
          <>
            {pages.legal.updated} <time dateTime={page.updated}>{formatDate(page.updated)}</time>
          </>
        }
      />
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Blocks blocks={page.body} className="text-lg" />
      </div>
    </>
  )
}
