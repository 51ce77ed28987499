import { describe, expect, it } from 'vitest'
import { business } from '../../content/business.ts'
import { speculationRules } from '../../lib/speculation-rules.ts'
import { FAVICON_PATH } from '../../lib/urls.ts'
import {
  deployHeaderRules,
  type HeaderRule,
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
  SPECULATION_RULES_TYPE,
} from '../../scripts/deploy-headers.ts'

const inline = { styles: ["'sha256-c3R5bGU='"], scripts: ["'sha256-c2NyaXB0'"] }
const ruleSet = '/assets/speculation-rules.abc123.json'

describe('_headers file', () => {
  // The policy's values hold colons (img-src data:, connect-src https://...), which the reader must keep.
  it('reads back exactly the rules it was written from', () => {
    const rules = deployHeaderRules(inline, ruleSet)
    expect(parseHeadersFile(renderHeadersFile(rules))).toEqual(rules)
  })

  it('gives pages the document headers and the rule set, and photos, scripts and the tab icon neither', () => {
    const rules = parseHeadersFile(renderHeadersFile(deployHeaderRules(inline, ruleSet)))
    const names = (path: string) => headersFor(rules, path).map(([name]) => name)
    const documentOnly = [
      'Content-Security-Policy',
      'Permissions-Policy',
      'X-Frame-Options',
      'Cross-Origin-Opener-Policy',
      'Speculation-Rules',
    ]
    for (const path of ['/', '/about/', '/no-such-page/'])
      expect(names(path), path).toEqual(expect.arrayContaining(documentOnly))
    expect(headersFor(rules, '/about/')).toContainEqual(['Speculation-Rules', `"${ruleSet}"`])
    expect(names('/about/')).not.toContain('Cache-Control')
    for (const path of ['/assets/x.js', '/assets/static/photo.avif', ruleSet, FAVICON_PATH])
      for (const name of documentOnly) expect(names(path), path).not.toContain(name)
    expect(headersFor(rules, '/assets/x.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable'])
    expect(names(FAVICON_PATH)).toContain('X-Content-Type-Options')
    expect(names(FAVICON_PATH)).not.toContain('Cache-Control')
    expect(headersFor(rules, ruleSet)).toContainEqual(['Content-Type', SPECULATION_RULES_TYPE])
    // Prerendering waits for a sign of intent (a pointer resting on a link), not for every link on the page.
    expect(speculationRules([]).prerender.map(({ eagerness }) => eagerness)).toEqual(['moderate'])
  })

  it("gives pages strict security headers, letting in the owner's review widgets from their origins only", () => {
    const saved = { ...business.reviewWidgets }
    business.reviewWidgets.googleReviews = 'https://widgets.example/reviews.js?id=1'
    try {
      const headers = Object.fromEntries(headersFor(deployHeaderRules(inline, ruleSet), '/about/'))
      expect(headers).toMatchObject({
        'Content-Security-Policy': expect.stringMatching(/^default-src 'self';.*; frame-ancestors 'none'$/),
        'Strict-Transport-Security': expect.stringMatching(/^max-age=\d{8,}; includeSubDomains/),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        'Permissions-Policy': expect.stringContaining('camera=()'),
      })
      const directives = Object.fromEntries(
        headers['Content-Security-Policy']!.split('; ').map((d) => [d.split(' ')[0], d.split(' ').slice(1)]),
      )
      for (const name of ['script-src', 'img-src', 'connect-src', 'frame-src'])
        expect(directives[name], name).toContain('https://widgets.example')
      expect(directives['default-src']).toEqual(["'self'"])
      // Scripts by origin or by the hash of each inline one: never any inline script, eval or plugin.
      for (const source of directives['script-src']!)
        expect(source).toMatch(/^('self'|'sha256-[\w+/=]+'|https:\/\/widgets\.example)$/)
      expect(directives).toMatchObject({ 'object-src': ["'none'"], 'base-uri': ["'self'"], 'form-action': ["'self'"] })
    } finally {
      Object.assign(business.reviewWidgets, saved)
    }
  })

  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/outside a path block/)
  })

  it("refuses to write a file past Cloudflare Pages' limits (100 rules, 2,000 characters a line)", () => {
    const rule = (pattern: string, value = 'x'): HeaderRule => ({ pattern, headers: [['X-Test', value]] })
    expect(() => renderHeadersFile(Array.from({ length: 101 }, (_, i) => rule(`/page-${i}/`)))).toThrow(/101 rules/)
    expect(() => renderHeadersFile([rule('/*', 'a'.repeat(2000))])).toThrow(/at most 2000/)
    expect(() => renderHeadersFile([rule('/*', 'a'.repeat(1980))])).not.toThrow()
  })
})
