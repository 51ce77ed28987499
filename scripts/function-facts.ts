/**
 * `npm run facts`: writes the business facts the e-mail functions need from content/business.ts, since a deployed
 * function sees only supabase/functions. tests/unit/function-facts.test.ts fails while that copy is stale.
 */
import { writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { business, licenseLookupHref } from '../content/business.ts'

export const functionFactsPath = fileURLToPath(new URL('../supabase/functions/_shared/business.ts', import.meta.url))

export function functionFactsSource(): string {
  const facts = {
    name: business.name,
    email: business.email,
    phone: business.phone.display,
    hours: business.hours.label,
    replyPromise: business.replyPromise,
    licenseNumber: business.licenseNumber,
    licenseLookupUrl: licenseLookupHref,
  }
  return `// Written by scripts/function-facts.ts from content/business.ts (npm run facts): change them there, not here.
/** The business facts the e-mail functions use (a deployed function sees only supabase/functions). */
export const business = ${JSON.stringify(facts, null, 2)} as const
`
}

if (import.meta.url === `file://${process.argv[1]}`) {
  writeFileSync(functionFactsPath, functionFactsSource())
  console.log(`wrote ${functionFactsPath}`)
}
