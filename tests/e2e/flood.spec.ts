/**
 * Real leads first, bots nowhere: while a script floods the public API from rotating addresses of the visitor's
 * own networks (IPv6 /64s of one /48, IPv4 addresses of one /24), without a proof of work and calling the
 * e-mail function too, a visitor submits the quote form in the browser, which earns its proof while they
 * type: they reach /thank-you, the owner gets their e-mail on its own and they get the acknowledgement; the
 * flood's rows are held (or refused past the held limits) and no junk address is written to.
 */
import { expect, test } from '@playwright/test'
import { LOCAL_ANON_KEY, LOCAL_BACKEND_URL } from '../../lib/local-backend.server.ts'
import { emailsMentioning, emailsTo, rows } from './backend.ts'
import { fillQuote } from './quote-form.ts'

const JUNK = 40

async function junk(index: number, marker: string) {
  const row = {
    id: crypto.randomUUID(),
    name: `${marker}-${index}`,
    email: `${marker.toLowerCase()}-${index}@example.com`,
    phone: '555',
    project_type: 'Other',
    property_address: 'x',
    message: 'cheap pills',
  }
  const address = index % 2 ? `2001:db8:4a4a:${index.toString(16)}::1` : `127.0.0.${10 + index}`
  const headers = {
    apikey: LOCAL_ANON_KEY,
    Authorization: `Bearer ${LOCAL_ANON_KEY}`,
    'Content-Type': 'application/json',
  }
  const stored = await fetch(`${LOCAL_BACKEND_URL}/rest/v1/leads`, {
    method: 'POST',
    headers: { ...headers, 'X-Forwarded-For': address },
    body: JSON.stringify(row),
  })
  if (stored.ok && index % 2 === 0)
    await fetch(`${LOCAL_BACKEND_URL}/functions/v1/send-lead-email`, {
      method: 'POST',
      headers,
      body: JSON.stringify(row),
    })
  return row
}

test('a flood from rotating addresses never refuses, delays or outranks a real visitor', async ({ page }) => {
  const marker = `Flood${Date.now().toString(36)}`
  const name = `Real Visitor ${marker}`
  const form = await fillQuote(page, name)
  const flood = Promise.all(Array.from({ length: JUNK }, (_, index) => junk(index, marker)))
  await form.getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page).toHaveURL(/\/thank-you\/$/)
  const junkRows = await flood

  const [stored] = await rows('leads', { name })
  expect(stored).toMatchObject({ verification: 'verified', proof: null })
  await expect.poll(() => emailsMentioning(name).length).toBe(1)
  await expect.poll(() => emailsTo(stored!.email as string).length).toBe(1)

  const held = (await Promise.all(junkRows.map((row) => rows('leads', { id: row.id })))).flat()
  expect(held.length).toBeGreaterThan(0)
  expect(held.length).toBeLessThan(JUNK)
  expect(new Set(held.map((row) => row.verification))).toEqual(new Set(['missing']))
  expect(emailsMentioning(marker).filter((email) => !email.html.includes(name))).toEqual([])
  expect(junkRows.flatMap((row) => emailsTo(row.email))).toEqual([])
})
