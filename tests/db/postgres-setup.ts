/**
 * vitest globalSetup: one real Postgres server for the whole run, its address handed to the test files
 * (inject('postgres')), and the API roles created once (roles belong to the server, not to a database).
 */
import type { TestProject } from 'vitest/node'
import { TEST_POSTGRES_PORT } from '../../lib/local-backend.server.ts'
import { ensurePostgres } from '../../scripts/ensure-postgres.ts'
import { connectDatabase } from '../../scripts/local-backend/database.ts'
import { platformSql } from '../../scripts/local-backend/migrations.ts'
import { startPostgres } from '../../scripts/postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** Connection string of the test server without the database name, e.g. postgresql://postgres@127.0.0.1:54322/ */
    postgres: string
  }
}

export default async function setup(project: TestProject) {
  ensurePostgres()
  const server = startPostgres(TEST_POSTGRES_PORT)
  const admin = connectDatabase(server.url('postgres'), 1)
  await admin.transaction((tx) => tx.exec(platformSql))
  await admin.close()
  project.provide('postgres', server.url(''))
  return () => server.stop()
}
