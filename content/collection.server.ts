/**
 * Collections: content that grows by adding a file. Each entry is one module in its folder
 * (content/articles/<slug>.ts), named by its slug and exporting the entry as default; no list names them.
 * `filesIn` reads the folder and imports each file, the same under Vite and in plain Node (tsx scripts,
 * Playwright); `defineCollection` validates every entry and names the file and field at fault.
 */
import { readdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import type { z } from 'zod'
import { invalidContent } from './schema.ts'

/** The modules of a folder: "./locations/la-jolla.ts" -> the default export. */
type ContentFiles = Record<string, unknown>

/** The default exports of content/<folder>/*.ts, keyed "./<folder>/<file>.ts". */
export async function filesIn(folder: string): Promise<ContentFiles> {
  const directory = pathToFileURL(`${resolve('content', folder)}/`)
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
