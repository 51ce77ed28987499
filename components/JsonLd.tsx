import { jsonLdScript } from '../lib/seo.ts'

/** Structured data for search engines, embedded where the page renders it. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
}
