/**
 * The key the scheduled jobs send: Vault's secret_key in the apikey header alone, since a secret key is no JWT;
 * a project set up with the legacy service_role_key keeps working, its JWT also sent as the bearer token.
 */
import { beforeAll, expect, test } from 'vitest'
import { useDatabase } from './database.ts'

const { database, query } = useDatabase()
// A stand-in with the shape of Vault's decrypted_secrets view.
beforeAll(() =>
  query('create schema vault; create table vault.decrypted_secrets (name text primary key, decrypted_secret text)'),
)

const legacy = 'eyJhbGciOi.eyJyb2xl.sig'
test.each([
  ['a secret key goes as apikey only', { secret_key: 'sb_secret_abc' }, { apikey: 'sb_secret_abc' }],
  [
    'and wins over a legacy key beside it',
    { secret_key: 'sb_secret_abc', service_role_key: legacy },
    { apikey: 'sb_secret_abc' },
  ],
  [
    'a legacy JWT alone goes as apikey and bearer token',
    { service_role_key: legacy },
    { apikey: legacy, Authorization: `Bearer ${legacy}` },
  ],
])('%s', async (_case, secrets, headers) => {
  const sent = await database().transaction(async (tx) => {
    await tx.query('delete from vault.decrypted_secrets')
    for (const [name, value] of Object.entries(secrets))
      await tx.query('insert into vault.decrypted_secrets values ($1, $2)', [name, value])
    return (await tx.query('select private.service_request_headers() as headers')).rows[0]!.headers
  })
  expect(sent).toEqual(headers)
})
