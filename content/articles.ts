/**
 * The blog: one file per article in content/articles/, named by its slug (the page is /blog/<slug>/).
 * The /blog index shows each as a card, newest first; each page adds the hero image and a call to action.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Article } from './schema.ts'

const files = await filesIn('articles')
export const articles = defineCollection('articles', Article, files, {
  min: 1,
  sort: (a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug),
})
export type Article = (typeof articles)[number]
