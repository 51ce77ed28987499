/**
 * After `vike build`: inlines each page's CSS and script (inline-page-assets.ts), writes sitemap.xml and robots.txt
 * (exactly the pre-rendered pages), the prerendering rules, and _headers, whose CSP allows the inlined code by hash.
 */
import { existsSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteDir, siteOrigin } from '../lib/config.server.ts'
import { routes } from '../lib/routes.ts'
import { speculationRules } from '../lib/speculation-rules.ts'
import { canonicalUrl } from '../lib/urls.ts'
import { deployHeaderRules, renderHeadersFile } from './deploy-headers.ts'
import { contentTag, inlinePageAssets } from './inline-page-assets.ts'

const htmlFile = (path: string) => join(siteDir, path, 'index.html')

const indexed = routes.filter((route) => !route.noindex)
for (const route of routes)
  if (!existsSync(htmlFile(route.path))) throw new Error(`Route ${route.path} is registered but was not pre-rendered`)
if (!existsSync(join(siteDir, '404.html'))) throw new Error('404.html was not pre-rendered')

const urls = indexed.map((route) => `  <url><loc>${canonicalUrl(route.path)}</loc></url>`).join('\n')
writeFileSync(
  join(siteDir, 'sitemap.xml'),
  `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`,
)
writeFileSync(join(siteDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteOrigin}/sitemap.xml\n`)
const inline = await inlinePageAssets(siteDir)
// The pages kept out of search are those that only make sense after something happened (the thank-you page,
// after a submission): none is prerendered.
const rules = JSON.stringify(speculationRules(routes.filter((route) => route.noindex).map((route) => route.path)))
const rulesFile = `/assets/speculation-rules.${contentTag(rules)}.json`
writeFileSync(join(siteDir, rulesFile), rules)
writeFileSync(join(siteDir, '_headers'), renderHeadersFile(deployHeaderRules(inline, rulesFile)))
console.log(`postbuild: sitemap.xml (${indexed.length} URLs), robots.txt, ${rulesFile} and _headers written`)
