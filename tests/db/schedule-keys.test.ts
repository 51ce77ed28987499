/**
 * The key the scheduled jobs send (migration *_schedules.sql): Vault's secret_key in the apikey
 * header alone, since a secret key is no JWT; a project set up with the legacy service_role_key keeps working,
 * its JWT also sent as the bearer token. (The jobs themselves, with pg_net's stand-in: migrations.test.ts.)
 */
import { afterAll, beforeAll, expect, test } from 'vitest'
import type { Database } from '../../scripts/local-backend/database.ts'
import { migratedDatabase } from './database.ts'

let db: Database
beforeAll(async () => {
  db = await migratedDatabase()
  // A stand-in with the shape of Vault's decrypted_secrets view.
  await db.transaction((tx) =>
    tx.exec('create schema vault; create table vault.decrypted_secrets (name text primary key, decrypted_secret text)'),
  )
})
afterAll(() => db?.close())

async function headersWith(secrets: Record<string, string>) {
  return db.transaction(async (tx) => {
    await tx.query('delete from vault.decrypted_secrets')
    for (const [name, value] of Object.entries(secrets))
      await tx.query('insert into vault.decrypted_secrets values ($1, $2)', [name, value])
    return (await tx.query<{ headers: unknown }>('select private.service_request_headers() as headers')).rows[0]!
      .headers
  })
}

test('a secret key goes as apikey only, and wins over a legacy key kept beside it', async () => {
  expect(await headersWith({ secret_key: 'sb_secret_abc' })).toEqual({ apikey: 'sb_secret_abc' })
  expect(await headersWith({ secret_key: 'sb_secret_abc', service_role_key: 'eyJhbGciOi.eyJyb2xl.sig' })).toEqual({
    apikey: 'sb_secret_abc',
  })
})

test('a project that stored only the legacy service_role JWT sends it as apikey and bearer token', async () => {
  expect(await headersWith({ service_role_key: 'eyJhbGciOi.eyJyb2xl.sig' })).toEqual({
    apikey: 'eyJhbGciOi.eyJyb2xl.sig',
    Authorization: 'Bearer eyJhbGciOi.eyJyb2xl.sig',
  })
})
