// vitest globalSetup of the db project: one PostgreSQL 15 server for the run (a database on it per tests/db file), and
// one local backend on a database of it, which the tests/functions files share one at a time (functions/backend.ts).
import { rmSync } from 'node:fs'
import pg from 'pg'
import type { TestProject } from 'vitest/node'
import { ensurePostgres } from '../../scripts/debian-packages.ts'
import { freePort } from '../../scripts/free-port.ts'
import { startLocalBackend } from '../../scripts/local-backend/index.ts'
import { platformSql } from '../../scripts/local-backend/migrations.ts'
import { startPostgres } from '../../scripts/postgres-server.ts'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The test server's connection string without a database name: postgresql://postgres@127.0.0.1:<port>/ */
    postgres: string
    backend: { url: string; outboxDir: string; databaseUrl: string }
  }
}

const outboxDir = '.local/test-outbox'

export default async function setup(project: TestProject) {
  ensurePostgres()
  const server = startPostgres(await freePort())
  const admin = new pg.Client(server.url('postgres'))
  await admin.connect()
  // Roles belong to the server: made once here, before test files migrate databases side by side.
  await admin.query(platformSql)
  await admin.query('create database backend')
  await admin.end()
  rmSync(outboxDir, { recursive: true, force: true })
  const databaseUrl = server.url('backend')
  const backend = await startLocalBackend({
    port: 0,
    dataDir: null,
    databaseUrl,
    outboxDir,
    sweepIntervalMs: 0,
    trustForwardedFor: true,
  })
  project.provide('postgres', server.url(''))
  project.provide('backend', { url: backend.url, outboxDir, databaseUrl })
  return async () => {
    await backend.stop()
    server.stop()
    rmSync(outboxDir, { recursive: true, force: true })
  }
}
