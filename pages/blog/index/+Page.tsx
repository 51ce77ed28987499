import { ArticleCard } from '../../../components/ArticleCard.tsx'
import { CallToAction } from '../../../components/CallToAction.tsx'
import { PageHeader } from '../../../components/PageHeader.tsx'
import { articles } from '../../../content/articles.ts'
import { pages } from '../../../content/pages.ts'
import type { PageProps } from '../../../lib/page.ts'

export default function Page({ path }: PageProps) {
  const page = pages.blog
  return (
    <>
      <PageHeader path={path} heading={page.heading} intro={page.intro} />
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
        <ul className="grid gap-8 md:grid-cols-2">
          {articles.map((article) => (
            <ArticleCard key={article.slug} article={article} />
          ))}
        </ul>
      </div>
      <CallToAction />
    </>
  )
}
