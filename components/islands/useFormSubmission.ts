import { useRef, useState } from 'react'
import type { BackendConfig } from '../../lib/submissions.ts'

export type FormStatus = 'idle' | 'submitting' | 'success'

type Send<F> = (config: BackendConfig, id: string, fields: F) => Promise<void>

interface Options<F> {
  config: BackendConfig
  /** Loads the flow on first submit, so the submission code is not part of the page's first load. */
  load: () => Promise<Send<F>>
  unexpectedMessage: string
  onSuccess: () => void
}

const OFFLINE_MESSAGE = 'You appear to be offline. Check your connection and try again; everything you typed is still here.'

/**
 * Submission state shared by both forms (spec section 4): idle -> submitting -> success or error.
 * The error is cleared at the start of each submit; a double click sends once; a retry of unchanged
 * fields reuses the row id so it cannot store a duplicate; a filled honeypot is quietly dropped.
 */
export function useFormSubmission<F>({ config, load, unexpectedMessage, onSuccess }: Options<F>) {
  const [status, setStatus] = useState<FormStatus>('idle')
  const [error, setError] = useState<string | null>(null)
  const inFlight = useRef(false)
  const attempt = useRef<{ id: string; snapshot: string } | null>(null)

  async function submit(fields: F, honeypot: string) {
    if (inFlight.current) return
    inFlight.current = true
    setError(null)
    setStatus('submitting')
    try {
      if (honeypot) {
        // A bot filled the hidden field: pretend all went well and send nothing.
        onSuccess()
        setStatus('success')
        return
      }
      if (!navigator.onLine) {
        setError(OFFLINE_MESSAGE)
        setStatus('idle')
        return
      }
      const snapshot = JSON.stringify(fields)
      if (attempt.current?.snapshot !== snapshot) attempt.current = { id: crypto.randomUUID(), snapshot }
      const send = await load()
      await send(config, attempt.current.id, fields)
      attempt.current = null
      setStatus('success')
      onSuccess()
    } catch (caught) {
      console.error('Form submission failed', caught)
      const { SubmissionError } = await import('../../lib/submissions.ts')
      setError(caught instanceof SubmissionError ? caught.message : navigator.onLine ? unexpectedMessage : OFFLINE_MESSAGE)
      setStatus('idle')
    } finally {
      inFlight.current = false
    }
  }

  return { status, error, submit }
}
