/**
 * Collections: content that grows by adding a file. Each entry is one module in its folder
 * (content/articles/<slug>.ts), named by its slug and exporting the entry as default; no list names them.
 *
 * Under Vite (the build, `npm run dev`, vitest) a collection module finds its files with
 * `import.meta.glob`, so the build bundles them and the dev server reloads when one is added. Plain Node
 * (tsx scripts such as postbuild, and Playwright, which import the route registry) has no glob: there
 * `filesIn` reads the same folder and imports each file. Both hand the files to `defineCollection`,
 * which validates every entry and names the file and field at fault. A collection module reads:
 *
 *   defineCollection('articles', Article, underVite() ? import.meta.glob(...) : await filesIn('articles'))
 */
import { readdirSync } from 'node:fs'
import type { z } from 'zod'
import { invalidContent } from './schema.ts'

/** The modules of a folder, keyed like import.meta.glob's: "./articles/la-jolla.ts" -> the default export. */
type ContentFiles = Record<string, unknown>

/**
 * Whether Vite compiled this module: Vite writes the mode into the code in place of `MODE` below, while in
 * plain Node import.meta has no env object and reading it throws. (Testing the env object itself cannot
 * tell: Vike replaces a bare reference to it with null.)
 */
export function underVite(): boolean {
  try {
    return typeof import.meta.env.MODE === 'string'
  } catch {
    return false
  }
}

/** Plain Node's stand-in for import.meta.glob('./<folder>/*.ts', { eager: true, import: 'default' }). */
export async function filesIn(folder: string): Promise<ContentFiles> {
  const directory = new URL(`./${folder}/`, import.meta.url)
  const names = readdirSync(directory).filter((name) => name.endsWith('.ts'))
  const modules = await Promise.all(
    names.map((name) => import(/* @vite-ignore */ new URL(name, directory).href) as Promise<{ default: unknown }>),
  )
  return Object.fromEntries(names.map((name, i) => [`./${folder}/${name}`, modules[i]!.default]))
}

const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/

interface CollectionOptions<T> {
  /** The layout's bounds on how many entries there may be. */
  min?: number
  max?: number
  /** The order of the list; by default by `order` (entries without one last), then by slug. */
  sort?: (a: T, b: T) => number
}

type Entry<S extends z.ZodType> = z.output<S> & { slug: string }

const byOrderThenSlug = (
  a: { order?: number | undefined; slug: string },
  b: { order?: number | undefined; slug: string },
) => (a.order ?? Infinity) - (b.order ?? Infinity) || a.slug.localeCompare(b.slug)

/** Validates a folder's entries and gives each its slug (its file name), in the collection's order. */
export function defineCollection<S extends z.ZodType>(
  folder: string,
  schema: S,
  files: ContentFiles,
  options: CollectionOptions<Entry<S>> = {},
): Entry<S>[] {
  const entries = Object.entries(files).map(([key, data]) => {
    const fileName = key.slice(key.lastIndexOf('/') + 1)
    const file = `${folder}/${fileName}`
    const slug = fileName.replace(/\.ts$/, '')
    if (!slugPattern.test(slug))
      throw new Error(
        `content/${file}: a file name is the entry's slug, in lowercase words joined by dashes (e.g. la-jolla.ts)`,
      )
    const result = schema.safeParse(data)
    if (!result.success) throw invalidContent(file, result.error.issues)
    return { ...(result.data as object), slug } as Entry<S>
  })
  const { min = 0, max = Infinity, sort = byOrderThenSlug } = options
  if (entries.length < min || entries.length > max) {
    throw new Error(
      `content/${folder}/ has ${entries.length} entries; the site needs ${max === Infinity ? `at least ${min}` : `${min} to ${max}`}`,
    )
  }
  return entries.sort(sort)
}
