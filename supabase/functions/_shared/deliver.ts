/**
 * Sending the owner's e-mails and recording the outcome, the same for the site's call and the sweep: the key
 * was claimed in the database first, the provider's answer decides what is recorded, and every failure is
 * logged for the operator (Supabase's function logs) with the submission it concerns.
 */
import type { Config, FormTable } from './config.ts'
import { type Composed, type Message, type SendOutcome, send } from './email.ts'
import { forms } from './forms.ts'
import { healthWarning } from './health.ts'
import type { Digest, HeldDigest, Store, StoredRow } from './store.ts'

/**
 * The pipeline's warning line for the owner's e-mail under this key (health.ts), the same on every try of that
 * key. An unreadable health never holds an e-mail back: it is logged and the e-mail goes without the line.
 */
export async function ownerWarning(store: Pick<Store, 'health'>, key: string): Promise<string | undefined> {
  try {
    return healthWarning(await store.health(key))
  } catch (error) {
    console.error(`${key}: the pipeline's health could not be read: ${String(error)}`)
    return undefined
  }
}

/**
 * The row as its e-mail shows it: a lead with the signed links to its photos (made once, then kept). Called
 * after the claim, when no photo can be added any more.
 */
export async function withPhotoLinks(store: Store, table: FormTable, row: StoredRow): Promise<StoredRow> {
  return table === 'leads' ? { ...row, photo_links: await store.photoLinks(row) } : row
}

/**
 * Makes an e-mail's photo links; when Storage cannot, that e-mail is recorded as failed and waits for notify-pending's
 * next run (the links are made once, when they can be), and the caller goes on with the rest of its work.
 */
export async function withLinksOrWait<T>(
  store: Store,
  key: string,
  about: string,
  making: Promise<T>,
): Promise<T | undefined> {
  return making.catch(async (error: unknown) => {
    console.error(`${about}: not mailed, its photo links could not be made: ${String(error)}`)
    await store.recordFailure(key, `photo links: ${String(error)}`, false).catch(() => undefined)
    return undefined
  })
}

/** A digest's rows with their photo links. */
export async function digestWithPhotoLinks(store: Store, digest: Digest): Promise<Digest> {
  const prepare = async (entries: Digest['rows']) =>
    Promise.all(
      entries.map(async (entry) => ({ ...entry, row: await withPhotoLinks(store, entry.submission_table, entry.row) })),
    )
  return { ...digest, rows: await prepare(digest.rows), reported: await prepare(digest.reported) }
}

export function singleMessage(config: Config, table: FormTable, row: StoredRow): Message {
  const form = forms[table]
  return {
    to: [config.recipients[table]],
    subject: form.subject(row),
    replyTo: typeof row.email === 'string' ? row.email : undefined,
    intro:
      table === 'leads'
        ? 'A homeowner asked for a quote on the website.'
        : 'A tradesperson applied to join the subcontractor network.',
    entries: [form.entry(row)],
  }
}

export function digestMessage(config: Config, digest: Digest): Message {
  const tables = new Set([...digest.rows, ...digest.reported].map((entry) => entry.submission_table))
  const count = digest.rows.length
  const subject =
    count > 0
      ? `Website summary: ${count} new submission${count === 1 ? '' : 's'}${digest.reported.length ? `, ${digest.reported.length} delayed` : ''}`
      : `Website: ${digest.reported.length} submission${digest.reported.length === 1 ? '' : 's'} not e-mailed yet`
  return {
    to: [...new Set([config.recipients.leads, ...[...tables].map((table) => config.recipients[table])])],
    subject,
    intro:
      count > 0
        ? 'These submissions come together rather than one by one: more arrived today than the website e-mails singly, or the e-mail service would not take one on its own (a long list continues in the next summary).'
        : 'Some submissions could not be e-mailed for over an hour.',
    entries: digest.rows.map(({ submission_table, row }) => forms[submission_table].entry(row)),
    waiting: digest.reported.map(({ submission_table, row }) => forms[submission_table].entry(row)),
  }
}

/** Why a submission was held, from its verification (migration *_proof_of_work.sql). */
const HELD_BECAUSE: Record<string, string> = {
  missing: 'sent without the browser check (a script, or a browser that could not run it)',
  expired: 'its browser check had expired',
  reused: 'its browser check had been used before',
  crowded: 'sent in a flood: its network, or everyone, had sent more than a day takes',
}
const HELD_FIELD_CHARACTERS = 300

const cut = (value: string) =>
  [...value].length > HELD_FIELD_CHARACTERS ? `${[...value].slice(0, HELD_FIELD_CHARACTERS).join('')}…` : value

/**
 * The daily held-submissions e-mail: the quietest networks' most recent in full (long fields cut), the rest
 * counted, each with why it was held and the one line that releases it to the normal flow.
 */
export function heldMessage(config: Config, { content }: HeldDigest): Message {
  const tables = new Set(content.shown.map((entry) => entry.submission_table))
  const more = content.total - content.shown.length
  return {
    to: [...new Set([config.recipients.leads, ...[...tables].map((table) => config.recipients[table])])],
    subject: `Website: ${content.total} held submission${content.total === 1 ? '' : 's'} to look over`,
    intro: `${content.total === 1 ? 'This submission was' : `These ${content.total} submissions were`} stored without passing the website's browser check, or in a flood (each says why), so ${content.total === 1 ? 'it was' : 'they were'} not e-mailed one by one: most are from bots. If one is a real customer, answer them directly, or release it (the line under it, pasted into the SQL editor of the Supabase dashboard) and it arrives as a normal e-mail within five minutes.${more > 0 ? ` Shown: the ${content.shown.length} most recent from the networks that sent the fewest (a visitor sends one or two, a bot many); ${more} more are not (Table editor, filter held_listed_in).` : ''}`,
    entries: content.shown.map(({ submission_table, row }) => {
      const entry = forms[submission_table].entry(row)
      return {
        ...entry,
        fields: [
          ...entry.fields.map(([label, value]) => [label, cut(value)] as const),
          ['Held because', HELD_BECAUSE[String(row.verification)] ?? 'its browser check was not valid'],
          ['To release it', `select release_held('${submission_table}', '${row.id}');`],
        ],
        links: undefined,
      }
    }),
  }
}

/**
 * The provider's idempotency key for a digest: the claimed key and a digest of the payload, so a digest whose
 * rows were deleted after it was claimed goes out under a key of its own (Resend refuses a used key with
 * another payload: 409 invalid_idempotent_request).
 */
async function providerKey(key: string, message: Message | Composed): Promise<string> {
  if (!key.startsWith('digest-')) return key
  const bytes = new TextEncoder().encode(JSON.stringify(message))
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes))
  return `${key}-${[...hash.slice(0, 8)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`
}

const MARK_ATTEMPTS = 3

/** Where an e-mail's outcome is recorded: the submission's own columns, or the acknowledgement's row. */
export type Bookkeeping = Pick<Store, 'markNotified' | 'recordFailure'>

/**
 * Sends the e-mail claimed under this key and records what happened. A failure to record a sent e-mail is
 * retried and then logged with the provider's id: the next attempt sends the same key and payload, which
 * the provider answers with that same e-mail, without sending it again, for 24 hours.
 */
export async function deliver(
  config: Config,
  store: Bookkeeping,
  key: string,
  message: Message | Composed,
  about: string,
): Promise<SendOutcome> {
  const outcome = await send(config, message, await providerKey(key, message))
  if (outcome.kind === 'sent') {
    for (let attempt = 1; attempt <= MARK_ATTEMPTS; attempt++) {
      try {
        await store.markNotified(key, outcome.emailId)
        break
      } catch (error) {
        if (attempt === MARK_ATTEMPTS)
          console.error(`${about}: mailed as ${outcome.emailId} (key ${key}) but could not be marked: ${String(error)}`)
      }
    }
    return outcome
  }
  const refused = outcome.kind === 'refused' || outcome.kind === 'bug'
  const what =
    outcome.kind === 'bug'
      ? 'BUG: the idempotency key was used with another payload'
      : refused
        ? 'refused for good'
        : 'not sent, will retry'
  console.error(`${about}: ${what} (key ${key}): ${outcome.detail}`)
  await store
    .recordFailure(key, outcome.detail, refused)
    .catch((error) => console.error(`${about}: the failure could not be recorded: ${String(error)}`))
  return outcome
}
