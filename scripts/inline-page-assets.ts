/**
 * After `vike build`: each page gets its CSS and a small module (lib/browser/after-paint.ts) inline, and its islands'
 * props moved to /assets/islands/*.json, so its first paint needs only its HTML. Returns the inline hashes for the CSP.
 */
import { createHash } from 'node:crypto'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { compile, optimize } from '@tailwindcss/node'
import { parse } from 'node-html-parser'
import { build, minify } from 'vite'
import type { InlineHashes } from './deploy-headers.ts'
import { kindOf, routeOfHtmlFile, WHOLE_STYLESHEET } from './page-kinds.ts'
import { withoutUnusedRules } from './unused-css.ts'

const STYLESHEET_SOURCE = 'pages/styles.css'
const INLINE_SCRIPT = 'lib/browser/after-paint.ts'
const SITE_SCRIPT = 'lib/browser/site.ts'
/** The browser code the build bundles itself, beside the pages' +client.ts entries that Vike bundles. */
export const browserScripts = [INLINE_SCRIPT, SITE_SCRIPT]
const PROPS_FOLDER = 'assets/islands'
const ISLAND_SOURCES = 'components/islands'

const STYLESHEET_LINK = /<link rel="stylesheet"[^>]*\bhref="([^"]+)"[^>]*>/g
const SCRIPT_WITH_SRC = /<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/g
const ISLAND_TAG = /<div data-island="([^"]+)"[^>]*>/g
const PROPS_ATTRIBUTE = / data-props="([^"]*)"/
const CLASS_ATTRIBUTE = /\bclass="([^"]*)"/g

interface Page {
  file: string
  html: string
}

/** React escapes these five in attribute values. */
const ENTITIES: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', '#x27': "'" }
const decodeAttribute = (value: string) =>
  value.replace(/&(quot|amp|lt|gt|#x27);/g, (_, entity: string) => ENTITIES[entity]!)

const sha256 = (text: string) => createHash('sha256').update(text).digest('base64')
const cspHash = (text: string) => `'sha256-${sha256(text)}'`
/** A short name for a file's content, as Vite names its assets. */
export const contentTag = (text: string) =>
  sha256(text)
    .replace(/[^a-z0-9]/gi, '')
    .slice(0, 12)
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`

const hasIslands = (html: string) => html.includes('<div data-island="')

/** What Tailwind generates for exactly the classes of these pages, less the rules no element of theirs matches. */
async function stylesheetFor(pages: Page[]): Promise<string> {
  const classes = new Set<string>()
  for (const { html } of pages)
    for (const [, value] of html.matchAll(CLASS_ATTRIBUTE))
      for (const name of decodeAttribute(value!).split(/\s+/)) if (name) classes.add(name)
  const compiler = await compile(readFileSync(STYLESHEET_SOURCE, 'utf8'), {
    base: resolve('pages'),
    onDependency: () => {},
  })
  const css = optimize(compiler.build([...classes]), { minify: true }).code.trim()
  const documents = pages.map(({ html }) => parse(html))
  return withoutUnusedRules(css, documents)
}

/**
 * The whole site's stylesheet less component rules matching no element and no class named in the islands' code.
 * Every utility stays: an island renders classes its HTML does not show yet, such as a form's error banner.
 */
function islandStylesheet(whole: string, pages: Page[]): string {
  const words = (file: string) => readFileSync(join(ISLAND_SOURCES, file), 'utf8').match(/[\w-]+/g) ?? []
  const named = new Set(readdirSync(ISLAND_SOURCES).flatMap(words))
  const classes = (selector: string) => [...selector.matchAll(/\.([\w-]+)/g)].map((match) => match[1]!)
  return withoutUnusedRules(
    whole,
    pages.map(({ html }) => parse(html)),
    { layer: 'components', keep: (selector) => classes(selector).some((name) => named.has(name)) },
  )
}

/** A browser module bundled into one minified ES module. */
async function bundle(entry: string): Promise<string> {
  const output = await build({
    configFile: false,
    logLevel: 'warn',
    build: { write: false, target: 'es2022', lib: { entry, formats: ['es'] } },
  })
  const [result] = Array.isArray(output) ? output : [output]
  if (!result || !('output' in result)) throw new Error(`Bundling ${entry} produced nothing`)
  const chunks = result.output.filter((item) => item.type === 'chunk')
  if (chunks.length !== 1)
    throw new Error(`${entry} must bundle to one chunk (no dynamic imports of modules), got ${chunks.length}`)
  const minified = await minify(entry, chunks[0]!.code, { module: true, compress: true, mangle: true })
  if (minified.errors.length) throw new Error(`Minifying ${entry}: ${minified.errors.map((e) => e.message).join('; ')}`)
  return minified.code.trim()
}

/** Moves each island's props out of the page into a file named by its content; returns the new HTML. */
function moveIslandProps(html: string, outDir: string, written: Set<string>): string {
  return html.replace(ISLAND_TAG, (tag, name: string) => {
    const match = PROPS_ATTRIBUTE.exec(tag)
    if (!match) return tag
    const json = JSON.stringify(JSON.parse(decodeAttribute(match[1]!)))
    const file = `${PROPS_FOLDER}/${name}.${contentTag(json)}.json`
    if (!written.has(file)) writeFileSync(join(outDir, file), json)
    written.add(file)
    return tag.replace(match[0], ` data-props-src="/${file}"`)
  })
}

export async function inlinePageAssets(outDir: string): Promise<InlineHashes> {
  const pages: Page[] = readdirSync(outDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, html: readFileSync(join(outDir, file), 'utf8') }))

  const linked = new Set(pages.flatMap(({ html }) => [...html.matchAll(STYLESHEET_LINK)].map((m) => m[1]!)))
  if (linked.size !== 1)
    throw new Error(`Expected every page to link the one site stylesheet, found ${[...linked].join(', ') || 'none'}`)
  const [stylesheetFile] = [...linked]
  const siteStylesheet = readFileSync(join(outDir, stylesheetFile!), 'utf8').trim()

  const islandPages = pages.filter(({ html }) => hasIslands(html))
  // One stylesheet per page kind, from the classes of that kind's pages without islands.
  const byKind = new Map<string, Page[]>()
  for (const page of pages.filter(({ html }) => !hasIslands(html))) {
    const kind = kindOf(routeOfHtmlFile(page.file))
    byKind.set(kind, [...(byKind.get(kind) ?? []), page])
  }
  const kindStylesheets = new Map<string, string>()
  for (const [kind, kindPages] of byKind) kindStylesheets.set(kind, await stylesheetFor(kindPages))
  const islandCss = islandStylesheet(siteStylesheet, islandPages)

  const script = await bundle(INLINE_SCRIPT)
  if (/<\/script/i.test(script))
    throw new Error(`${INLINE_SCRIPT} contains "</script", which would end its inline <script> early`)
  // The shared behaviours as a file of their own, named by their content so they can be cached for a year.
  const siteCode = await bundle(SITE_SCRIPT)
  const siteSrc = `/assets/site.${contentTag(siteCode)}.js`
  writeFileSync(join(outDir, siteSrc), siteCode)
  mkdirSync(join(outDir, PROPS_FOLDER), { recursive: true })
  const propsFiles = new Set<string>()
  const pageStyles: Record<string, string> = {}

  for (const page of pages) {
    const islands = hasIslands(page.html)
    const css = islands ? islandCss : kindStylesheets.get(kindOf(routeOfHtmlFile(page.file)))!
    pageStyles[routeOfHtmlFile(page.file).path] = cspHash(css)
    const entries = [...page.html.matchAll(SCRIPT_WITH_SRC)].map((m) => m[1]!)
    if (entries.length > 1) throw new Error(`${page.file}: unexpected scripts ${entries.join(', ')}`)
    const entryAttribute = entries[0] ? ` data-entry="${entries[0]}"` : ''
    const scriptTag = `<script type="module" data-site="${siteSrc}"${entryAttribute}>${script}</script>`
    let html = page.html
      // At the end of the head: the charset must stay within the document's first 1024 bytes.
      .replace(STYLESHEET_LINK, '')
      .replace('</head>', () => `<style>${css}</style>\n</head>`)
      .replace(SCRIPT_WITH_SRC, '')
      .replace('</body>', () => `${scriptTag}</body>`)
    if (islands) html = moveIslandProps(html, outDir, propsFiles)
    writeFileSync(join(outDir, page.file), html)
  }
  // Every page now carries its styles; nothing links the stylesheet any more.
  rmSync(join(outDir, stylesheetFile!))
  writeFileSync(join(outDir, '..', WHOLE_STYLESHEET), siteStylesheet)

  const gz = (text: string) => kb(gzipSync(text).length)
  const sizes = (text: string) => `${kb(text.length)}, ${gz(text)} gzipped`
  console.log(
    `inline-page-assets: ${pages.length} pages carry their CSS and a ${kb(script.length)} script (${gz(script)} gzipped) inline`,
  )
  console.log(
    `  shared behaviours, loaded after the first paint: ${siteSrc}, ${kb(siteCode.length)} (${gz(siteCode)} gzipped)`,
  )
  console.log(`  pages with islands: ${sizes(islandCss)} (the whole: ${kb(siteStylesheet.length)})`)
  for (const [kind, css] of kindStylesheets) console.log(`  ${kind}: ${sizes(css)}`)
  if (propsFiles.size)
    console.log(`  island props moved to ${[...propsFiles].map((f) => relative(PROPS_FOLDER, f)).join(', ')}`)
  return { styles: [...new Set(Object.values(pageStyles))], scripts: [cspHash(script)], pageStyles }
}
