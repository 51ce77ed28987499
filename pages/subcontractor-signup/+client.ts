// The application form island. The shared behaviours come from lib/browser/site.ts, which loads this
// entry once the page has painted.
import { hydrateIslands } from '../../lib/islands/hydrate.ts'

hydrateIslands({ SubcontractorForm: () => import('../../components/islands/SubcontractorForm.tsx') })
