import { startSite } from '../../lib/browser/site.ts'
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

startSite()
hydrateIslands({ SubcontractorForm: () => import('../../components/islands/SubcontractorForm.tsx') })
