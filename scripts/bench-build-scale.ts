/**
 * `npm run bench:build`: how the build grows with the content. Copies the project to a scratch folder,
 * builds it as it is and then with 200 and 400 generated blog articles (copies of the real ones under new
 * slugs), and reports pages, build time, output size and the time each extra page costs. Image variants
 * come from the project's photo cache (.cache/images, linked into the copy) after a warm-up build, so the
 * figures isolate the per-page work (rendering, pre-rendering, inlining, sitemap); a cold build adds the one-off photo encoding
 * on top (`npm run bench:first-start`).
 */
import { execSync } from 'node:child_process'
import { mkdirSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { outDir, siteDir } from '../lib/config.server.ts'
import { copyProject } from './scratch-copy.ts'

const extraCounts = [0, 200, 400]

const articlesFolder = (scratch: string) => join(scratch, 'content/articles')
const realArticles = readdirSync('content/articles').map((name) => name.replace(/\.ts$/, ''))

/** The scratch copy's content/articles/: the real articles plus `extra` copies, each a file with its own slug. */
function writeArticles(scratch: string, extra: number) {
  for (const name of readdirSync(articlesFolder(scratch))) {
    if (name.startsWith('generated-')) rmSync(join(articlesFolder(scratch), name))
  }
  for (let i = 1; i <= extra; i++) {
    const base = realArticles[i % realArticles.length]!
    writeFileSync(
      join(articlesFolder(scratch), `generated-${i}-${base}.ts`),
      `import base from './${base}.ts'
export default { ...base, title: \`\${base.title} (${i})\`,
  seo: { title: \`\${base.seo.title.slice(0, 50)} ${i}\`, description: \`\${base.seo.description} (${i})\` } }
`,
    )
  }
}

function folderSize(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(join(folder, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0)
}

function build(scratch: string): { seconds: number; pages: number; megabytes: number } {
  rmSync(join(scratch, outDir), { recursive: true, force: true })
  const started = process.hrtime.bigint()
  execSync('npm run build:local', { cwd: scratch, stdio: 'ignore' })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const out = join(scratch, siteDir)
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length
  return { seconds, pages, megabytes: folderSize(out) / 1024 / 1024 }
}

const scratch = copyProject('build-scale-')
try {
  writeArticles(scratch, 0)
  console.log('Warm-up build (fills the image cache)...')
  build(scratch)
  const rows = extraCounts.map((extra) => {
    writeArticles(scratch, extra)
    const result = build(scratch)
    console.log(`+${extra} articles: ${result.pages} pages in ${result.seconds.toFixed(1)} s`)
    return { extra, ...result }
  })
  const base = rows[0]!
  const table = rows.map((row) => {
    const perExtraPage = row.extra
      ? `${(((row.seconds - base.seconds) / (row.pages - base.pages)) * 1000).toFixed(0)} ms`
      : '-'
    return `| ${row.extra} | ${row.pages} | ${row.seconds.toFixed(1)} s | ${((row.seconds / row.pages) * 1000).toFixed(0)} ms | ${perExtraPage} | ${row.megabytes.toFixed(1)} MB |`
  })
  const report = `Measured ${new Date().toISOString().slice(0, 10)} with \`npm run bench:build\` (warm image cache).

| Generated articles | HTML pages | Build time | Time per page | Time per extra page | Output size |
| --: | --: | --: | --: | --: | --: |
${table.join('\n')}
`
  mkdirSync('bench-results', { recursive: true })
  writeFileSync('bench-results/build-scale.md', report)
  console.log(`\n${report}\nWritten to bench-results/build-scale.md`)
} finally {
  rmSync(scratch, { recursive: true, force: true })
}
