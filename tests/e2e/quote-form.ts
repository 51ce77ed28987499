/** Opening and filling the home page's quote form, as the form tests do. */
import type { Locator, Page } from '@playwright/test'
import { hydrated } from './islands.ts'

export async function openQuoteForm(page: Page): Promise<Locator> {
  // Instant scrolling: the smooth scroll to the form (home.spec.ts holds where it lands) cost each test a second.
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/#contact')
  await hydrated(page, 'QuoteForm')
  return page.getByRole('form', { name: 'Request a free quote' })
}

/** Fills every field; the e-mail address is made from the name, so each test's visitor has its own. */
export async function fillFields(form: Locator, name: string): Promise<Locator> {
  await form.getByLabel('Full name').fill(name)
  await form.getByLabel('Email').fill(`${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}@example.com`)
  await form.getByLabel('Phone').fill('(619) 555-0100')
  await form.getByLabel('Property address').fill('1234 Garnet Ave, San Diego, CA 92109')
  await form.getByLabel('Project type').selectOption('Bathroom Remodel')
  await form.getByLabel(/Tell us about your project/).fill('Walk-in shower instead of the tub.')
  return form
}

export async function fillQuote(page: Page, name: string): Promise<Locator> {
  return fillFields(await openQuoteForm(page), name)
}
