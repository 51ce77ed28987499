import { pages } from '../../content/pages.ts'
import type { PageProps } from '../../lib/page.ts'

/** 404 for unknown paths (pre-rendered as 404.html), and the generic screen for render errors. */
export default function Page({ is404, errorMessage }: PageProps) {
  const { notFound, error } = pages
  return (
    <div className="mx-auto max-w-3xl px-4 py-24 text-center sm:px-6">
      {is404 ? (
        <>
          <p className="text-sm font-semibold uppercase tracking-wide text-brand">{notFound.status}</p>
          <h1 className="mt-2 text-4xl font-bold tracking-tight">{notFound.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{notFound.intro}</p>
        </>
      ) : (
        <>
          <h1 className="text-4xl font-bold tracking-tight">{error.heading}</h1>
          <p className="mt-4 text-lg text-slate-700">{errorMessage ?? error.fallback}</p>
        </>
      )}
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <a href="/" className="btn btn-primary px-5 py-3">
          {notFound.homeLink}
        </a>
        <a href="/sitemap/" className="btn btn-outline px-5 py-3">
          {notFound.sitemapLink}
        </a>
      </div>
    </div>
  )
}
