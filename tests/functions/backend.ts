/** Helpers for calling the edge functions through a local backend started by the test file. */
import { rmSync } from 'node:fs'
import { PostgrestClient } from '@supabase/postgrest-js'
import { afterAll, beforeAll } from 'vitest'
import { startLocalBackend, type LocalBackend } from '../../scripts/local-backend/index.ts'
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'
import { readOutbox, type StoredEmail } from '../../scripts/local-backend/outbox.ts'

export interface TestBackend {
  readonly url: string
  call(name: string, body: unknown, init?: RequestInit): Promise<{ status: number; headers: Headers; body: unknown }>
  insert(table: 'leads' | 'subcontractors', row: object): Promise<void>
  row(table: 'leads' | 'subcontractors', id: string): Promise<Record<string, unknown> | undefined>
  emailsMentioning(marker: string): StoredEmail[]
}

/** Starts one backend for the whole test file (outbox in a folder of its own), stopped after it. */
export function useBackend(name: string, functionEnv?: Record<string, string>): TestBackend {
  const outboxDir = `.local/test-outbox-${name}`
  let backend: LocalBackend | undefined
  beforeAll(async () => {
    rmSync(outboxDir, { recursive: true, force: true })
    backend = await startLocalBackend({ port: 0, dataDir: null, outboxDir, functionEnv })
  })
  afterAll(async () => {
    await backend?.stop()
    rmSync(outboxDir, { recursive: true, force: true })
  })
  const url = () => {
    if (!backend) throw new Error('the backend is not running')
    return backend.url
  }
  const auth = (key: string) => ({ apikey: key, Authorization: `Bearer ${key}` })

  return {
    get url() {
      return url()
    },
    async call(fn, body, init = {}) {
      const response = await fetch(`${url()}/functions/v1/${fn}`, {
        method: 'POST',
        body: typeof body === 'string' ? body : JSON.stringify(body),
        ...init,
        headers: { ...auth(LOCAL_ANON_KEY), 'Content-Type': 'application/json', ...init.headers },
      })
      const text = await response.text()
      return { status: response.status, headers: response.headers, body: text ? (JSON.parse(text) as unknown) : null }
    },
    async insert(table, row) {
      const { error } = await new PostgrestClient(`${url()}/rest/v1`, { headers: auth(LOCAL_ANON_KEY) }).from(table).insert(row)
      if (error) throw new Error(`insert into ${table}: ${error.message}`)
    },
    async row(table, id) {
      const response = await fetch(`${url()}/rest/v1/${table}?select=*&id=eq.${id}`, { headers: auth(LOCAL_SERVICE_ROLE_KEY) })
      const rows = (await response.json()) as Record<string, unknown>[]
      return rows[0]
    },
    emailsMentioning(marker) {
      return readOutbox(outboxDir).filter((email) => email.subject.includes(marker) || (email.html ?? '').includes(marker))
    },
  }
}
