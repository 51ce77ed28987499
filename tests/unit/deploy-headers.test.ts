import { describe, expect, it } from 'vitest'
import {
  deployHeaderRules,
  type HeaderRule,
  headersFor,
  parseHeadersFile,
  renderHeadersFile,
} from '../../scripts/deploy-headers.ts'

const inline = { styles: ["'sha256-c3R5bGU='"], scripts: ["'sha256-c2NyaXB0'"] }

describe('_headers file', () => {
  it('reads back exactly the rules it was written from', () => {
    expect(parseHeadersFile(renderHeadersFile(deployHeaderRules(inline)))).toEqual(deployHeaderRules(inline))
  })

  it('applies catch-all rules to every path and prefix rules to their prefix', () => {
    const rules = parseHeadersFile(renderHeadersFile(deployHeaderRules(inline)))
    expect(headersFor(rules, '/about/').map(([name]) => name)).toContain('Content-Security-Policy')
    expect(headersFor(rules, '/about/').map(([name]) => name)).not.toContain('Cache-Control')
    expect(headersFor(rules, '/assets/x.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable'])
  })

  it('keeps colons inside header values', () => {
    const [rule] = parseHeadersFile("/*\n  Content-Security-Policy: default-src 'self'; img-src 'self' data:\n")
    expect(rule!.headers).toEqual([['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"]])
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
