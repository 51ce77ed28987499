/** The e-mail functions' copy of the business facts is what content/business.ts says today. */
import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'
import { functionFactsPath, functionFactsSource } from '../../scripts/function-facts.ts'

test('supabase/functions/_shared/business.ts is up to date (npm run facts writes it)', () => {
  expect(readFileSync(functionFactsPath, 'utf8')).toBe(functionFactsSource())
})
