// Pages and components hold layout, not copy: every word a visitor (or a screen reader) reads comes from content/.
// Read with Vite's parser (oxc): JSX text and text-bearing attributes in every component; in pages and forms, also
// any other string of two or more words (elsewhere those are mostly class lists kept in a constant).
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { type ESTree, parseSync, Visitor } from 'vite'
import { describe, expect, it } from 'vitest'

const textAttribute =
  /^(aria-label|aria-roledescription|title|alt|placeholder|label|heading|text|intro|hint|legend|idleLabel|busyLabel|data-[\w-]*label)$/
const hasWords = (text: string) => /\p{L}/u.test(text)

function copyIn(file: string, text = readFileSync(file, 'utf8'), strict = true): string[] {
  const found: string[] = []
  // Nodes already read, or that are code (class names and other attributes, module paths). A parent is visited
  // before its children, so what a parent has read or marked is not read again.
  const seen = new Set<unknown>()
  const walk = (node: unknown, read: boolean): void => {
    if (!node || typeof node !== 'object' || seen.has(node)) return
    seen.add(node)
    const { type } = node as { type?: string }
    // An attribute inside is read by its own visit; an empty alt (a decorative image) says nothing.
    if (type === 'JSXAttribute') return
    if (read && type === 'Literal' && typeof (node as ESTree.StringLiteral).value === 'string') {
      // Words, not code: a one-word string there is mostly a value compared against ('uploading', a path).
      if (/\p{L}+ \p{L}+|^\p{Lu}/u.test((node as ESTree.StringLiteral).value))
        found.push((node as ESTree.StringLiteral).value)
    } else if (read && type === 'TemplateLiteral') {
      const words = (node as ESTree.TemplateLiteral).quasis.map((part) => part.value.raw).join('{}')
      if (hasWords(words)) found.push(words)
    }
    for (const child of Object.values(node)) walk(child, read)
  }
  const readChildren = ({ children }: { children: ESTree.JSXChild[] }) => {
    for (const child of children) if (child.type === 'JSXExpressionContainer') walk(child.expression, true)
  }
  const source = (node: { source?: ESTree.Node | null }) => walk(node.source, false)
  new Visitor({
    JSXText: (node) => {
      if (hasWords(node.value)) found.push(node.value.trim())
    },
    // What a visitor reads: text attributes and JSX children, whatever expression gives them; other attributes are code.
    JSXElement: readChildren,
    JSXFragment: readChildren,
    JSXAttribute: ({ name, value }) => {
      const given = value?.type === 'JSXExpressionContainer' ? value.expression : value
      walk(given, name.type === 'JSXIdentifier' && textAttribute.test(name.name))
    },
    Property: ({ key, value }) => {
      if (key.type === 'Identifier' && textAttribute.test(key.name)) walk(value, true)
    },
    ImportDeclaration: source,
    ExportNamedDeclaration: source,
    ExportAllDeclaration: source,
    // In pages and forms, any other string of two words or more; of a template, its words before the first slot.
    Literal: (node) => {
      if (strict && !seen.has(node) && typeof node.value === 'string' && /\p{L}+ \p{L}+/u.test(node.value))
        found.push(node.value)
    },
    TemplateLiteral: (node) => {
      const head = node.quasis[0]?.value.cooked
      if (strict && !seen.has(node) && head && /\p{L}+ \p{L}+/u.test(head)) found.push(head)
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

  it('would notice copy: text, a text attribute, a template, a label and a string in a page', () => {
    const sample = `export function SamplePage({ title, open }: { title: string; open: boolean }) {
      const heading = \`Plan your \${title} project\`
      const widget = { src: '/widget.js', label: 'Google reviews' }
      return (
        <a href="/blog/" className="btn btn-primary" aria-label={open ? 'Close' : 'Open menu'} title={\`\${title} on Instagram\`} data-closing={heading}>
          Back to Blog
          {open && ['Call us today'].join('')}
        </a>
      )
    }`
    const everywhere = ['Google reviews', 'Call us today', 'Close', 'Open menu', '{} on Instagram', 'Back to Blog']
    expect(copyIn('sample.tsx', sample, false)).toEqual(everywhere.map((text) => `sample.tsx: ${text}`))
    expect(copyIn('sample.tsx', sample)).toEqual(['Plan your ', ...everywhere].map((text) => `sample.tsx: ${text}`))
  })
})
