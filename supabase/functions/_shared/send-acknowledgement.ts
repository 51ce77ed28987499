/**
 * Sends the visitor's acknowledgement of a stored submission, after the owner's e-mail (the form's function:
 * once it has answered; notify-pending: in its sweep). It never throws: whatever happens is logged for the operator
 * (Supabase's function logs) with the submission's id.
 */
import { acknowledgementEmail } from './acknowledgement-email.ts'
import type { Config, FormTable } from './config.ts'
import { deliver } from './deliver.ts'
import type { Store } from './store.ts'

export async function acknowledge(config: Config, store: Store, table: FormTable, id: string): Promise<void> {
  const about = `${table} ${id} acknowledgement`
  try {
    const claim = await store.acknowledgements.claim(table, id)
    if (claim.state === 'ceiling')
      console.warn(
        `${about}: not sent, the hour's acknowledgements or the day's e-mails (less the owner's reserve) are spent (private.limits: acknowledgements_per_hour, emails_per_day, owner_reserve_per_day)`,
      )
    if (claim.state !== 'send') return
    await deliver(config, store.acknowledgements, claim.key, acknowledgementEmail(table, claim.row), about)
  } catch (error) {
    console.error(`${about}: could not be sent:`, error)
  }
}
