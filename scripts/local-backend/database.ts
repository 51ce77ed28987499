/**
 * Postgres for the local backend: PGlite (Postgres compiled to WebAssembly), kept in a folder or in memory.
 * PGlite is a single connection, so every piece of work runs as one transaction, one after another.
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite, type Transaction } from '@electric-sql/pglite'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

export interface Database {
  /** Runs work in one transaction; with a role, as that role (what PostgREST does for each request). */
  transaction<T>(work: (tx: Transaction) => Promise<T>, role?: DatabaseRole): Promise<T>
  close(): Promise<void>
}

const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '..', 'package.json')
const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/local-backend', import.meta.url))

/**
 * Creating a cluster (initdb) is most of PGlite's start-up, and the tests and `npm start` create many: the
 * first one is copied to a cache, per PGlite version, and later ones start from that copy.
 */
async function createCluster(dataDir: string | undefined): Promise<PGlite> {
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }
  const cached = join(cacheDir, `pglite-${version}-cluster.tar`)
  if (existsSync(cached)) {
    try {
      return await PGlite.create({ dataDir, loadDataDir: new Blob([readFileSync(cached)]) })
    } catch (error) {
      console.warn(`local backend: dropping the cached cluster ${cached}: ${String(error)}`)
      rmSync(cached, { force: true })
    }
  }
  const db = await PGlite.create({ dataDir })
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
  mkdirSync(cacheDir, { recursive: true })
  // Written whole under a temporary name, so a test running beside this one never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`
  writeFileSync(partial, dump)
  renameSync(partial, cached)
  return db
}

export async function openDatabase(dataDir: string | null): Promise<Database> {
  const path = dataDir === null ? undefined : resolve(dataDir)
  if (path) mkdirSync(path, { recursive: true })
  const db = path && existsSync(join(path, 'PG_VERSION')) ? await PGlite.create({ dataDir: path }) : await createCluster(path)

  let queue: Promise<unknown> = Promise.resolve()
  return {
    transaction(work, role) {
      const run = () =>
        db.transaction(async (tx) => {
          // The role comes from a fixed union, never from a request: safe to put in the statement.
          if (role) await tx.exec(`set local role ${role}`)
          return work(tx)
        })
      const result = queue.then(run, run)
      queue = result.catch(() => undefined)
      return result
    },
    close: () => queue.then(() => db.close()),
  }
}
