/**
 * The services with a page of their own: one file per service in content/services/, named by its slug
 * (the page is /services/<slug>/), in the order of the /services overview. The overview's last card, 3D
 * design, has its own page at /3d-renderings/ (content/renderings.ts).
 */
import { defineCollection, filesIn } from './collection.server.ts'
import { Service } from './schema.ts'

const files = await filesIn('services')
export const services = defineCollection('services', Service, files, { min: 1 })
export type Service = (typeof services)[number]
