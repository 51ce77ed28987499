import { render } from 'vike/abort'

/** Finds the content entry for a dynamic route's slug, or answers 404 (only listed slugs are pre-rendered). */
export function entryFor<T extends { slug: string }>(entries: readonly T[], slug: string | undefined): T {
  const entry = entries.find((e) => e.slug === slug)
  if (!entry) throw render(404)
  return entry
}
