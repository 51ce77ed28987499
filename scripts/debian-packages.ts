/**
 * What the tests need that npm cannot bring comes from Debian: installed with apt when missing and we are root
 * (as `npm test` and CI are), otherwise explained.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'

/** Browser tests drive Debian's Chromium (Playwright's own browser download cannot work on these machines). */
export const CHROMIUM_PATH = '/usr/bin/chromium'
/** Chromium's headless shell, as Playwright itself runs headless tests: lighter, but with no back/forward cache. */
export const HEADLESS_SHELL_PATH = '/usr/bin/chromium-headless-shell'
/** Offline and headless-safe: no sandbox (root), no GPU, and none of the background fetches that would go out. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]
/** The Nu Html Checker's Java (vnu-jar's own launcher would download one). */
export const JAVA_PATH = '/usr/bin/java'
/** PostgreSQL 15 with pg_cron, for the database tests (scripts/postgres-server.ts). */
export const POSTGRES_BIN = '/usr/lib/postgresql/15/bin'
const POSTGRES_FILES = [`${POSTGRES_BIN}/postgres`, '/usr/lib/postgresql/15/lib/pg_cron.so']

function ensure(files: string[], packages: string, purpose: string): void {
  const missing = () => files.filter((file) => !existsSync(file)).join(', ')
  if (!missing()) return
  if (process.getuid?.() !== 0)
    throw new Error(`${missing()} not found: ${purpose} need it. Install it (Debian: apt-get install ${packages}).`)
  console.log(`Installing Debian ${packages} for ${purpose}...`)
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${packages}`, {
    stdio: 'inherit',
  })
  if (missing()) throw new Error(`apt-get installed ${packages} but ${missing()} is still missing`)
}

export const ensureChromium = () =>
  ensure([CHROMIUM_PATH, HEADLESS_SHELL_PATH], 'chromium chromium-headless-shell', 'the browser tests')

export const ensureJava = () => ensure([JAVA_PATH], 'default-jre-headless', 'the Nu Html Checker')

export function ensurePostgres(): void {
  // The tests start their own server: Debian's default cluster is not wanted.
  if (process.getuid?.() === 0 && !POSTGRES_FILES.every((file) => existsSync(file))) {
    mkdirSync('/etc/postgresql-common', { recursive: true })
    writeFileSync('/etc/postgresql-common/createcluster.conf', 'create_main_cluster = false\n')
  }
  ensure(POSTGRES_FILES, 'postgresql-15 postgresql-15-cron', 'the database tests')
}
