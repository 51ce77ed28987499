/**
 * Solving an ALTCHA challenge as the browser does (the forms' Web Worker, lib/browser/proof-worker.ts; the
 * tests call it too): altcha-lib's solver with the Web Crypto SHA-256, and the
 * payload the database checks (base64 of {challenge, solution}, as the ALTCHA widget submits it).
 */
import { solveChallenge } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/web/sha'
import type { Challenge } from 'altcha-lib/types'

export type { Challenge }

/** The payload for this challenge, or undefined when it was not solved within the solver's timeout. */
export async function solveProof(challenge: Challenge): Promise<string | undefined> {
  const solution = await solveChallenge({ challenge, deriveKey })
  if (!solution) return undefined
  const json = JSON.stringify({ challenge, solution: { counter: solution.counter, derivedKey: solution.derivedKey } })
  return btoa(json)
}

/**
 * A challenge request with no answer in this long has failed (a stalled connection): the proof is then stale, and
 * the next press of the button asks again instead of waiting on it.
 */
export const CHALLENGE_TIMEOUT_MS = 10_000

/** A challenge from the backend (public.proof_challenge(), callable with the public key). */
export async function fetchChallenge(supabaseUrl: string, publishableKey: string): Promise<Challenge> {
  // Not AbortSignal.timeout: older Safari lacks it.
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(new Error('proof_challenge gave no answer')), CHALLENGE_TIMEOUT_MS)
  try {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/proof_challenge`, {
      method: 'POST',
      headers: {
        apikey: publishableKey,
        Authorization: `Bearer ${publishableKey}`,
        'Content-Type': 'application/json',
      },
      body: '{}',
      signal: controller.signal,
    })
    if (!response.ok) throw new Error(`proof_challenge answered ${response.status}`)
    return (await response.json()) as Challenge
  } finally {
    clearTimeout(timer)
  }
}
