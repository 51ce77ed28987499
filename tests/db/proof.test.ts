// Proof of a real browser, decided where the row is stored: a valid proof makes the row verified; without one it
// is stored all the same and held, limited apart, listed in the daily held-submissions e-mail, released by the owner.
import { verifySolution } from 'altcha-lib'
import { deriveKey } from 'altcha-lib/algorithms/sha'
import { beforeAll, expect, test } from 'vitest'
import { type Challenge, solveProof } from '../../lib/proof-solver.ts'
import { BUSY, fromAddress, useDatabase } from './database.ts'
import { lead } from './fixtures.ts'

const { limitsForTest, query, rpc, tryInsert } = useDatabase()
const challenge = async () =>
  (await query<{ challenge: Challenge }>('select public.proof_challenge() as challenge', [], 'anon'))[0]!.challenge
const proof = async () => (await solveProof(await challenge()))!
const verification = async (id: string) =>
  (await query('select verification, proof from public.leads where id = $1', [id]))[0]
/** Stores a lead as anon with this proof; what the row says about it. */
async function submit(proofPayload: string | undefined, address = '10.20.0.1') {
  const row = lead()
  expect(await tryInsert('anon', 'leads', { ...row, proof: proofPayload }, fromAddress(address))).toBeUndefined()
  return (await verification(row.id))!.verification
}
type Payload = { challenge: Challenge; solution: { counter: number } }
type HeldDigest = {
  key: string
  content: { shown: { row: { id: string } }[]; total: number; since: string | null }
} | null
const reencode = (payload: string, change: (decoded: Payload) => void) => {
  const decoded = JSON.parse(atob(payload)) as Payload
  change(decoded)
  return btoa(JSON.stringify(decoded))
}

beforeAll(() =>
  query(`update private.limits set proof_counter_min = 1, proof_counter_max = 20,
    held_per_network = 1000, held_per_mailbox = 1000`),
)

test("a solved challenge makes the row verified, the proof is not kept, and altcha-lib agrees with the database's key", async () => {
  const issued = await challenge()
  expect(issued.parameters).toMatchObject({ algorithm: 'SHA-256', cost: 1, keyLength: 32 })
  const payload = (await solveProof(issued))!
  const { secret } = (await query<{ secret: string }>('select secret from private.proof_key'))[0]!
  const { solution } = JSON.parse(atob(payload)) as { solution: { counter: number; derivedKey: string } }
  const altcha = await verifySolution({ challenge: issued, solution, deriveKey, hmacSignatureSecret: secret })
  expect(altcha).toMatchObject({ verified: true })
  const row = lead()
  expect(await tryInsert('anon', 'leads', { ...row, proof: payload })).toBeUndefined()
  expect(await verification(row.id)).toEqual({ verification: 'verified', proof: null })
})

test('without a valid proof a row is stored all the same, and held: missing, forged, wrong, reused, expired, malformed', async () => {
  expect(await submit(undefined)).toBe('missing')
  const tampered = async (change: Parameters<typeof reencode>[1]) => submit(reencode(await proof(), change))
  expect(await tampered((p) => Object.assign(p.challenge.parameters, { cost: 2 }))).toBe('forged')
  expect(await tampered((p) => Object.assign(p.challenge, { signature: 'ab'.repeat(32) }))).toBe('forged')
  expect(await tampered((p) => Object.assign(p.solution, { counter: p.solution.counter + 1 }))).toBe('wrong')
  const once = await proof()
  expect(await submit(once)).toBe('verified')
  expect(await submit(once)).toBe('reused')
  expect(await submit('not base64 at all!')).toBe('malformed')
  await limitsForTest("proof_lifetime = interval '-1 second'", "proof_lifetime = interval '1 hour'")
  expect(await submit(await proof())).toBe('expired')
})

test('verified: 20 from one address and 10 per mailbox in 10 minutes, then the next is refused', async () => {
  const email = `one-mailbox-${Date.now()}@example.com`
  const insert = async (address: string, withProof: boolean, to?: string) => {
    const row = { ...lead(), ...(to && { email: to }), proof: withProof ? await proof() : undefined }
    return (await tryInsert('anon', 'leads', row, fromAddress(address)))?.message
  }
  const verifiedFrom = (address: string, to?: string) => insert(address, true, to)
  // Held rows from the same address and mailbox use up none of a real visitor's allowance.
  expect(await insert('10.40.0.1', false)).toBeUndefined()
  expect(await insert('10.43.0.1', false, email)).toBeUndefined()
  for (let i = 0; i < 20; i++) expect(await verifiedFrom('10.40.0.1')).toBeUndefined()
  expect(await verifiedFrom('10.40.0.1')).toMatch(/^Too many submissions from your connection/)
  for (let i = 0; i < 10; i++) expect(await verifiedFrom(`10.41.${i}.1`, email)).toBeUndefined()
  expect(await verifiedFrom('10.42.0.1', email)).toMatch(/^Too many submissions with this e-mail address/)
})

test("held rows are counted apart: a held flood's limits never refuse a verified visitor", async () => {
  await limitsForTest(
    'held_per_network = 3, held_rows_per_day = (select count(*) from private.submission_log where not verified) + 5',
    'held_per_network = 1000, held_rows_per_day = 1000',
  )
  for (let i = 0; i < 3; i++) expect(await submit(undefined, `2001:db8:77:${i}::1`)).toBe('missing')
  expect((await tryInsert('anon', 'leads', lead(), fromAddress('2001:db8:77:99::1')))?.message).toMatch(
    /^Too many submissions from your connection/,
  )
  expect(await submit(await proof(), '2001:db8:77:99::1')).toBe('verified')
  // The daily ceiling of held rows: the catalogue's message for held inserts, verified ones still stored.
  expect(await submit(undefined, '10.30.0.1')).toBe('missing')
  expect(await submit(undefined, '10.31.0.1')).toBe('missing')
  expect(await tryInsert('anon', 'leads', lead(), fromAddress('10.32.0.1'))).toEqual({ code: 'P0001', message: BUSY })
  expect(await submit(await proof(), '10.32.0.1')).toBe('verified')
})

test("verified rows past a day's share of their network, or of the day's bytes (a network's first counted apart), are stored held", async () => {
  // A script that solves proofs, rotating the /64s of one IPv6 /48.
  await limitsForTest('verified_per_network_per_day = 2', 'verified_per_network_per_day = default')
  for (const subnet of [1, 2]) expect(await submit(await proof(), `2001:db8:88:${subnet}::1`)).toBe('verified')
  expect(await submit(await proof(), '2001:db8:88:3::1')).toBe('crowded')
  expect(await submit(await proof(), '2001:db8:89:1::1')).toBe('verified')
  // The day's bytes: a network's first row of the day counts apart from the others, so a flood from a few
  // networks never holds a real visitor's first request.
  const dayBytes = (first: boolean) => `(select sum(bytes) from (select bytes, wide_network is not null and
    row_number() over (partition by wide_network order by submitted_at) = 1 as first
    from private.submission_log where verified) d where first = ${first})`
  await limitsForTest(`verified_bytes_per_day = ${dayBytes(false)} + 10`, 'verified_bytes_per_day = default')
  expect(await submit(await proof(), '2001:db8:89:2::1')).toBe('crowded')
  expect(await submit(await proof(), '10.50.0.1')).toBe('verified')
  await limitsForTest(`verified_first_bytes_per_day = ${dayBytes(true)} + 10`, 'verified_first_bytes_per_day = default')
  expect(await submit(await proof(), '10.51.0.1')).toBe('crowded')
  // An owner's way to hold every verified row for a while: no share for any network.
  await limitsForTest(
    'verified_per_network_per_day = 0, verified_first_bytes_per_day = default',
    'verified_per_network_per_day = default',
  )
  expect(await submit(await proof(), '10.52.0.1')).toBe('crowded')
})

test('the held-submissions e-mail shows the most recent of quiet networks in full and counts the rest, fixed once claimed; a released row is mailed, never acknowledged', async () => {
  await query('update private.limits set held_digest_shown = 2')
  const claimHeld = () => rpc<HeldDigest>('public.claim_held_digest()')
  // Every held row so far, then three more, then two from one network, the most recent but shown after.
  const rows = [lead(), lead(), lead()]
  for (const [i, row] of rows.entries())
    expect(await tryInsert('anon', 'leads', row, fromAddress(`10.40.${i}.1`))).toBeUndefined()
  for (const host of [1, 2])
    expect(await tryInsert('anon', 'leads', lead(), fromAddress(`10.41.0.${host}`))).toBeUndefined()
  const ids = rows.map((row) => row.id)
  // One from before the privacy policy's period goes when the next is claimed.
  const old = "insert into private.held_digests (key, claimed_at, content, sent_at) values ('held-old', $1, '{}', $1)"
  await query(old, [new Date(Date.now() - 25 * 31 * 86_400_000)])
  const digest = await claimHeld()
  expect(await query("select key from private.held_digests where key = 'held-old'")).toEqual([])
  expect(digest!.content.shown.map((entry) => entry.row.id)).toEqual([ids[2], ids[1]])
  // Listed, the rows' networks are not kept (nor in the e-mail's copy).
  expect(digest!.content.shown.filter((entry) => 'wide_network' in entry.row)).toEqual([])
  expect(
    await query('select id from public.leads where wide_network is not null and held_listed_in = $1', [digest!.key]),
  ).toEqual([])
  const held = await query("select id from public.leads where verification not in ('verified', 'released')")
  expect(digest!.content.total).toBe(held.length)
  await query('delete from public.leads where id = $1', [ids[2]])
  expect(await claimHeld()).toEqual(digest)
  await rpc('public.mark_notified($1, $2)', [digest!.key, 'email-held'])
  expect(await claimHeld()).toBeNull()
  // Sent: its copy of the rows goes (the counts stay).
  const [sent] = await query<{ content: object }>('select content from private.held_digests where key = $1', [
    digest!.key,
  ])
  expect(sent!.content).toEqual({ total: digest!.content.total, since: digest!.content.since })

  const claim = async (fn: string) => (await rpc<{ state: string }>(`public.${fn}('leads', $1)`, [ids[1]])).state
  expect(await claim('claim_notification')).toBe('held')
  expect(await rpc("public.release_held('leads', $1)", [ids[1]])).toBe(true)
  expect(await claim('claim_notification')).toBe('single')
  expect(await claim('claim_acknowledgement')).toBe('held')
})
