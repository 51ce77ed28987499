// Every page without islands loads only the shared behaviours (no React).
import { startSite } from '../lib/browser/site.ts'

startSite()
