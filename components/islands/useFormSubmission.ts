import { useEffect, useRef, useState, useSyncExternalStore } from 'react'
import type { Proof } from '../../lib/browser/proof.ts'
import { randomUuid } from '../../lib/random-uuid.ts'
import { SUBMITTING_ATTRIBUTE } from '../../lib/speculation-rules.ts'
import { SubmissionError } from '../../lib/submission-error.ts'
import type { BackendConfig } from '../../lib/submissions.ts'

export type FormStatus = 'idle' | 'submitting' | 'success'

/** proof: the proof-of-work payload to store with the row (lib/browser/proof.ts), if the browser earned one. */
type Send<F> = (config: BackendConfig, id: string, fields: F, proof: string | undefined) => Promise<void>

interface Options<F> {
  config: BackendConfig
  /** Loads the submission flow (lib/submissions.ts with Supabase's client): when the visitor starts filling the form, at the latest on submit. */
  load: () => Promise<Send<F>>
  /** The banners for a failure that is not the backend's own (content/forms.ts). */
  messages: { unexpected: string; reload: string }
  /**
   * Called once the row is stored and its e-mail asked for (or a bot is turned away): the form forgets its draft
   * (useDraft) here. A row stored whose e-mail failed keeps the draft, for the visitor's next press.
   */
  onSuccess: () => void
  /**
   * For a form that leaves the page on success: the back button brings the page back from the back/forward cache
   * as it was left, mid-"Sending..."; the form is ready for another request instead, and this empties it.
   */
  onReturn?: () => void
}

const noSubscription = () => () => {}

/** No page is prerendered while a submission is in flight (lib/speculation-rules.ts). */
const submitting = (inFlight: boolean) => document.documentElement.toggleAttribute(SUBMITTING_ATTRIBUTE, inFlight)

/** False in the server's HTML and while React hydrates it, true from the first render after: the form is usable only then. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  )
}

function readDraft<F>(key: string): F | undefined {
  try {
    const saved = sessionStorage.getItem(key)
    return saved ? (JSON.parse(saved) as F) : undefined
  } catch {
    return undefined
  }
}

function writeDraft(key: string, value: unknown) {
  try {
    if (value === undefined) sessionStorage.removeItem(key)
    else sessionStorage.setItem(key, JSON.stringify(value))
  } catch {
    // Storage can be full or switched off (private browsing): the draft is a convenience, never required.
  }
}

/**
 * The form's fields, kept in sessionStorage as the visitor types, so a reload (after a deploy replaced the
 * page's code, or by accident) restores them. Restored after hydration, so the server's HTML still matches.
 * `forget` drops the stored copy once the form is sent; the fields on screen stay as they are.
 */
export function useDraft<F extends object>(key: string, empty: F) {
  const [fields, setFields] = useState(empty)
  const restored = useRef(false)
  useEffect(() => {
    const draft = readDraft<F>(key)
    if (draft) setFields({ ...empty, ...draft })
    restored.current = true
  }, [key, empty])
  useEffect(() => {
    if (restored.current) writeDraft(key, fields === empty ? undefined : fields)
  }, [key, fields, empty])
  const forget = () => writeDraft(key, undefined)
  return [fields, setFields, forget] as const
}

/**
 * Submission state shared by both forms: idle -> submitting -> success, or back to idle with an error. Every
 * failure ends with a message and the button enabled, the fields untouched: an error from the backend is
 * shown with the backend's own message (or, once the row is stored, that it is saved), anything else (no
 * connection, no answer within the timeout, the submission code not loading, no way to make an id) as the
 * "unexpected error". The error is cleared at the start of each submit; a double click sends once; a retry of
 * unchanged fields reuses the row id so it cannot store a duplicate; a filled honeypot is quietly dropped.
 */
export function useFormSubmission<F>({ config, load, messages, onSuccess, onReturn }: Options<F>) {
  const [status, setStatus] = useState<FormStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const attempt = useRef<{ id: string; snapshot: string } | null>(null)
  const flow = useRef<Promise<Send<F>> | null>(null)
  const proof = useRef<Proof | null>(null)
  /** Submits in a row that could not load the submission code: after two, a reload is what helps. */
  const failedLoads = useRef(0)

  // Set as a sent form leaves for its thank-you page. The listener is there from the start: one added once
  // 'success' had rendered could come too late, the page frozen in the back/forward cache before effects ran,
  // and the visitor coming back found the button stuck at "Sending...".
  const left = useRef(false)
  const returnTo = useRef(onReturn)
  returnTo.current = onReturn
  useEffect(() => {
    const returned = (event: PageTransitionEvent) => {
      if (!event.persisted || !left.current || !returnTo.current) return
      left.current = false
      setStatus('idle')
      returnTo.current()
    }
    addEventListener('pageshow', returned)
    return () => removeEventListener('pageshow', returned)
  }, [])

  /** One load at a time; a failed one is forgotten, so the next call imports afresh. */
  function loadFlow(): Promise<Send<F>> {
    flow.current ??= load().catch((caught: unknown) => {
      flow.current = null
      throw caught
    })
    return flow.current
  }

  /** The proof for the next submission: the one being solved, or a new one (its code loads with the first). */
  async function currentProof(): Promise<Proof> {
    const { startProof } = await import('../../lib/browser/proof.ts')
    if (!proof.current || proof.current.stale()) proof.current = startProof(config.supabaseUrl, config.publishableKey)
    return proof.current
  }

  /**
   * Called when the visitor starts filling the form: the code and the proof are ready by the time they press the
   * button. Begun once the frame their tap is waiting for has been painted (a timeout set in an animation frame runs
   * after it): the imports took 24-30 ms of that tap's main thread at 4x slowdown.
   */
  function preload() {
    requestAnimationFrame(() =>
      setTimeout(() => {
        currentProof().catch(() => {
          // Tried again on submit; without a proof the submission is held, never refused.
        })
        loadFlow().catch(() => {
          // Tried again on submit, where a failure is shown.
        })
      }),
    )
  }

  async function submit(fields: F, honeypot: string) {
    if (inFlight.current) return
    inFlight.current = true
    submitting(true)
    setError(null)
    setStatus('submitting')
    try {
      if (honeypot) {
        // A bot filled the hidden field: pretend all went well and send nothing.
        left.current = true
        onSuccess()
        setStatus('success')
        return
      }
      const snapshot = JSON.stringify(fields)
      if (attempt.current?.snapshot !== snapshot) {
        // A new row needs a proof of its own: the last one may be spent by a row stored before an error.
        if (attempt.current) proof.current = null
        attempt.current = { id: randomUuid(), snapshot }
      }
      const payload = currentProof()
        .then((current) => current.payload())
        .catch(() => undefined)
      const send = await loadFlow().catch((caught: unknown) => {
        failedLoads.current += 1
        throw caught
      })
      failedLoads.current = 0
      await send(config, attempt.current.id, fields, await payload)
      // The stored row spent the proof: another request (after the back button, say) earns its own.
      attempt.current = null
      proof.current = null
      setStatus('success')
      left.current = true
      onSuccess()
    } catch (caught) {
      console.error('Form submission failed', caught)
      const fromBackend = caught instanceof SubmissionError
      setError(fromBackend ? caught.message : failedLoads.current >= 2 ? messages.reload : messages.unexpected)
      setStatus('idle')
    } finally {
      inFlight.current = false
      submitting(false)
    }
  }

  return { status, error, submit, preload }
}
