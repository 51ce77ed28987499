// The application form island, loaded once the page has painted (lib/browser/after-paint.ts).
import type { Islands } from '../../components/islands/registry.tsx'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

hydrateIslands<Islands>({ SubcontractorForm: () => import('../../components/islands/SubcontractorForm.tsx') })
