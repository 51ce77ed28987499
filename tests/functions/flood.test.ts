// A flood with valid proofs from one network has spent the day's single e-mails (lowered here to 6, 2 kept for
// the digests): a real visitor's request still reaches the owner first, in the next digest.
import { expect, test } from 'vitest'
import { lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend({ limits: { emails_per_day: 6, digest_reserve_per_day: 2, acknowledgements_per_hour: 0 } })

test("a visitor's request queued behind a flood's is the first of the next digest", async () => {
  const flood = Array.from({ length: 6 }, () => lead())
  const answers = []
  for (const [i, row] of flood.entries())
    answers.push((await backend.submit(row, { address: `203.0.113.${i + 1}` })).body)
  expect(answers).toEqual([...Array(4).fill({ ok: true }), ...Array(2).fill({ ok: true, queued: true })])
  const visitor = lead()
  expect((await backend.submit(visitor, { address: '198.51.100.7' })).body).toEqual({ ok: true, queued: true })

  expect(await backend.sweep()).toMatchObject({ body: { digest: 'sent' } })
  const [digest] = backend.emailsMentioning(visitor.name)
  const listed = [visitor, ...flood.slice(4)].map((row) => digest?.html?.indexOf(row.name))
  expect(listed.every((at) => at !== undefined && at > -1)).toBe(true)
  expect([...listed].sort((a, b) => a! - b!)).toEqual(listed)
})
