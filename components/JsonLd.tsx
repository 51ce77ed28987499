import { jsonLdScript } from '../lib/seo.ts'

/** Structured data for search engines, embedded where the page renders it. */
export function JsonLd({ data }: { data: object }) {
  // jsonLdScript escapes `<`, so no value can close the script element.
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON-LD is data, serialized and escaped above.
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdScript(data) }} />
}
