/**
 * A real PostgreSQL 15 server with pg_cron (Debian's packages: debian-packages.ts) in a temporary folder, for the
 * database tests. initdb refuses to run as root, so as root the server runs as Debian's postgres system user.
 */
import { execFileSync } from 'node:child_process'
import { appendFileSync, chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir, userInfo } from 'node:os'
import { join } from 'node:path'
import { POSTGRES_BIN } from './debian-packages.ts'

/** The database pg_cron lives in: only there can `create extension pg_cron` succeed. */
export const CRON_DATABASE = 'postgres'

export function startPostgres(port: number) {
  const root = mkdtempSync(join(tmpdir(), 'test-postgres-'))
  const data = join(root, 'data')
  const asRoot = userInfo().uid === 0
  const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }))
  const giveToPostgres = (path: string) => asRoot && chownSync(path, id('-u'), id('-g'))
  const run = (command: string, args: string[]) => {
    const [file, argv] = asRoot
      ? ['runuser', ['-u', 'postgres', '--', join(POSTGRES_BIN, command), ...args]]
      : [join(POSTGRES_BIN, command), args]
    execFileSync(file, argv, { stdio: 'pipe', cwd: root })
  }

  giveToPostgres(root)
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'])
  appendFileSync(
    join(data, 'postgresql.conf'),
    [
      `port = ${port}`,
      `listen_addresses = '127.0.0.1'`,
      `unix_socket_directories = '${root}'`,
      `shared_preload_libraries = 'pg_cron'`,
      `cron.database_name = '${CRON_DATABASE}'`,
      // A test server: nothing here must survive a crash.
      'fsync = off',
      'synchronous_commit = off',
      'full_page_writes = off',
      'max_connections = 200',
      '',
    ].join('\n'),
  )
  const log = join(root, 'server.log')
  writeFileSync(log, '')
  giveToPostgres(log)
  try {
    run('pg_ctl', ['-D', data, '-l', log, '-w', '-t', '60', 'start'])
  } catch (error) {
    const output = readFileSync(log, 'utf8')
    rmSync(root, { recursive: true, force: true })
    throw new Error(`PostgreSQL did not start on port ${port}: ${String(error)}\n${output}`)
  }

  return {
    /** A database on the server, as the superuser postgres. */
    url: (database: string) => `postgresql://postgres@127.0.0.1:${port}/${database}`,
    stop() {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'])
      } finally {
        rmSync(root, { recursive: true, force: true })
      }
    },
  }
}
