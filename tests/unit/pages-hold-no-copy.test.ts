// Pages and forms hold layout, not copy: every word a visitor reads comes from content/. Read with Vite's parser
// (oxc): JSX text, text-bearing attributes and strings of two or more words in the +Page.tsx files and form islands.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ESTree, parseSync, Visitor } from 'vite'
import { describe, expect, it } from 'vitest'

const textAttribute = /^(aria-label|title|alt|placeholder|label|heading|text|intro|hint|legend|idleLabel|busyLabel)$/

function copyIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const found: string[] = []
  // Strings that are code: class names and other attributes, module paths. A parent is visited before its children.
  const code = new Set<ESTree.Node>()
  const source = (node: { source?: ESTree.Node | null }) => node.source && code.add(node.source)
  new Visitor({
    JSXText: (node) => {
      if (/\p{L}/u.test(node.value)) found.push(node.value.trim())
    },
    JSXAttribute: ({ name, value }) => {
      if (!value) return
      if (value.type === 'Literal' && name.type === 'JSXIdentifier' && textAttribute.test(name.name))
        found.push(value.value)
      code.add(value)
    },
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    // Other strings of two words or more; of a template, its words before the first substitution.
    Literal: (node) => {
      if (!code.has(node) && typeof node.value === 'string' && /\p{L}+ \p{L}+/u.test(node.value)) found.push(node.value)
    },
    TemplateLiteral: ({ quasis: [head] }) => {
      if (head?.value.cooked && /\p{L}+ \p{L}+/u.test(head.value.cooked)) found.push(head.value.cooked)
    },
  }).visit(parseSync(file, text, { lang: 'tsx' }).program)
  return found.map((text) => `${file}: ${text}`)
}

describe('pages/', () => {
  const files = readdirSync('pages', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('+Page.tsx'))
    .map((name) => join('pages', name))
    .concat('components/islands/QuoteForm.tsx', 'components/islands/SubcontractorForm.tsx')

  it('holds no copy in any page component or form', () => {
    expect(files.length).toBeGreaterThan(10)
    expect(files.flatMap((file) => copyIn(file))).toEqual([])
  })

  it('would notice copy: text, a text attribute, a template and a string in a page', () => {
    const sample = `export function SamplePage({ title }: { title: string }) {
      const heading = \`Plan your \${title} project\`
      return (
        <a href="/blog/" className="btn btn-primary" aria-label="Previous page" data-closing={heading}>
          Back to Blog
          {['Call us today'].join('')}
        </a>
      )
    }`
    expect(copyIn('sample.tsx', sample)).toEqual([
      'sample.tsx: Plan your ',
      'sample.tsx: Previous page',
      'sample.tsx: Back to Blog',
      'sample.tsx: Call us today',
    ])
  })
})
