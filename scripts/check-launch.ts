/**
 * `npm run check:launch`: lists every placeholder still in the site (scripts/launch-checklist.ts) and exits
 * non-zero while any remains. Run it with the production settings in the environment to check those too.
 */
import { formatChecklist, launchChecklist } from './launch-checklist.ts'

const items = await launchChecklist(process.env)
console.log(formatChecklist(items))
process.exitCode = items.length ? 1 : 0
