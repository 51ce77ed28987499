// The local backend the function tests share (tests/db/setup.ts starts it). A test file has it to itself: it
// waits for the file before it, then starts from empty tables, no scripted faults, and its own limits.
import { execFileSync } from 'node:child_process'
import { PostgrestClient } from '@supabase/postgrest-js'
import pg from 'pg'
import sharp from 'sharp'
import { afterAll, beforeAll, inject } from 'vitest'
import { LOCAL_ANON_KEY, LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { fetchChallenge, solveProof } from '../../lib/proof-solver.ts'
import { denoBinary, edgeRuntime } from '../../scripts/local-backend/functions.ts'
import { type Limits, limitsUpdate } from '../../scripts/local-backend/index.ts'
import { type Fault, readOutbox, type StoredEmail } from '../../scripts/local-backend/outbox.ts'
import { photoRules } from '../../supabase/functions/_shared/rules.ts'
import { type Table, uniqueAddress } from '../db/database.ts'
import { type application, applicationEmailBody, type lead } from '../db/fixtures.ts'

export const auth = (key: string): Record<string, string> => ({ apikey: key, Authorization: `Bearer ${key}` })

/** Runs TypeScript in Deno from the repository root with only the environment given, as deployed; its JSON output. */
export const inDeno = <T>(code: string, env: Record<string, string> = {}) =>
  JSON.parse(
    execFileSync(denoBinary, ['eval', '--config=deno.json', `--preload=${edgeRuntime}`, '--ext=ts', code], {
      encoding: 'utf8',
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', DENO_NO_UPDATE_CHECK: '1', ...env },
    }),
  ) as T

/** An image of one colour, as sharp encodes it. */
export const image = (width: number, height: number, background = '#336699', format: 'jpeg' | 'png' = 'jpeg') =>
  sharp({ create: { width, height, channels: 3, background } })
    .toFormat(format)
    .toBuffer()

/** So that each test's submission gets its own e-mails, unless a file asks for the real figures. */
const RAISED: Limits = { emails_per_day: 100_000, acknowledgements_per_hour: 1000 }
/** Proofs of work of a few digests: the tests prove the rules (docs/performance.md times the real range). */
const QUICK_PROOFS: Limits = { proof_counter_min: 1, proof_counter_max: 20 }

const request = async (url: string, init: RequestInit) => {
  const response = await fetch(url, init)
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
}

/** The shared backend for this file; `limits` over the migrated figures (default: budgets raised). */
export function useBackend({ limits = RAISED }: { limits?: Limits } = {}) {
  const { url, outboxDir, databaseUrl } = inject('backend')
  const db = new pg.Client({ connectionString: databaseUrl })

  beforeAll(async () => {
    await db.connect()
    // Held until this file's connection closes: the files share the rows, the budgets and the outbox.
    await db.query('select pg_advisory_lock(23)')
    await db.query(
      'truncate public.leads, public.subcontractors, private.submission_log, private.verified_hours, private.acknowledgements, private.held_digests, private.email_claims, storage.objects, private.heartbeats, private.health_snapshots',
    )
    await db.query('delete from private.limits; insert into private.limits default values')
    const { sql, values } = limitsUpdate({ ...QUICK_PROOFS, ...limits })
    await db.query(sql, values)
    await fetch(`${url}/__outbox/faults`, { method: 'DELETE' })
  }, 600_000)
  afterAll(() => db.end())

  /** Resolves once the functions have finished what they do after answering (the visitor's acknowledgement). */
  const settled = () => fetch(`${url}/__functions/settled`).then(() => undefined)
  /**
   * A function called as the site calls it (the publishable key), or with the headers given: its answer, returned
   * once what the function does after answering is done too (unless `settle: false`).
   */
  const call = async (
    fn: string,
    body: unknown,
    { method = 'POST', headers = auth(LOCAL_PUBLISHABLE_KEY), settle = true } = {},
  ) => {
    const answer = await request(`${url}/functions/v1/${fn}`, {
      method,
      headers: { ...headers, 'Content-Type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    })
    if (settle) await settled()
    return answer
  }
  /** A function called as pg_cron calls it: the secret key (unless another is named) as apikey alone. */
  const scheduled = (fn: string, body: object, key = LOCAL_SECRET_KEY) => call(fn, body, { headers: { apikey: key } })
  // Stores a row as the site does (publishable key, with a proof of work unless `verified: false`: then it is
  // held), from `address`, else one of its own so the per-address limit never trips; the row.
  async function insert<Row extends object>(
    table: Table,
    row: Row,
    { verified = true, address = uniqueAddress() } = {},
  ) {
    const client = new PostgrestClient(`${url}/rest/v1`, {
      headers: { ...auth(LOCAL_PUBLISHABLE_KEY), 'X-Forwarded-For': address },
    })
    const proof = verified ? await solveProof(await fetchChallenge(url, LOCAL_PUBLISHABLE_KEY)) : undefined
    const { error } = await client.from(table).insert({ ...row, ...(proof ? { proof } : {}) })
    if (error) throw new Error(`insert into ${table}: ${error.message}`)
    return row
  }

  return {
    url,
    /** SQL on the backend's database, as its owner. */
    query: (text: string, params?: unknown[]) => db.query(text, params),
    call,
    settled,
    scheduled,
    insert,
    /** Stores a submission, then calls its form's e-mail function, as the site does: that answer. */
    async submit(
      row: ReturnType<typeof lead> | ReturnType<typeof application>,
      options: { verified?: boolean; address?: string } = {},
    ) {
      if (!('company_name' in row)) return insert('leads', row, options).then(() => call('send-lead-email', row))
      await insert('subcontractors', row, options)
      return call('send-subcontractor-email', applicationEmailBody(row))
    },
    /** Uploads bytes as the quote form does (a raw POST, here with the legacy anon key); Storage's answer. */
    upload: (path: string, bytes: Uint8Array, type = 'image/jpeg') =>
      request(`${url}/storage/v1/object/${photoRules.bucket}/${path}`, {
        method: 'POST',
        headers: { ...auth(LOCAL_ANON_KEY), 'Content-Type': type },
        body: new Uint8Array(bytes),
      }),
    row: async (table: Table, id: string): Promise<Record<string, unknown> | undefined> =>
      (await db.query(`select * from public.${table} where id = $1`, [id])).rows[0],
    /** Runs notify-pending as pg_cron does. */
    sweep: (options: { min_age_seconds?: number; batch?: number } = { min_age_seconds: 0 }) =>
      scheduled('notify-pending', options),
    /** Makes the outbox answer the next `times` sends with this error. */
    failSends: (fault: Fault) => fetch(`${url}/__outbox/faults`, { method: 'POST', body: JSON.stringify(fault) }),
    clearFaults: () => fetch(`${url}/__outbox/faults`, { method: 'DELETE' }),
    releaseHeld: () => fetch(`${url}/__outbox/release`, { method: 'POST' }),
    emailsMentioning: (marker: string): StoredEmail[] =>
      readOutbox(outboxDir).filter((email) => email.subject.includes(marker) || (email.html ?? '').includes(marker)),
    /** The e-mails sent to this address (the visitor's acknowledgement carries no marker of theirs). */
    emailsTo: (address: string): StoredEmail[] =>
      readOutbox(outboxDir).filter((email) => [email.to].flat().includes(address)),
  }
}
