import type { Islands } from '../../components/islands/registry.tsx'
import { startSite } from '../../lib/browser/site.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

startSite()
hydrateIslands<Islands>({ SubcontractorForm: () => import('../../components/islands/SubcontractorForm.tsx') })
