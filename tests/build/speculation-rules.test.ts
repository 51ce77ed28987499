/**
 * The prerendering rules (lib/speculation-rules.ts) as the build serves them: every page's headers name one
 * rule set, which comes with the content type Chromium requires; photos, scripts and the tab icon name none.
 * tests/e2e/prerender.spec.ts shows Chromium reading and honouring them.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import { errorRoutes, routes } from '../../lib/routes.ts'
import { FAVICON_PATH } from '../../lib/urls.ts'
import { headersFor, parseHeadersFile } from '../../scripts/deploy-headers.ts'
import { DIST } from './dist.ts'

const rules = parseHeadersFile(readFileSync(join(DIST, '_headers'), 'utf8'))
const header = (path: string, name: string) => headersFor(rules, path).find(([n]) => n === name)?.[1]

it('every page names the one rule set the build wrote, served as application/speculationrules+json', () => {
  const named = new Set([...routes, errorRoutes.notFound].map((route) => header(route.path, 'Speculation-Rules')))
  expect(named.size).toBe(1)
  const file = JSON.parse([...named][0]!) as string
  expect(file).toMatch(/^\/assets\/speculation-rules\.\w+\.json$/)
  expect(header(file, 'Content-Type')).toBe('application/speculationrules+json')
  const { prerender } = JSON.parse(readFileSync(join(DIST, file), 'utf8')) as { prerender: { eagerness: string }[] }
  expect(prerender.map(({ eagerness }) => eagerness)).toEqual(['moderate'])
  for (const path of ['/assets/site.js', '/assets/images/photo.avif', FAVICON_PATH])
    expect(header(path, 'Speculation-Rules'), path).toBeUndefined()
})
