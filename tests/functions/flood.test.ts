// A bot with valid proofs floods the quote form from one network (a day of 11 e-mails here, 2 kept for the
// digests, 2 for the owner): past 3 from its network its requests wait for the digest, unacknowledged, so real
// visitors' are still mailed at once, and once the day's single e-mails are spent a visitor's request is the first
// of the next digest.
import { expect, test } from 'vitest'
import { lead } from '../db/fixtures.ts'
import { useBackend } from './backend.ts'

const backend = useBackend({
  limits: { emails_per_day: 11, digest_reserve_per_day: 2, owner_reserve_per_day: 2, acknowledgements_per_hour: 100 },
})

test("a flood's requests past 3 from its network wait for the digest, unacknowledged; visitors' are mailed first", async () => {
  const flood = Array.from({ length: 6 }, () => lead())
  const answers = []
  for (const [i, row] of flood.entries())
    answers.push((await backend.submit(row, { address: `203.0.113.${i + 1}` })).body)
  expect(answers).toEqual([...Array(3).fill({ ok: true }), ...Array(3).fill({ ok: true, queued: true })])
  expect(flood.map((row) => backend.emailsTo(row.email).length)).toEqual([1, 1, 1, 0, 0, 0])

  // Each single e-mail and acknowledgement counts: 6 so far, the visitors' 3 more, then the day is spent.
  const visitors = [lead(), lead(), lead()]
  const mailed = []
  for (const [i, row] of visitors.entries())
    mailed.push((await backend.submit(row, { address: `198.51.${i + 1}.7` })).body)
  expect(mailed).toEqual([{ ok: true }, { ok: true }, { ok: true, queued: true }])
  expect(backend.emailsTo(visitors[0]!.email)).toHaveLength(1)

  expect(await backend.sweep()).toMatchObject({ body: { queued: 4, digest: 'sent' } })
  const [digest] = backend.emailsMentioning(visitors[2]!.name)
  const listed = [visitors[2]!, ...flood.slice(3)].map((row) => digest?.html?.indexOf(row.name))
  expect(listed.every((at) => at !== undefined && at > -1)).toBe(true)
  expect([...listed].sort((a, b) => a! - b!)).toEqual(listed)
})
