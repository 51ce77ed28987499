/**
 * Postgres behind one small interface: PGlite (WebAssembly, in a folder or in memory; one connection, so transactions
 * run one after another), or a real server through node-postgres (a pool: transactions side by side, as on Supabase).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import { pgcrypto } from '@electric-sql/pglite/contrib/pgcrypto'
import pg from 'pg'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

/** What a piece of work may do inside its transaction. */
export interface Tx {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>
  /** Runs one or more statements without parameters. */
  exec(sql: string): Promise<unknown>
}

/** Transaction-local settings, as PostgREST makes them for each request (request.headers). */
export type RequestSettings = Readonly<Record<string, string>>

/** An error Postgres raised: it carries a five-character SQLSTATE. */
export function isDatabaseError(error: unknown): error is Error & { code: string; detail?: string; hint?: string } {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)
}

export interface Database {
  /** Runs work in one transaction; with a role, as that role and with these settings (what PostgREST does for each request). */
  transaction<T>(work: (tx: Tx) => Promise<T>, role?: DatabaseRole, settings?: RequestSettings): Promise<T>
  close(): Promise<void>
}

const pglitePackage = join(dirname(createRequire(import.meta.url).resolve('@electric-sql/pglite')), '../package.json')
/** Supabase projects have pgcrypto (in the extensions schema); the proof-of-work checks use it. */
const extensions = { pgcrypto }

const cacheDir = fileURLToPath(new URL('../../node_modules/.cache/local-backend', import.meta.url))

/** initdb is most of PGlite's start-up: the first cluster is cached per PGlite version and later ones copy it. */
async function createCluster(dataDir: string | undefined): Promise<PGlite> {
  const { version } = JSON.parse(readFileSync(pglitePackage, 'utf8')) as { version: string }
  const cached = join(cacheDir, `pglite-${version}-cluster.tar`)
  if (existsSync(cached)) {
    try {
      return await PGlite.create({ dataDir, extensions, loadDataDir: new Blob([readFileSync(cached)]) })
    } catch (error) {
      console.warn(`local backend: dropping the cached cluster ${cached}: ${String(error)}`)
      rmSync(cached, { force: true })
    }
  }
  const db = await PGlite.create({ dataDir, extensions })
  const dump = Buffer.from(await (await db.dumpDataDir('none')).arrayBuffer())
  mkdirSync(cacheDir, { recursive: true })
  // Written whole under a temporary name, so a test running beside this one never reads half a file.
  const partial = `${cached}.${process.pid}.tmp`
  writeFileSync(partial, dump)
  renameSync(partial, cached)
  return db
}

/** The role and the request settings, as the first statements of a transaction. */
async function enter(tx: Tx, role: DatabaseRole | undefined, settings: RequestSettings) {
  // The role comes from a fixed union, never from a request: safe to put in the statement.
  if (role) await tx.exec(`set local role ${role}`)
  for (const [name, value] of Object.entries(settings)) await tx.query('select set_config($1, $2, true)', [name, value])
}

export async function openDatabase(dataDir: string | null): Promise<Database> {
  const path = dataDir === null ? undefined : resolve(dataDir)
  if (path) mkdirSync(path, { recursive: true })
  const db =
    path && existsSync(join(path, 'PG_VERSION'))
      ? await PGlite.create({ dataDir: path, extensions })
      : await createCluster(path)

  // PGlite runs one transaction at a time, the others waiting their turn, and closes after the last.
  return {
    transaction: (work, role, settings = {}) =>
      db.transaction(async (tx) => {
        await enter(tx, role, settings)
        return work(tx)
      }),
    close: () => db.close(),
  }
}

/** A real Postgres server (DATABASE_URL-style connection string). */
export function connectDatabase(connectionString: string): Database {
  const pool = new pg.Pool({ connectionString, max: 10 })
  return {
    async transaction(work, role, settings = {}) {
      const client = await pool.connect()
      const tx: Tx = {
        query: async <T>(sql: string, params?: unknown[]) => ({ rows: (await client.query(sql, params)).rows as T[] }),
        exec: (sql) => client.query(sql),
      }
      try {
        await client.query('begin')
        await enter(tx, role, settings)
        const result = await work(tx)
        await client.query('commit')
        return result
      } catch (error) {
        await client.query('rollback').catch(() => undefined)
        throw error
      } finally {
        client.release()
      }
    },
    close: () => pool.end(),
  }
}
