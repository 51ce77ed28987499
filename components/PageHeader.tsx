import type { ReactNode } from 'react'
import { Breadcrumbs } from './Breadcrumbs.tsx'
import { LicenseLinked } from './LicenseLink.tsx'

interface PageHeaderProps {
  path: string
  heading: string
  intro?: ReactNode
  /** Extra line under the heading, e.g. an article's date and category. */
  meta?: ReactNode
}

/** The top of an inner page: breadcrumbs, the page's one h1 and its lead paragraph. */
export function PageHeader({ path, heading, intro, meta }: PageHeaderProps) {
  return (
    <div className="bg-sand">
      <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6 lg:py-16">
        <Breadcrumbs path={path} />
        <h1 className="mt-4 max-w-4xl text-4xl font-bold tracking-tight sm:text-5xl">{heading}</h1>
        {meta && <div className="mt-3 text-slate-600">{meta}</div>}
        {intro && (
          <div className="mt-5 max-w-3xl text-lg text-slate-700">
            {typeof intro === 'string' ? <LicenseLinked text={intro} /> : intro}
          </div>
        )}
      </div>
    </div>
  )
}
