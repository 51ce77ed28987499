import { describe, expect, it } from 'vitest'
import { headersFor, parseHeadersFile } from '../../scripts/headers-file.ts'

const file = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src 'self' data:

/assets/*
  Cache-Control: public, max-age=31536000, immutable
`

describe('_headers reader', () => {
  const rules = parseHeadersFile(file)
  it('applies catch-all rules to every path and prefix rules to their prefix', () => {
    expect(headersFor(rules, '/about').map(([name]) => name)).toEqual(['X-Content-Type-Options', 'Content-Security-Policy'])
    expect(headersFor(rules, '/assets/x.js')).toContainEqual(['Cache-Control', 'public, max-age=31536000, immutable'])
  })
  it('keeps colons inside header values', () => {
    expect(headersFor(rules, '/')).toContainEqual(['Content-Security-Policy', "default-src 'self'; img-src 'self' data:"])
  })
  it('rejects a header line before any path', () => {
    expect(() => parseHeadersFile('  X-Test: 1')).toThrow(/outside a path block/)
  })
})
