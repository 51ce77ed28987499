/**
 * The local backend's retention job against a real PostgreSQL 15, as the daily pg_cron job runs it on
 * Supabase: the expired quote request goes, and its photos go through the Storage API (rows and files); a
 * younger request and its photo stay.
 */
import { randomUUID } from 'node:crypto'
import { rmSync } from 'node:fs'
import { afterAll, beforeAll, expect, test } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { connectDatabase, type Database } from '../../scripts/local-backend/database.ts'
import { type LocalBackend, startLocalBackend } from '../../scripts/local-backend/index.ts'
import { postgresDatabase, uniqueAddress } from '../db/database.ts'
import { lead } from '../db/fixtures.ts'
import { auth } from './backend.ts'

const outboxDir = '.local/test-outbox-retention'
let backend: LocalBackend
let db: Database

beforeAll(async () => {
  const databaseUrl = await postgresDatabase()
  backend = await startLocalBackend({
    port: 0,
    dataDir: null,
    databaseUrl,
    outboxDir,
    sweepIntervalMs: 0,
    retentionIntervalMs: 0,
    trustForwardedFor: true,
  })
  db = connectDatabase(databaseUrl)
})
afterAll(async () => {
  await db?.close()
  await backend?.stop()
  rmSync(outboxDir, { recursive: true, force: true })
})

/** A quote request with one photo, stored and uploaded as the site does (anon key). */
async function requestWithPhoto() {
  const row = { ...lead(), photo_count: 1 }
  const headers = { ...auth(LOCAL_ANON_KEY), 'X-Forwarded-For': uniqueAddress() }
  const stored = await fetch(`${backend.url}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'application/json', Prefer: 'return=minimal' },
    body: JSON.stringify(row),
  })
  expect(stored.status).toBe(201)
  const photo = `${row.id}/${randomUUID()}.jpg`
  const uploaded = await fetch(`${backend.url}/storage/v1/object/lead-photos/${photo}`, {
    method: 'POST',
    headers: { ...headers, 'Content-Type': 'image/jpeg' },
    body: new Uint8Array([0xff, 0xd8, 0xff, 0xd9]),
  })
  expect(uploaded.status).toBe(200)
  return { id: row.id, photo }
}

const signed = (photo: string) =>
  fetch(`${backend.url}/storage/v1/object/sign/lead-photos/${photo}`, {
    method: 'POST',
    headers: { ...auth(LOCAL_SERVICE_ROLE_KEY), 'Content-Type': 'application/json' },
    body: '{"expiresIn":60}',
  })

test('deletes the expired request and its photo through Storage, keeps the younger one', async () => {
  const expired = await requestWithPhoto()
  const young = await requestWithPhoto()
  await db.transaction((tx) =>
    tx.query("update public.leads set created_at = now() - interval '24 months 1 hour' where id = $1", [expired.id]),
  )
  await db.transaction((tx) =>
    tx.query("update public.leads set created_at = now() - interval '23 months' where id = $1", [young.id]),
  )
  expect((await signed(expired.photo)).status).toBe(200)

  expect(await backend.runRetention()).toEqual({
    leads: 1,
    subcontractors: 0,
    acknowledgements: 0,
    photos: [expired.photo],
  })
  const { rows: leads } = await db.transaction((tx) => tx.query<{ id: string }>('select id from public.leads'))
  expect(leads).toEqual([{ id: young.id }])
  const { rows: objects } = await db.transaction((tx) =>
    tx.query<{ name: string }>("select name from storage.objects where bucket_id = 'lead-photos'"),
  )
  expect(objects).toEqual([{ name: young.photo }])
  expect((await signed(expired.photo)).status).toBe(400)
  expect((await signed(young.photo)).status).toBe(200)
  // Nothing left to do on the next run.
  expect(await backend.runRetention()).toEqual({ leads: 0, subcontractors: 0, acknowledgements: 0, photos: [] })
})
