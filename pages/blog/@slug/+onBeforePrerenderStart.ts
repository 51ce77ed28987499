import { articles } from '../../../content/articles.ts'

export default () => articles.map((a) => `/blog/${a.slug}/`)
