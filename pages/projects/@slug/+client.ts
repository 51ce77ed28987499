// A case study's before-and-after comparisons, started once the page has painted (lib/browser/after-paint.ts).
import { startComparisons } from '../../../lib/browser/before-after.ts'

startComparisons()
