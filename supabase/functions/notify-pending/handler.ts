/**
 * notify-pending: the sweep that pg_cron runs every five minutes (migration *_schedules.sql;
 * the local backend runs it too). It mails every stored submission whose notification never went out and
 * that is older than a minute (the site's own call usually comes first), oldest first, a bounded batch per
 * run, each under the key claimed at its first attempt so nothing is mailed twice; then the hour's digest,
 * if one is due; and it logs every submission still unmailed an hour after it arrived. Secret key only
 * (service-auth.ts).
 */

import { type Config, readConfig } from '../_shared/config.ts'
import {
  deliver,
  digestMessage,
  digestWithPhotoLinks,
  heldMessage,
  ownerWarning,
  singleMessage,
  withLinksOrWait,
  withPhotoLinks,
} from '../_shared/deliver.ts'
import { failure, json } from '../_shared/http.ts'
import { acknowledge } from '../_shared/send-acknowledgement.ts'
import { refuseUnlessService } from '../_shared/service-auth.ts'
import { openStore, type Store } from '../_shared/store.ts'
import { z } from '../_shared/validation.ts'

const options = z.object({
  /** Only submissions stored at least this long ago; tests pass 0. */
  min_age_seconds: z.number().int().min(0).max(86_400).default(60),
  batch: z.number().int().min(1).max(100).default(25),
})

interface Summary {
  sent: number
  queued: number
  failed: number
  digest: 'sent' | 'failed' | null
  held: 'sent' | 'failed' | null
  overdue: number
}

async function sweep(config: Config, store: Store, minAgeSeconds: number, batch: number): Promise<Summary> {
  const summary: Summary = { sent: 0, queued: 0, failed: 0, digest: null, held: null, overdue: 0 }
  // The heartbeat the owner's e-mails check (health.ts); a failure to note it must not stop the sweep.
  await store.recordSweepRun().catch((error) => console.error(`notify-pending: its run could not be noted: ${error}`))
  let providerDown = false
  for (const { submission_table: table, id } of await store.pending(batch, minAgeSeconds)) {
    const claim = await store.claim(table, id)
    if (claim.state === 'queued' || claim.state === 'busy') summary.queued++
    if (claim.state !== 'single') continue
    const row = await withLinksOrWait(store, claim.key, `${table} ${id}`, withPhotoLinks(store, table, claim.row))
    if (!row) {
      summary.failed++
      continue
    }
    const message = { ...singleMessage(config, table, row), warning: await ownerWarning(store, claim.key) }
    const outcome = await deliver(config, store, claim.key, message, `${table} ${id}`)
    if (outcome.kind === 'sent') {
      summary.sent++
      // The visitor's own call never came or failed: they are acknowledged now, if not yet.
      await acknowledge(config, store, table, id)
    } else summary.failed++
    // An unavailable provider fails the rest of the batch too: they wait for the next run.
    if (outcome.kind === 'retry-later') {
      providerDown = true
      break
    }
  }

  const digest = providerDown ? null : await store.claimDigest(minAgeSeconds)
  if (digest) {
    const about = `digest ${digest.key}`
    const linked = await withLinksOrWait(store, digest.key, about, digestWithPhotoLinks(store, digest))
    const message = linked && { ...digestMessage(config, linked), warning: await ownerWarning(store, digest.key) }
    const outcome = message ? await deliver(config, store, digest.key, message, about) : undefined
    summary.digest = outcome?.kind === 'sent' ? 'sent' : 'failed'
    if (summary.digest === 'failed') await store.relistReported(digest.key)
  }
  // The day's held submissions, in one e-mail (never while the provider is down: it waits for the next run).
  const held = providerDown || summary.digest === 'failed' ? null : await store.claimHeldDigest()
  if (held) {
    const outcome = await deliver(config, store, held.key, heldMessage(config, held), `held ${held.key}`)
    summary.held = outcome.kind === 'sent' ? 'sent' : 'failed'
  }

  const overdue = await store.overdue(100)
  summary.overdue = overdue.length
  for (const row of overdue) {
    const state = row.notify_refused_at ? 'refused by the e-mail provider' : `${row.notify_attempts} failed attempt(s)`
    console.error(
      `${row.submission_table} ${row.id} received ${row.created_at} is still not e-mailed after an hour: ${state}; last error: ${row.notify_error ?? 'none'}`,
    )
  }
  return summary
}

export async function handler(request: Request): Promise<Response> {
  if (request.method !== 'POST')
    return json(405, { error: 'Method not allowed', details: 'Use POST.' }, { Allow: 'POST' })
  const refusal = await refuseUnlessService(request, 'notify-pending')
  if (refusal) return refusal
  const settings = readConfig()
  if ('missing' in settings) {
    console.error(
      `notify-pending: missing configuration: ${settings.missing.join(', ')} (supabase secrets set NAME=value)`,
    )
    return failure(500, 'Missing e-mail configuration', `Set ${settings.missing.join(', ')}.`)
  }
  const { config } = settings
  const parsed = options.safeParse(await request.json().catch(() => ({})))
  if (!parsed.success) return failure(400, 'Invalid request', 'Send {} or { "min_age_seconds": n, "batch": n }.')

  try {
    const summary = await sweep(config, openStore(config), parsed.data.min_age_seconds, parsed.data.batch)
    return json(200, summary)
  } catch (error) {
    console.error('notify-pending: the sweep stopped:', error)
    return failure(500, 'Sweep failed', 'See the function log.')
  }
}
