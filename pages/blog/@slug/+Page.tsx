import { ArrowLeft } from 'lucide-react'
import { Blocks } from '../../../components/Blocks.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { JsonLd } from '../../../components/JsonLd.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { Picture } from '../../../components/Picture.tsx'
import { articles } from '../../../content/articles.ts'
import { pages } from '../../../content/pages.ts'
import { entryFor } from '../../../lib/dynamic-route.ts'
import { fill, formatDate, readingMinutes } from '../../../lib/format.ts'
import type { PageProps } from '../../../lib/page.ts'
import { articleJsonLd } from '../../../lib/seo.ts'

export default function Page({ path, routeParams }: PageProps) {
  const article = entryFor(articles, routeParams.slug)
  const { blog } = pages
  // The opening paragraph comes before the photo: on a phone the photo would otherwise fill the first screen, and
  // the visitor would wait for it instead of reading; words need nothing but the HTML (docs/performance.md). The
  // photo loads lazily: on a phone it starts below the fold, and fetched at once it would only compete.
  const [opening, ...rest] = article.body
  return (
    <>
      <PageHeader
        path={path}
        heading={article.title}
        meta={
          <>
            <span className="font-semibold text-brand">{article.category}</span> ·{' '}
            <time dateTime={article.date}>{formatDate(article.date)}</time> ·{' '}
            {fill(blog.readingTime, { minutes: readingMinutes(article.body) })}
          </>
        }
      />
      <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
        <Blocks blocks={[opening!]} className="text-lg" />
        <Picture
          image={article.image}
          sizes="(min-width: 768px) 720px, 100vw"
          className="mt-10 h-auto w-full rounded-xl"
        />
        <Blocks blocks={rest} className="mt-10 text-lg" />
        <a href="/blog/" className="mt-12 inline-flex items-center gap-2 font-semibold text-brand hover:underline">
          <ArrowLeft className="size-4" aria-hidden="true" /> {blog.backLink}
        </a>
      </article>
      <CallToAction heading={blog.closing.heading} text={blog.closing.text} />
      <JsonLd
        data={articleJsonLd({
          title: article.title,
          description: article.seo.description,
          path,
          date: article.date,
          image: article.image.key,
        })}
      />
    </>
  )
}
