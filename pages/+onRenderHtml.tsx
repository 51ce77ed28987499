import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { Layout } from '../components/Layout.tsx'
import { lcpPreload } from '../lib/images.server.ts'
import type { PageComponent } from '../lib/page.ts'
import { errorRoutes, routeFor } from '../lib/routes.ts'
import { headTags } from '../lib/seo.ts'
import { FAVICON_PATH } from '../lib/urls.ts'
import './styles.css'

export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as PageComponent | undefined
  if (!Page) throw new Error(`No page component for ${pageContext.urlPathname}`)
  // Vike pre-renders filesystem routes as "/about" and writes about/index.html: the page's one URL is "/about/".
  const path = pageContext.urlPathname.endsWith('/') ? pageContext.urlPathname : `${pageContext.urlPathname}/`
  const isErrorPage = pageContext.pageId?.endsWith('/_error') ?? false
  const route = isErrorPage ? (pageContext.is404 ? errorRoutes.notFound : errorRoutes.error) : routeFor(path)
  const error = pageContext.errorWhileRendering ?? pageContext.abortReason
  const errorMessage = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined

  const body = renderToStaticMarkup(
    <Layout isHome={route.path === '/'}>
      <Page
        path={path}
        routeParams={pageContext.routeParams ?? {}}
        is404={pageContext.is404 === true}
        errorMessage={errorMessage}
      />
    </Layout>,
  )
  const head = headTags({ route, path })
  const preload = route.lcpImage ? lcpPreload(route.lcpImage) : ''
  // The build inlines the stylesheet and a small script into every pre-rendered page (scripts/inline-page-assets.ts), so
  // that the first paint needs nothing but the HTML; a page the dev server renders loads the shared behaviours.
  const devScript = pageContext.isPrerendering ? '' : '<script type="module" src="/lib/browser/site.ts"></script>'

  return escapeInject`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${dangerouslySkipEscape(head)}
<meta name="theme-color" content="#1c2530">
<link rel="icon" href="${FAVICON_PATH}" sizes="48x48" type="image/png">
${dangerouslySkipEscape(preload)}
</head>
<body>${dangerouslySkipEscape(body + devScript)}</body>
</html>`
}
