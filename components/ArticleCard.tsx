import type { Article } from '../content/articles.ts'
import { pages } from '../content/pages.ts'
import { formatDate } from '../lib/format.ts'
import { thumbnailPicture } from '../lib/images.server.ts'
import { pathTo } from '../lib/routes.ts'
import { PictureView } from './PictureView.tsx'

/**
 * One article on the blog index. On a phone it is a row: a thumbnail beside the category, date and title, then the
 * excerpt, so a screen shows more than one article and its largest paint is text, which needs nothing but the
 * HTML; from 640 px up, a card with the photo across the top. Photos load lazily, after the first paint.
 */
export function ArticleCard({ article }: { article: Article }) {
  const href = pathTo.article(article.slug)
  return (
    <li className="grid grid-cols-[6rem_1fr] items-start gap-4 rounded-xl bg-white p-4 shadow-sm ring-1 ring-black/5 sm:flex sm:flex-col sm:items-stretch sm:gap-0 sm:overflow-hidden sm:p-0">
      <PictureView
        data={thumbnailPicture(article.image.key)}
        alt={article.image.alt}
        sizes="(min-width: 1280px) 600px, (min-width: 768px) 46vw, (min-width: 640px) 100vw, 6rem"
        className="aspect-square w-full rounded-lg object-cover sm:aspect-[3/2] sm:h-auto sm:rounded-none"
      />
      {/* On a phone its children join the row's grid: the excerpt and the link run under the thumbnail too. */}
      <div className="contents sm:flex sm:flex-1 sm:flex-col sm:p-6">
        <div>
          <p className="text-sm text-slate-600">
            <span className="font-semibold text-brand">{article.category}</span> ·{' '}
            <time dateTime={article.date}>{formatDate(article.date)}</time>
          </p>
          <h2 className="mt-1 text-lg font-semibold sm:mt-2 sm:text-xl">
            <a href={href} className="hover:text-brand">
              {article.title}
            </a>
          </h2>
        </div>
        <p className="col-span-2 text-slate-600 sm:mt-2 sm:flex-1">{article.excerpt}</p>
        <a
          href={href}
          className="col-span-2 font-semibold text-brand hover:underline sm:mt-4"
          aria-hidden="true"
          tabIndex={-1}
        >
          {pages.blog.cardLink}
        </a>
      </div>
    </li>
  )
}
