// Imports run one way, and server-only code never reaches the browser. Read with Vite's parser (oxc): `import type`
// is erased and costs nothing; every other import, static or dynamic, brings its code along.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { parseSync, Visitor } from 'vite'
import { describe, expect, it } from 'vitest'
import { browserScripts } from '../../scripts/inline-page-assets.ts'

const root = resolve(import.meta.dirname, '../..')
const sourceFolders = ['components', 'content', 'lib', 'pages', 'scripts']

const sourceFiles = sourceFolders.flatMap((folder) =>
  readdirSync(join(root, folder), { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.tsx?$/.test(name))
    .map((name) => join(folder, name)),
)

/** The modules a file imports as code (project files as paths from the root; packages by name). */
function importsOf(file: string): string[] {
  const specifiers: string[] = []
  const from = (node: { source?: { value: string } | null; importKind?: string; exportKind?: string }) => {
    if (node.source && node.importKind !== 'type' && node.exportKind !== 'type') specifiers.push(node.source.value)
  }
  new Visitor({
    ImportDeclaration: from,
    ExportNamedDeclaration: from,
    ExportAllDeclaration: from,
    ImportExpression: ({ source }) => {
      if (source.type === 'Literal' && typeof source.value === 'string') specifiers.push(source.value)
    },
  }).visit(parseSync(file, readFileSync(join(root, file), 'utf8')).program)
  return specifiers.map((specifier) =>
    specifier.startsWith('.') ? relative(root, resolve(root, dirname(file), specifier)) : specifier,
  )
}

const graph = new Map(sourceFiles.map((file) => [file, importsOf(file)]))

/** Imports run content -> lib -> components -> pages; content/ is data (zod, and the reader of its folders). */
const mayImport: Record<string, (target: string) => boolean> = {
  content: (target) => target.startsWith('content/') || ['zod', 'node:fs', 'node:path', 'node:url'].includes(target),
  lib: (target) => !/^(components|pages|scripts)\//.test(target),
  components: (target) => !/^(pages|scripts)\//.test(target),
}

it('imports run one way', () => {
  const wrong = sourceFiles.flatMap((file) =>
    (graph.get(file) ?? [])
      .filter((target) => mayImport[file.split('/')[0]!]?.(target) === false)
      .map((target) => `${file} -> ${target}`),
  )
  expect(wrong).toEqual([])
})

describe('the browser', () => {
  const entries = [...sourceFiles.filter((file) => /^pages\/(.+\/)?\+client\.ts$/.test(file)), ...browserScripts]
  // Every file reachable from the entries, following code imports, and the Node built-ins they name.
  const browserCode = new Set<string>()
  const visit = (file: string) => {
    if (browserCode.has(file)) return
    browserCode.add(file)
    for (const target of graph.get(file) ?? [])
      if (target.startsWith('node:') || existsSync(join(root, target))) visit(target)
  }
  entries.forEach(visit)

  it('never reaches server-only code (*.server.ts), content, or Node built-ins', () => {
    const serverOnly = [...browserCode].filter(
      (file) => /\.server\.tsx?$/.test(file) || file.startsWith('content/') || file.startsWith('node:'),
    )
    expect(serverOnly).toEqual([])
  })

  it('starts at the page entries and the inline script, and reaches the islands, the registry only as types', () => {
    expect(entries).toEqual(expect.arrayContaining(['pages/index/+client.ts', 'lib/browser/after-paint.ts']))
    expect(browserCode).toContain('components/islands/QuoteForm.tsx')
    expect(browserCode).not.toContain('components/islands/registry.tsx')
  })
})

describe('server-only modules', () => {
  it('are the ones that read the environment or the file system, or hold keys', () => {
    const readsServerState = sourceFiles.filter((file) => {
      if (!/^(lib|content|components)\//.test(file)) return false
      return /process\.env|from 'node:/.test(readFileSync(join(root, file), 'utf8'))
    })
    expect(readsServerState.filter((file) => !/\.server\.tsx?$/.test(file))).toEqual([])
  })
})
