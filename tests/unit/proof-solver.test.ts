import { afterEach, expect, it, vi } from 'vitest'
import { CHALLENGE_TIMEOUT_MS, fetchChallenge } from '../../lib/proof-solver.ts'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

it(`gives up on a challenge with no answer within ${CHALLENGE_TIMEOUT_MS / 1000} s (a stalled connection)`, async () => {
  vi.useFakeTimers()
  const hanging = (_url: string, init: RequestInit) =>
    new Promise((_, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
  vi.stubGlobal('fetch', vi.fn(hanging))
  const outcome = fetchChallenge('https://project.supabase.test', 'sb_publishable_test').catch((error: Error) => error)
  await vi.advanceTimersByTimeAsync(CHALLENGE_TIMEOUT_MS - 1)
  expect(await Promise.race([outcome, 'waiting'])).toBe('waiting')
  await vi.advanceTimersByTimeAsync(1)
  expect(await outcome).toEqual(new Error('proof_challenge gave no answer'))
})
