/** Helpers for calling the edge functions through a local backend started by the test file. */
import { rmSync } from 'node:fs'
import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll } from 'vitest'
import { LOCAL_PUBLISHABLE_KEY, LOCAL_SECRET_KEY } from '../../lib/local-backend.server.ts'
import { type LocalBackend, type LocalBackendOptions, startLocalBackend } from '../../scripts/local-backend/index.ts'
import { readOutbox, type StoredEmail } from '../../scripts/local-backend/outbox.ts'
import { uniqueAddress } from '../db/database.ts'

export type Table = 'leads' | 'subcontractors'

export interface TestBackend {
  readonly url: string
  call(name: string, body: unknown, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>
  /** Stores a row as the site does (publishable key), from an address of its own so the per-address limit never trips. */
  insert(table: Table, row: object): Promise<void>
  row(table: Table, id: string): Promise<Record<string, unknown> | undefined>
  /** Runs notify-pending as pg_cron does, with the secret key as apikey. */
  sweep(options?: { min_age_seconds?: number; batch?: number }): Promise<{ status: number; body: unknown }>
  /** Makes the local outbox answer the next `times` sends with this error. */
  failSends(fault: { status: number; name: string; message?: string; times?: number; match?: string }): Promise<void>
  clearFaults(): Promise<void>
  emailsMentioning(marker: string): StoredEmail[]
  /** The e-mails sent to this address (the visitor's acknowledgement carries no marker of theirs). */
  emailsTo(address: string): StoredEmail[]
}

export const auth = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` })

/**
 * Starts one backend for the whole test file (outbox in a folder of its own, no timed sweep), stopped after
 * it. Its hourly budget of single e-mails is raised so each test's submission gets its own e-mail, unless the
 * test file sets limits itself (budget.test.ts keeps the real figure).
 */
export function useBackend(name: string, options: Partial<LocalBackendOptions> = {}): TestBackend {
  const outboxDir = `.local/test-outbox-${name}`
  let backend: LocalBackend | undefined
  beforeAll(async () => {
    rmSync(outboxDir, { recursive: true, force: true })
    backend = await startLocalBackend({
      port: 0,
      dataDir: null,
      outboxDir,
      sweepIntervalMs: 0,
      trustForwardedFor: true,
      limits: { single_emails_per_hour: 1000 },
      ...options,
    })
  })
  afterAll(async () => {
    await backend?.stop()
    rmSync(outboxDir, { recursive: true, force: true })
  })
  const url = () => {
    if (!backend) throw new Error('the backend is not running')
    return backend.url
  }
  const answer = async (response: Response) => {
    const text = await response.text()
    return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
  }

  return {
    get url() {
      return url()
    },
    async call(fn, body, init = {}) {
      const response = await fetch(`${url()}/functions/v1/${fn}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
        headers: { ...auth(LOCAL_PUBLISHABLE_KEY), 'Content-Type': 'application/json', ...init.headers },
      })
      return answer(response)
    },
    async insert(table, row) {
      const client = new PostgrestClient(`${url()}/rest/v1`, {
        headers: { ...auth(LOCAL_PUBLISHABLE_KEY), 'X-Forwarded-For': uniqueAddress() },
      })
      const { error } = await client.from(table).insert(row)
      if (error) throw new Error(`insert into ${table}: ${error.message}`)
    },
    async row(table, id) {
      const response = await fetch(`${url()}/rest/v1/${table}?select=*&id=eq.${id}`, {
        headers: auth(LOCAL_SECRET_KEY),
      })
      const rows = (await response.json()) as Record<string, unknown>[]
      return rows[0]
    },
    async sweep(options = { min_age_seconds: 0 }) {
      const response = await fetch(`${url()}/functions/v1/notify-pending`, {
        method: 'POST',
        headers: { apikey: LOCAL_SECRET_KEY, 'Content-Type': 'application/json' },
        body: JSON.stringify(options),
      })
      return answer(response)
    },
    async failSends(fault) {
      await fetch(`${url()}/__outbox/faults`, { method: 'POST', body: JSON.stringify(fault) })
    },
    async clearFaults() {
      await fetch(`${url()}/__outbox/faults`, { method: 'DELETE' })
    },
    emailsMentioning(marker) {
      return readOutbox(outboxDir).filter(
        (email) => email.subject.includes(marker) || (email.html ?? '').includes(marker),
      )
    },
    emailsTo(address) {
      return readOutbox(outboxDir).filter((email) => [email.to].flat().includes(address))
    },
  }
}
