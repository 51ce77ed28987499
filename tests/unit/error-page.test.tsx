import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import ErrorPage from '../../pages/_error/+Page.tsx'

describe('the error page', () => {
  it('shows "Unexpected Application Error!" with the message when rendering fails', () => {
    const html = renderToStaticMarkup(<ErrorPage path="/about" routeParams={{}} is404={false} errorMessage="Cannot read content/about.ts" />)
    expect(html).toContain('<h1 class="text-4xl font-bold tracking-tight">Unexpected Application Error!</h1>')
    expect(html).toContain('Cannot read content/about.ts')
    expect(html).toContain('href="/"')
  })

  it('is a "Page not found" page with a link home for unknown paths', () => {
    const html = renderToStaticMarkup(<ErrorPage path="/nope" routeParams={{}} is404 />)
    expect(html).toContain('Page not found')
    expect(html).not.toContain('Unexpected Application Error!')
    expect(html).toContain('Go to the home page')
  })
})
