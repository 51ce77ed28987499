/**
 * `npm run bench:build`: how the build grows with the content. Copies the project to a scratch folder,
 * builds it as it is and then with 200 and 400 generated blog articles (copies of the real ones under new
 * slugs), and reports pages, build time, output size and the time each extra page costs. Image variants
 * come from the project's photo cache (.cache/images) after a warm-up build, so the figures isolate the
 * per-page work (rendering, pre-rendering, inlining, sitemap); a cold build adds the one-off photo encoding
 * on top (`npm run bench:first-start`).
 */
import { execSync } from 'node:child_process'
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, rmSync, statSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

const extraCounts = [0, 200, 400]

function copyProject(): string {
  const scratch = mkdtempSync(join(tmpdir(), 'build-scale-'))
  const files = execSync('git ls-files --cached --others --exclude-standard', { encoding: 'utf8' }).split('\n').filter(Boolean)
  for (const file of files) {
    mkdirSync(join(scratch, file, '..'), { recursive: true })
    cpSync(file, join(scratch, file))
  }
  symlinkSync(resolve('node_modules'), join(scratch, 'node_modules'))
  renameSync(join(scratch, 'content/articles.ts'), join(scratch, 'content/articles.real.ts'))
  return scratch
}

/** content/articles.ts for the scratch copy: the real articles plus `extra` copies with their own slugs. */
function writeArticles(scratch: string, extra: number) {
  writeFileSync(
    join(scratch, 'content/articles.ts'),
    `import { articles as real } from './articles.real.ts'
export const articles = [
  ...real,
  ...Array.from({ length: ${extra} }, (_, i) => {
    const base = real[i % real.length]!
    return { ...base, slug: \`\${base.slug}-\${i + 1}\`, title: \`\${base.title} (\${i + 1})\`,
      seo: { title: \`\${base.seo.title.slice(0, 50)} \${i + 1}\`, description: \`\${base.seo.description} (\${i + 1})\` } }
  }),
]
`,
  )
}

function folderSize(folder: string): number {
  return readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .map((name) => statSync(join(folder, name)))
    .filter((stat) => stat.isFile())
    .reduce((sum, stat) => sum + stat.size, 0)
}

function build(scratch: string): { seconds: number; pages: number; megabytes: number } {
  rmSync(join(scratch, 'dist'), { recursive: true, force: true })
  const started = process.hrtime.bigint()
  // The project's own photo cache: the scratch copy's builds then encode nothing the project has not.
  execSync('npm run build', { cwd: scratch, stdio: 'ignore', env: { ...process.env, IMAGE_CACHE_DIR: resolve('.cache/images') } })
  const seconds = Number(process.hrtime.bigint() - started) / 1e9
  const out = join(scratch, 'dist/client')
  const pages = readdirSync(out, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('.html')).length
  return { seconds, pages, megabytes: folderSize(out) / 1024 / 1024 }
}

const scratch = copyProject()
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
    const perExtraPage = row.extra ? `${(((row.seconds - base.seconds) / (row.pages - base.pages)) * 1000).toFixed(0)} ms` : '-'
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
