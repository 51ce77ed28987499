import { renderToStaticMarkup } from 'react-dom/server'
import { dangerouslySkipEscape, escapeInject } from 'vike/server'
import type { PageContextServer } from 'vike/types'
import { pages } from '../content/pages.ts'
import { Layout } from '../components/Layout.tsx'
import { lcpPreload } from '../lib/images.ts'
import type { PageComponent } from '../lib/page.ts'
import { routeFor, type Route } from '../lib/routes.ts'
import { headTags } from '../lib/seo.ts'
import './styles.css'

function errorRoute(is404: boolean): Route {
  const notFound = pages.notFound
  if (!notFound) throw new Error('content/pages.ts needs a notFound entry')
  return is404
    ? { path: '/404', label: 'Page not found', group: 'Company', seo: notFound.seo, noindex: true }
    : {
        path: '/error',
        label: 'Error',
        group: 'Company',
        noindex: true,
        seo: { title: 'Unexpected Application Error!', description: notFound.seo.description },
      }
}

export function onRenderHtml(pageContext: PageContextServer) {
  const Page = pageContext.Page as PageComponent | undefined
  if (!Page) throw new Error(`No page component for ${pageContext.urlPathname}`)
  // Vike pre-renders filesystem routes as "/about" and writes about/index.html: the page's one URL is "/about/".
  const path = pageContext.urlPathname.endsWith('/') ? pageContext.urlPathname : `${pageContext.urlPathname}/`
  const isErrorPage = pageContext.pageId?.endsWith('/_error') ?? false
  const route = isErrorPage ? errorRoute(pageContext.is404 === true) : routeFor(path)
  const error = pageContext.errorWhileRendering ?? pageContext.abortReason
  const errorMessage = error instanceof Error ? error.message : typeof error === 'string' ? error : undefined

  const isHome = path === '/' && !isErrorPage
  const body = renderToStaticMarkup(
    <Layout isHome={isHome}>
      <Page path={path} routeParams={pageContext.routeParams ?? {}} is404={pageContext.is404 === true} errorMessage={errorMessage} />
    </Layout>,
  )
  const head = headTags({ route, path, ogType: path.startsWith('/blog/') ? 'article' : 'website' })
  const preload = isHome ? lcpPreload('hero-kitchen') : ''
  // The build inlines the shared script and the stylesheet into every page (scripts/first-paint.ts), so that
  // the first paint needs nothing but the HTML; the dev server serves the script as a module.
  const devScript = import.meta.env.DEV ? '<script type="module" src="/lib/browser/site.ts"></script>' : ''

  return escapeInject`<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${dangerouslySkipEscape(head)}
<meta name="theme-color" content="#1c2530">
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
${dangerouslySkipEscape(preload)}
</head>
<body>${dangerouslySkipEscape(body + devScript)}</body>
</html>`
}
