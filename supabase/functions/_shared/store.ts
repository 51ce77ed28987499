/**
 * The stored submissions and their notification bookkeeping, through supabase-js with the project's secret key
 * (the service_role: the functions' only database rights; the public key can neither read a row nor call these). The decisions
 * that must hold under concurrent calls (claiming a key, the daily budget, the digest) are made by the
 * database functions of migration *_notifications.sql.
 */
import { createClient } from 'npm:@supabase/supabase-js@2.109.0'
import type { Config, FormTable } from './config.ts'
import type { HealthSnapshot } from './health.ts'
import { jpegSize } from './jpeg.ts'
import { photoRules } from './rules.ts'

export type StoredRow = Record<string, unknown> & { id: string; created_at: string }

export type Claim =
  | { state: 'missing' }
  | { state: 'sent' | 'queued' | 'busy' | 'held'; row: StoredRow }
  | { state: 'single' | 'digest' | 'refused'; key: string; row: StoredRow }

export type AcknowledgementClaim =
  | { state: 'missing' | 'repeat' | 'ceiling' | 'held' }
  | { state: 'sent' | 'refused' | 'send'; key: string; row: StoredRow }

export interface Digest {
  key: string
  rows: { submission_table: FormTable; row: StoredRow }[]
  reported: { submission_table: FormTable; row: StoredRow }[]
}

/** The daily held-submissions e-mail, as claimed (migration *_notifications.sql): its content never changes. */
export interface HeldDigest {
  key: string
  content: {
    /** Held submissions of the quietest networks first, then newest first (*_quiet_networks_first.sql). */
    shown: { submission_table: FormTable; row: StoredRow }[]
    /** How many it lists in all, shown or counted. */
    total: number
    /** When the previous one was claimed, if any. */
    since: string | null
  }
}

export interface Overdue {
  submission_table: FormTable
  id: string
  created_at: string
  notify_key: string | null
  notify_attempts: number
  notify_error: string | null
  notify_refused_at: string | null
}

/** Submissions of one week with the same form, source columns and e-mail outcome (public.weekly_counts). */
export interface WeeklyGroup {
  submission_table: FormTable
  utm_source: string | null
  utm_medium: string | null
  referrer_host: string | null
  google_click: boolean
  microsoft_click: boolean
  facebook_click: boolean
  delivery: 'at_once' | 'late' | 'waiting'
  count: number
}

/** The photo links in a lead's e-mail, as kept in leads.photo_links. */
export interface PhotoLinks {
  expires_at: string
  photos: { name: string; url: string }[]
}

const TIMEOUT_MS = 10_000

export function openStore(config: Config) {
  const client = createClient(config.supabaseUrl, config.secretKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    global: { fetch: (input, init) => fetch(input, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) }) },
  })
  async function call<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const { data, error } = await client.rpc(name, args)
    if (error) throw new Error(`${name}: ${error.code} ${error.message}`)
    return data as T
  }
  return {
    claim: (table: FormTable, id: string) =>
      call<Claim>('claim_notification', { submission_table: table, submission_id: id }),
    pending: (maxRows: number, minAgeSeconds: number) =>
      call<{ submission_table: FormTable; id: string }[]>('pending_notifications', {
        max_rows: maxRows,
        min_age: `${minAgeSeconds} seconds`,
      }),
    claimDigest: (minAgeSeconds: number) =>
      call<Digest | null>('claim_digest', { min_age: `${minAgeSeconds} seconds` }),
    /** After a digest's send failed: the late submissions it alone listed are listed by the next one. */
    relistReported: (digestKey: string) => call<number>('relist_reported', { digest_key: digestKey }),
    claimHeldDigest: () => call<HeldDigest | null>('claim_held_digest', {}),
    markNotified: (key: string, emailId: string) =>
      call<number>('mark_notified', { notify_key: key, email_id: emailId }),
    recordFailure: (key: string, error: string, refused: boolean) =>
      call<null>('record_notification_failure', { notify_key: key, error, refused }),
    overdue: (maxRows: number) => call<Overdue[]>('overdue_notifications', { max_rows: maxRows }),
    /** The pipeline's health (migration *_reports.sql): notify-pending's heartbeat, and the facts kept per e-mail key. */
    recordSweepRun: () => call<null>('record_sweep_run', {}),
    health: (emailKey: string) => call<HealthSnapshot>('pipeline_health', { email_key: emailKey }),
    weeklyCounts: (weekStart: Date, weekEnd: Date) =>
      call<WeeklyGroup[]>('weekly_counts', { week_start: weekStart.toISOString(), week_end: weekEnd.toISOString() }),

    /**
     * The signed links to a claimed lead's photos, made once and kept with the lead (record_photo_links keeps
     * the first set recorded), so every e-mail about it, and every retry under its key, says the same. Once a
     * lead's e-mail is claimed no photo can be added (migration *_photos.sql), so the set is final.
     */
    async photoLinks(row: StoredRow): Promise<PhotoLinks> {
      if (row.photo_links) return row.photo_links as PhotoLinks
      const bucket = client.storage.from(photoRules.bucket)
      const listed = await bucket.list(row.id, {
        limit: photoRules.maxCount * 2,
        sortBy: { column: 'created_at', order: 'asc' },
      })
      if (listed.error) throw new Error(`photos of lead ${row.id}: ${listed.error.message}`)
      const paths = listed.data.filter((file) => file.id !== null).map((file) => `${row.id}/${file.name}`)
      const signed = paths.length
        ? await bucket.createSignedUrls(paths, photoRules.linkSeconds)
        : { data: [], error: null }
      if (signed.error) throw new Error(`photos of lead ${row.id}: ${signed.error.message}`)
      const expiresAt = new Date(Date.now() + photoRules.linkSeconds * 1000).toISOString()
      const links = signed.data.flatMap((link) =>
        link.signedUrl ? [{ name: link.path ?? '', url: link.signedUrl }] : [],
      )
      // Only real photos are linked: anything else is deleted through Storage's API and left out.
      const checked = await Promise.all(
        links.map(async (link) => {
          const response = await fetch(link.url, { signal: AbortSignal.timeout(TIMEOUT_MS) })
          if (!response.ok) throw new Error(`photo ${link.name}: Storage answered ${response.status}`)
          return jpegSize(new Uint8Array(await response.arrayBuffer()), photoRules.maxEdge) ? link : undefined
        }),
      )
      const junk = links.filter((_, index) => !checked[index]).map((link) => link.name)
      if (junk.length) {
        const removed = await bucket.remove(junk)
        if (removed.error) throw new Error(`photos of lead ${row.id}: ${removed.error.message}`)
        console.warn(`lead ${row.id}: deleted ${junk.length} upload(s) that were not a JPEG photo: ${junk.join(', ')}`)
      }
      const photos = links.filter((_, index) => checked[index])
      return call<PhotoLinks>('record_photo_links', { lead_id: row.id, links: { expires_at: expiresAt, photos } })
    },

    /** The visitor's acknowledgement (migration *_notifications.sql), kept apart from the owner's e-mails. */
    acknowledgements: {
      claim: (table: FormTable, id: string) =>
        call<AcknowledgementClaim>('claim_acknowledgement', { submission_table: table, submission_id: id }),
      markNotified: (key: string, emailId: string) =>
        call<number>('mark_acknowledged', { ack_key: key, email_id: emailId }),
      recordFailure: (key: string, error: string, refused: boolean) =>
        call<null>('record_acknowledgement_failure', { ack_key: key, error, refused }),
    },
  }
}

export type Store = ReturnType<typeof openStore>
