/** A small reader for the `_headers` file format of Netlify and Cloudflare Pages. */
export interface HeaderRule {
  pattern: string
  headers: [string, string][]
}

export function parseHeadersFile(text: string): HeaderRule[] {
  const rules: HeaderRule[] = []
  for (const line of text.split('\n')) {
    if (!line.trim() || line.trim().startsWith('#')) continue
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [] })
      continue
    }
    const rule = rules.at(-1)
    const separator = line.indexOf(':')
    if (!rule || separator < 0) throw new Error(`_headers: header outside a path block: ${line}`)
    rule.headers.push([line.slice(0, separator).trim(), line.slice(separator + 1).trim()])
  }
  return rules
}

/** "/*" matches everything, "/assets/*" a prefix, anything else the exact path. */
function matches(pattern: string, path: string): boolean {
  return pattern.endsWith('*') ? path.startsWith(pattern.slice(0, -1)) : pattern === path
}

export function headersFor(rules: HeaderRule[], path: string): [string, string][] {
  return rules.filter((rule) => matches(rule.pattern, path)).flatMap((rule) => rule.headers)
}
