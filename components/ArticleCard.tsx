import type { Article } from '../content/articles.ts'
import { pages } from '../content/pages.ts'
import { formatDate } from '../lib/format.ts'
import { pathTo } from '../lib/routes.ts'
import { Picture } from './Picture.tsx'

/** `priority`: the first card's photo is the blog index's largest image on a phone, so it is fetched at once. */
export function ArticleCard({ article, priority = false }: { article: Article; priority?: boolean }) {
  const href = pathTo.article(article.slug)
  return (
    <li className="flex flex-col overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-black/5">
      <Picture image={article.image} sizes="(min-width: 1024px) 600px, 100vw" className="aspect-[3/2] h-auto w-full object-cover" priority={priority} />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm text-slate-600">
          <span className="font-semibold text-brand">{article.category}</span> · <time dateTime={article.date}>{formatDate(article.date)}</time>
        </p>
        <h2 className="mt-2 text-xl font-semibold"><a href={href} className="hover:text-brand">{article.title}</a></h2>
        <p className="mt-2 flex-1 text-slate-600">{article.excerpt}</p>
        <a href={href} className="mt-4 font-semibold text-brand hover:underline" aria-hidden="true" tabIndex={-1}>{pages.blog.cardLink}</a>
      </div>
    </li>
  )
}
