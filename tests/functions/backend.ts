/**
 * The local backend the function tests share (tests/db/setup.ts starts it). A test file has it to itself: it
 * waits for the file before it, then starts from empty tables, no scripted faults, and its own limits.
 */
import { PostgrestClient } from '@supabase/postgrest-js'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, inject } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../../lib/proof-solver.ts'
import type { Limits } from '../../scripts/local-backend/index.ts'
import { type Fault, readOutbox, type StoredEmail } from '../../scripts/local-backend/outbox.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { type Table, uniqueAddress } from '../db/database.ts'

export const auth = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` })

/** An image of one colour, as sharp encodes it. */
export const image = (width: number, height: number, background = '#336699', format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer()

/** So that each test's submission gets its own e-mails, unless a file asks for the real figures. */
const RAISED: Limits = { emails_per_day: 100_000, acknowledgements_per_hour: 1000 }
/** Proofs of work of a few digests: the tests prove the rules, bench:proof the solving. */
const QUICK_PROOFS: Limits = { proof_counter_min: 1, proof_counter_max: 20 }

const answer = async (response: Response) => {
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

/** The shared backend for this file; `limits` over the migrated figures (default: budgets raised). */
export function useBackend({ limits = RAISED }: { limits?: Limits } = {}) {
  const { url, outboxDir, databaseUrl } = inject('backend')
  const db = new pg.Client({ connectionString: databaseUrl })
  const setLimits = async (changes: Limits) => {
    for (const [name, value] of Object.entries(changes))
      await db.query(`update private.limits set ${pg.escapeIdentifier(name)} = $1`, [value])
  }

  beforeAll(async () => {
    await db.connect()
    // Held until this file's connection closes: the files share the rows, the budgets and the outbox.
    await db.query('select pg_advisory_lock(23)')
    await db.query(
      'truncate public.leads, public.subcontractors, private.submission_log, private.acknowledgements, private.held_digests, storage.objects, private.heartbeats, private.health_snapshots',
    )
    await db.query('delete from private.limits; insert into private.limits default values')
    await setLimits({ ...QUICK_PROOFS, ...limits })
    await fetch(`${url}/__outbox/faults`, { method: 'DELETE' })
  }, 600_000)
  afterAll(() => db.end())

  return {
    url,
    /** SQL on the backend's database, as its owner. */
    query: (text: string, params?: unknown[]) => db.query(text, params),
    call: async (fn: string, body: unknown, init: RequestInit = {}) =>
      answer(
        await fetch(`${url}/functions/v1/${fn}`, {
          method: 'POST',
          body: typeof body === 'string' ? body : JSON.stringify(body),
          ...init,
          headers: { ...auth(LOCAL_PUBLISHABLE_KEY), 'Content-Type': 'application/json', ...init.headers },
        }),
      ),
    /**
     * Stores a row as the site does (publishable key, with a proof of work unless `verified: false`: then it is
     * held), from an address of its own so the per-address limit never trips.
     */
    async insert(table: Table, row: object, { verified = true } = {}) {
      const client = new PostgrestClient(`${url}/rest/v1`, {
        headers: { ...auth(LOCAL_PUBLISHABLE_KEY), 'X-Forwarded-For': uniqueAddress() },
      })
      const proof = verified ? await solveProof(await fetchChallenge(url, LOCAL_PUBLISHABLE_KEY)) : undefined
      const { error } = await client.from(table).insert({ ...row, ...(proof ? { proof } : {}) })
      if (error) throw new Error(`insert into ${table}: ${error.message}`)
    },
    /** Uploads bytes as the quote form does (a raw POST, here with the legacy anon key); Storage's answer. */
    upload: async (path: string, bytes: Uint8Array, type = 'image/jpeg') =>
      answer(
        await fetch(`${url}/storage/v1/object/${photoRules.bucket}/${path}`, {
          method: 'POST',
          headers: { ...auth(LOCAL_ANON_KEY), 'Content-Type': type },
          body: new Uint8Array(bytes),
        }),
      ),
    row: async (table: Table, id: string): Promise<Record<string, unknown> | undefined> =>
      (await db.query(`select * from public.${table} where id = $1`, [id])).rows[0],
    /** Runs notify-pending as pg_cron does, with the secret key as apikey. */
    sweep: async (options: { min_age_seconds?: number; batch?: number } = { min_age_seconds: 0 }) =>
      answer(
        await fetch(`${url}/functions/v1/notify-pending`, {
          method: 'POST',
          headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
          body: JSON.stringify(options),
        }),
      ),
    /** Makes the outbox answer the next `times` sends with this error. */
    async failSends(fault: Fault) {
      await fetch(`${url}/__outbox/faults`, { method: 'POST', body: JSON.stringify(fault) })
    },
    clearFaults: () => fetch(`${url}/__outbox/faults`, { method: 'DELETE' }),
    emailsMentioning: (marker: string): StoredEmail[] =>
      readOutbox(outboxDir).filter((email) => email.subject.includes(marker) || (email.html ?? '').includes(marker)),
    /** The e-mails sent to this address (the visitor's acknowledgement carries no marker of theirs). */
    emailsTo: (address: string): StoredEmail[] =>
      readOutbox(outboxDir).filter((email) => [email.to].flat().includes(address)),
  }
}

export type TestBackend = ReturnType<typeof useBackend>
