/**
 * The remodeling guides: one file per guide in content/guides/, named by its slug (the page is
 * /resources/<slug>/). Figures the business quotes elsewhere appear verbatim; business facts are interpolated.
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Guide } from './schema.ts'

const files = await filesIn('guides')
export const guides = defineCollection('guides', Guide, files, { min: 1 })
export type Guide = (typeof guides)[number]
