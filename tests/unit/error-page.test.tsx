import { parse } from 'node-html-parser'
import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { pages } from '../../content/pages.ts'
import ErrorPage from '../../pages/_error/+Page.tsx'

const render = (props: { is404: boolean; errorMessage?: string }) =>
  parse(renderToStaticMarkup(<ErrorPage path="/about/" routeParams={{}} {...props} />))

describe('the error page', () => {
  it('is the "Unexpected Application Error!" screen, with the message or a fallback, when rendering fails', () => {
    const page = render({ is404: false, errorMessage: 'Cannot read content/about.ts' })
    expect(page.querySelector('h1')?.textContent).toBe('Unexpected Application Error!')
    expect(page.textContent).toContain('Cannot read content/about.ts')
    expect(page.querySelectorAll('a').map((a) => a.getAttribute('href'))).toEqual(['/', '/sitemap/'])
    expect(render({ is404: false }).textContent).toContain(pages.error.fallback)
  })

  it('is the not-found page, with links home and to the site map, for unknown paths', () => {
    const page = render({ is404: true })
    expect(page.querySelector('h1')?.textContent).toBe(pages.notFound.heading)
    expect(page.textContent).not.toContain(pages.error.heading)
    expect(page.querySelectorAll('a').map((a) => [a.getAttribute('href'), a.textContent])).toEqual([
      ['/', pages.notFound.homeLink],
      ['/sitemap/', pages.notFound.sitemapLink],
    ])
  })
})
