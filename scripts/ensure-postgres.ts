/**
 * The database tests run the migrations on a real PostgreSQL 15 with pg_cron too (scripts/postgres-server.ts):
 * Debian's postgresql-15 and postgresql-15-cron. Installs them with apt when missing and we are root
 * (without creating Debian's default cluster: the tests start their own server); otherwise explains.
 */
import { execSync } from 'node:child_process'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { POSTGRES_BIN } from './postgres-server.ts'

const PACKAGES = 'postgresql-15 postgresql-15-cron'
const present = () => existsSync(join(POSTGRES_BIN, 'postgres')) && existsSync('/usr/lib/postgresql/15/lib/pg_cron.so')

export function ensurePostgres(): void {
  if (present()) return
  if (process.getuid?.() !== 0)
    throw new Error(`PostgreSQL 15 with pg_cron not found. Install it (Debian: sudo apt-get install ${PACKAGES}).`)
  console.log(`Installing Debian ${PACKAGES} for the database tests...`)
  mkdirSync('/etc/postgresql-common', { recursive: true })
  writeFileSync('/etc/postgresql-common/createcluster.conf', 'create_main_cluster = false\n')
  execSync(`apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${PACKAGES}`, {
    stdio: 'inherit',
  })
  if (!present()) throw new Error(`apt-get installed ${PACKAGES} but ${POSTGRES_BIN}/postgres or pg_cron.so is missing`)
}

if (import.meta.url === `file://${process.argv[1]}`) ensurePostgres()
