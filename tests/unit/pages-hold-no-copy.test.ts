// Pages hold layout, not copy: every word a visitor reads comes from content/. Read with the
// TypeScript parser: JSX text, text-bearing attributes and strings of two or more words in the +Page.tsx files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'

const textAttributes = new Set(['aria-label', 'title', 'alt', 'placeholder', 'label', 'heading', 'text', 'intro'])

function copyIn(file: string, text = readFileSync(file, 'utf8')): string[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && /\p{L}/u.test(node.text)) found.push(node.text.trim())
    if (
      ts.isJsxAttribute(node) &&
      textAttributes.has(node.name.getText(source)) &&
      node.initializer &&
      ts.isStringLiteral(node.initializer)
    )
      found.push(node.initializer.text)
    // Other strings of two words or more (class names and module paths are not copy).
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
      const isCode =
        ts.isJsxAttribute(node.parent) || ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)
      if (!isCode && /\p{L}+ \p{L}+/u.test(node.text)) found.push(node.text)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found.map((text) => `${file}: ${text}`)
}

describe('pages/', () => {
  const files = readdirSync('pages', { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('+Page.tsx'))
    .map((name) => join('pages', name))

  it('holds no copy in any page component', () => {
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
