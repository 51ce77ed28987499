/**
 * A site built before the publishable key, on a project that still has the legacy pair: the pages carry the
 * anon JWT (swapped into the islands' props here), both forms store and mail with it, and the sweep runs with
 * the service_role JWT as its bearer token, as the old schedule sent it.
 */
import {
  LOCAL_ANON_KEY,
  LOCAL_BACKEND_URL,
  LOCAL_PUBLISHABLE_KEY,
  LOCAL_SERVICE_ROLE_KEY,
} from '../../lib/local-backend.server.ts'
import { emailsMentioning, failSends, rows } from './backend.ts'
import { expect, test, unique } from './fixtures.ts'
import { hydrated } from './islands.ts'
import { fillQuote } from './quote-form.ts'

test.beforeEach(async ({ page }) => {
  await page.route('**/assets/islands/*.json', async (route) => {
    const response = await route.fetch()
    await route.fulfill({ response, body: (await response.text()).replaceAll(LOCAL_PUBLISHABLE_KEY, LOCAL_ANON_KEY) })
  })
})

test('both forms and the sweep work with the legacy anon and service_role keys', async ({ page }) => {
  const keysSent = new Set<string>()
  page.on('request', (request) => {
    if (request.url().startsWith(LOCAL_BACKEND_URL)) keysSent.add(request.headers().apikey ?? 'none')
  })

  // A quote whose first e-mail fails, so that the sweep is the one to deliver it.
  const name = `Legacy ${unique()}`
  await failSends({ status: 500, name: 'internal_server_error', message: 'Unexpected error', times: 1, match: name })
  await (await fillQuote(page, name)).getByRole('button', { name: 'Get My Free Quote' }).click()
  await expect(page.getByRole('alert')).toContainText('Your request is saved')
  const sweep = await fetch(`${LOCAL_BACKEND_URL}/functions/v1/notify-pending`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${LOCAL_SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ min_age_seconds: 0, batch: 100 }),
  })
  expect(sweep.status).toBe(200)
  await expect.poll(() => emailsMentioning(name).length).toBe(1)
  expect(await rows('leads', { name })).toEqual([expect.objectContaining({ notified_at: expect.any(String) })])

  const company = `Legacy Tile ${unique()}`
  await page.goto('/subcontractor-signup/')
  await hydrated(page, 'SubcontractorForm')
  const form = page.getByRole('form', { name: 'Subcontractor application' })
  for (const [label, value] of [
    ['Company name', company],
    ['Contact name', 'Maria Lopez'],
    ['Email', `${unique()}@tile.example`],
    ['Phone', '(760) 555-0199'],
    ['Street address', '500 Industrial Way'],
    ['City', 'Escondido'],
    ['State', 'CA'],
    ['ZIP', '92025'],
    ['Contractor license number', 'C54-123456'],
    ['Years in business', '12'],
    ['Insurance information', 'General liability $2M'],
    ['References', 'A. Smith 619-555-0101'],
  ] as const)
    await form.getByLabel(label).fill(value)
  await form.getByRole('button', { name: 'Submit Application' }).click()
  await expect(page.getByRole('heading', { name: 'Application Submitted Successfully!' })).toBeVisible()
  await expect.poll(() => emailsMentioning(company).length).toBe(1)

  expect([...keysSent]).toEqual([LOCAL_ANON_KEY])
})
