/**
 * A form's proof of a real browser (ALTCHA proof of work, docs/backend.md "Proof of work"), solved in a Web
 * Worker from the form's first focus, so it is ready long before the visitor presses the button and never
 * starts in a page prerendered but never shown. Without it (no Worker, no answer, expired) the submission is
 * still stored, and held for the owner's daily review.
 */

/** How long pressing the button may wait for a proof still being solved. */
const WAIT_MS = 10_000
/** A proof this close to its expiry is solved anew before it is sent. */
const MARGIN_MS = 60_000

export interface Proof {
  /** The payload to send with the row, or undefined (then the row is held). */
  payload(): Promise<string | undefined>
  /** Solved, but past (or near) its expiry, or failed: start another. */
  stale(): boolean
}

export function startProof(supabaseUrl: string, publishableKey: string): Proof {
  let expiresAtMs = Number.POSITIVE_INFINITY
  const solved = new Promise<string | undefined>((resolve) => {
    try {
      const worker = new Worker(new URL('./proof-worker.ts', import.meta.url), { type: 'module' })
      const done = (payload: string | undefined, expiresAt?: number) => {
        expiresAtMs = payload && expiresAt ? expiresAt * 1000 : 0
        resolve(payload)
        worker.terminate()
      }
      worker.onmessage = (event: MessageEvent<{ payload?: string; expiresAt?: number; error?: string }>) => {
        if (event.data.error) console.warn('The form could not earn its proof of work:', event.data.error)
        done(event.data.payload, event.data.expiresAt)
      }
      worker.onerror = () => done(undefined)
      worker.postMessage({ supabaseUrl, publishableKey })
    } catch (error) {
      console.warn('The form could not start its proof of work:', error)
      expiresAtMs = 0
      resolve(undefined)
    }
  })
  const stale = () => expiresAtMs < Date.now() + MARGIN_MS
  return {
    stale,
    payload: () =>
      Promise.race([solved, new Promise<undefined>((resolve) => setTimeout(resolve, WAIT_MS))]).then((payload) =>
        payload && !stale() ? payload : undefined,
      ),
  }
}
