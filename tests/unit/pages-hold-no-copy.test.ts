// Pages and components hold layout, not copy: every word a visitor (or a screen reader) reads comes from content/.
// Read with Vite's parser (oxc): JSX text and text-bearing attributes in every component; in pages and forms, also
// any other string of two or more words (elsewhere those are mostly class lists kept in a constant).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ESTree, parseSync, Visitor } from 'vite'
import { describe, expect, it } from 'vitest'

const textAttribute =
  /^(aria-label|aria-roledescription|title|alt|placeholder|label|heading|text|intro|hint|legend|idleLabel|busyLabel)$/

function copyIn(file: string, text = readFileSync(file, 'utf8'), strict = true): string[] {
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
      const given = value.type === 'JSXExpressionContainer' ? value.expression : value
      code.add(value).add(given)
      if (name.type !== 'JSXIdentifier' || !textAttribute.test(name.name)) return
      // An empty alt (a decorative image) says nothing.
      if (given.type === 'Literal' && typeof given.value === 'string' && /\p{L}/u.test(given.value))
        found.push(given.value)
      if (given.type === 'TemplateLiteral' && /\p{L}/u.test(given.quasis.map((part) => part.value.raw).join('')))
        found.push(given.quasis.map((part) => part.value.raw).join('{}'))
    },
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    // Other strings of two words or more; of a template, its words before the first substitution.
    Literal: (node) => {
      if (!strict) return
      if (!code.has(node) && typeof node.value === 'string' && /\p{L}+ \p{L}+/u.test(node.value)) found.push(node.value)
    },
    TemplateLiteral: (node) => {
      const [head] = node.quasis
      if (!strict || code.has(node)) return
      if (head?.value.cooked && /\p{L}+ \p{L}+/u.test(head.value.cooked)) found.push(head.value.cooked)
    },
  }).visit(parseSync(file, text, { lang: 'tsx' }).program)
  return found.map((text) => `${file}: ${text}`)
}

describe('pages/ and components/', () => {
  const files = ['pages', 'components'].flatMap((folder) =>
    readdirSync(folder, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.tsx'))
      .map((name) => join(folder, name)),
  )
  const strict = (file: string) => file.endsWith('+Page.tsx') || file.endsWith('Form.tsx')

  it('hold no copy in any page or component', () => {
    expect(files.filter(strict).length).toBeGreaterThan(10)
    expect(files.flatMap((file) => copyIn(file, undefined, strict(file)))).toEqual([])
  })

  it('would notice copy: text, a text attribute, a template and a string in a page', () => {
    const sample = `export function SamplePage({ title }: { title: string }) {
      const heading = \`Plan your \${title} project\`
      return (
        <a href="/blog/" className="btn btn-primary" aria-label="Previous page" title={\`\${title} on Instagram\`} data-closing={heading}>
          Back to Blog
          {['Call us today'].join('')}
        </a>
      )
    }`
    expect(copyIn('sample.tsx', sample)).toEqual([
      'sample.tsx: Plan your ',
      'sample.tsx: Previous page',
      'sample.tsx: {} on Instagram',
      'sample.tsx: Back to Blog',
      'sample.tsx: Call us today',
    ])
    expect(copyIn('sample.tsx', sample, false)).toEqual([
      'sample.tsx: Previous page',
      'sample.tsx: {} on Instagram',
      'sample.tsx: Back to Blog',
    ])
  })
})
