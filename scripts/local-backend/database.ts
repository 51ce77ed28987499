/**
 * Postgres for the local backend: PGlite (Postgres compiled to WebAssembly), kept in a folder or in memory.
 * PGlite is a single connection, so every piece of work runs as one transaction, one after another.
 */
import { mkdirSync } from 'node:fs'
import { resolve } from 'node:path'
import { PGlite, type Transaction } from '@electric-sql/pglite'

export type DatabaseRole = 'anon' | 'authenticated' | 'service_role'

export interface Database {
  /** Runs work in one transaction; with a role, as that role (what PostgREST does for each request). */
  transaction<T>(work: (tx: Transaction) => Promise<T>, role?: DatabaseRole): Promise<T>
  close(): Promise<void>
}

export async function openDatabase(dataDir: string | null): Promise<Database> {
  let db: PGlite
  if (dataDir === null) {
    db = await PGlite.create()
  } else {
    const path = resolve(dataDir)
    mkdirSync(path, { recursive: true })
    db = await PGlite.create(path)
  }

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
