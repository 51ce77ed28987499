/** Replaces a generated section of a Markdown file: the text between `<!-- name:start -->` and `<!-- name:end -->`. */
import { execFileSync } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'

export function writeDocsSection(file: string, name: string, section: string): void {
  const [open, close] = [`<!-- ${name}:start -->`, `<!-- ${name}:end -->`]
  const text = readFileSync(file, 'utf8')
  const from = text.indexOf(open)
  const to = text.indexOf(close)
  if (from < 0 || to < from) throw new Error(`${file} needs the markers ${open} and ${close}`)
  writeFileSync(file, `${text.slice(0, from + open.length)}\n${section}\n${text.slice(to)}`)
  // In Biome's format (its tables padded), so the file still passes `npm run lint`.
  execFileSync('npx', ['biome', 'format', '--write', file], { stdio: 'ignore' })
}
