/**
 * The deploy headers, as the `_headers` file Cloudflare Pages and Netlify read (scripts/postbuild.ts writes it),
 * and a reader of that file, with which the tests check what a host applies.
 */
import { business } from '../content/business.ts'
import { supabase } from '../lib/config.server.ts'
import { errorRoutes, routeFor } from '../lib/routes.ts'
import { FAVICON_PATH } from '../lib/urls.ts'

export interface HeaderRule {
  /** "/*" matches every path, "/assets/*" a prefix, anything else one exact path. */
  pattern: string
  /** Headers that earlier matching rules set and this one removes (Cloudflare's "! Name" lines), before its own. */
  unset?: string[]
  headers: [string, string][]
}

/** Cloudflare Pages' documented limits for _headers; a file past them is cut short there, silently. */
const MAX_RULES = 100
const MAX_LINE = 2000
const CSP = 'Content-Security-Policy'
const SPECULATION_RULES = 'Speculation-Rules'
/** Headers that govern a document only (what it may load, frame, open or prerender). */
const DOCUMENT_ONLY_HEADERS = [
  CSP,
  'Permissions-Policy',
  'X-Frame-Options',
  'Cross-Origin-Opener-Policy',
  SPECULATION_RULES,
]
/** Chromium reads a rule set only when it comes with its own MIME type, which no host gives a .json file by itself. */
export const SPECULATION_RULES_TYPE = 'application/speculationrules+json'
/** Cloudflare's mark for a header an earlier rule set and this rule removes. */
const UNSET = '! '

/** The CSP hashes of what the build inlined into the pages (scripts/inline-page-assets.ts). */
export interface InlineHashes {
  /** Every inline stylesheet: for any path no page rule names (an unknown path gets the 404 page). */
  styles: string[]
  scripts: string[]
  /** Each page's own stylesheet, by route path (the 404 page's under /404/). */
  pageStyles?: Record<string, string>
}

const origins = (urls: string[]) => [...new Set(urls.filter(Boolean).map((url) => new URL(url).origin))]

function contentSecurityPolicy(inline: InlineHashes): string {
  const widgets = origins(Object.values(business.reviewWidgets))
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", ...inline.scripts, ...widgets],
    // Every page's CSS is inline (scripts/inline-page-assets.ts): no stylesheet file is allowed at all.
    'style-src': inline.styles.length ? inline.styles : ["'none'"],
    'img-src': ["'self'", 'data:', ...widgets],
    'connect-src': ["'self'", ...origins([supabase.supabaseUrl]), ...widgets],
    'frame-src': widgets.length ? widgets : ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

/**
 * Each page's policy names only its own stylesheet's hash (0.7 KB less header per page); a collection's also the
 * 404 page's, which answers unknown paths under it. Collection rules come first, so /blog/ replaces /blog/*.
 */
function pagePolicyRules(inline: InlineHashes): HeaderRule[] {
  const byPattern = new Map<string, Set<string>>()
  const notFound = inline.pageStyles?.[errorRoutes.notFound.path]
  for (const [path, style] of Object.entries(inline.pageStyles ?? {})) {
    if (path === errorRoutes.notFound.path) continue
    // A collection's pages share one rule (/blog/*), so the rules stay within Cloudflare's limit as content grows.
    const pattern = routeFor(path).kind === 'page' ? path : path.replace(/[^/]+\/$/, '*')
    const styles = byPattern.get(pattern) ?? new Set(pattern.endsWith('*') && notFound ? [notFound] : [])
    byPattern.set(pattern, styles.add(style))
  }
  return [...byPattern]
    .sort(([a], [b]) => Number(b.endsWith('*')) - Number(a.endsWith('*')))
    .map(([pattern, styles]) => ({
      pattern,
      unset: [CSP],
      headers: [[CSP, contentSecurityPolicy({ styles: [...styles].sort(), scripts: inline.scripts })]],
    }))
}

/** `speculationRules`: the path of the rule set the build wrote, which every page names; none, no prerendering. */
export function deployHeaderRules(inline: InlineHashes, speculationRules?: string): HeaderRule[] {
  return [
    {
      pattern: '/*',
      headers: [
        [CSP, contentSecurityPolicy(inline)],
        ['Strict-Transport-Security', 'max-age=63072000; includeSubDomains; preload'],
        ['X-Content-Type-Options', 'nosniff'],
        ['X-Frame-Options', 'DENY'],
        ['Referrer-Policy', 'strict-origin-when-cross-origin'],
        ['Permissions-Policy', 'camera=(), microphone=(), geolocation=(), payment=(), usb=()'],
        ['Cross-Origin-Opener-Policy', 'same-origin'],
        // A structured-header list of strings: the path in double quotes.
        ...(speculationRules ? [[SPECULATION_RULES, `"${speculationRules}"`] as [string, string]] : []),
      ],
    },
    ...pagePolicyRules(inline),
    {
      pattern: '/assets/*',
      // Photos, scripts and JSON are no documents: the document headers would add 1.2 KB to each for nothing.
      unset: DOCUMENT_ONLY_HEADERS,
      headers: [['Cache-Control', 'public, max-age=31536000, immutable']],
    },
    ...(speculationRules
      ? [{ pattern: speculationRules, headers: [['Content-Type', SPECULATION_RULES_TYPE]] as [string, string][] }]
      : []),
    // The tab icon: an image, without the page headers; not under /assets/, so a new logo reaches returning
    // visitors rather than being cached for a year.
    { pattern: FAVICON_PATH, unset: DOCUMENT_ONLY_HEADERS, headers: [] },
  ]
}

export function renderHeadersFile(rules: HeaderRule[]): string {
  if (rules.length > MAX_RULES)
    throw new Error(`_headers: ${rules.length} rules, Cloudflare Pages reads at most ${MAX_RULES}`)
  const blocks = rules.map(({ pattern, unset = [], headers }) =>
    [
      pattern,
      ...unset.map((name) => `  ${UNSET}${name}`),
      ...headers.map(([name, value]) => `  ${name}: ${value}`),
    ].join('\n'),
  )
  const lines = blocks.join('\n\n').split('\n')
  const long = lines.find((line) => line.length > MAX_LINE)
  if (long)
    throw new Error(
      `_headers: a line of ${long.length} characters, Cloudflare Pages reads at most ${MAX_LINE}: ${long.slice(0, 80)}...`,
    )
  return `# Generated by scripts/postbuild.ts from scripts/deploy-headers.ts: edit that, not this.\n${lines.join('\n')}\n`
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    const trimmed = line.trim()
    const rule = rules.at(-1)
    if (!trimmed || trimmed.startsWith('#')) continue
    if (!/^\s/.test(line)) rules.push({ pattern: trimmed, headers: [] })
    else if (rule && trimmed.startsWith(UNSET)) rule.unset = [...(rule.unset ?? []), trimmed.slice(UNSET.length)]
    else {
      const separator = line.indexOf(':')
      if (!rule || separator < 0) throw new Error(`_headers: header outside a path block: ${line}`)
      rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
    }
  }
  return rules
}

function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

/** A path's headers, as Cloudflare applies matching rules in file order: unset, then set; repeats join with commas. */
export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  const headers = new Map<string, [string, string]>()
  for (const rule of rules.filter((r) => matches(r.pattern, path))) {
    for (const name of rule.unset ?? []) headers.delete(name.toLowerCase())
    for (const [name, value] of rule.headers) {
      const set = headers.get(name.toLowerCase())
      headers.set(name.toLowerCase(), set ? [set[0], `${set[1]}, ${value}`] : [name, value])
    }
  }
  return [...headers.values()]
}
