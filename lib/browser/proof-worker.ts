/**
 * The forms' proof of work, off the main thread: fetches a challenge from the backend and solves it
 * (lib/proof-solver.ts), then answers with the payload and when it expires (seconds since 1970).
 */
import { fetchChallenge, solveProof } from '../proof-solver.ts'

self.onmessage = async (event: MessageEvent<{ supabaseUrl: string; publishableKey: string }>) => {
  try {
    const challenge = await fetchChallenge(event.data.supabaseUrl, event.data.publishableKey)
    self.postMessage({ payload: await solveProof(challenge), expiresAt: challenge.parameters.expiresAt })
  } catch (error) {
    self.postMessage({ error: String(error) })
  }
}
