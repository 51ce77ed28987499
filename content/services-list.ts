import { services } from './services.ts'

/** The five services with a page at /services/<slug> (the sixth card, 3D design, links to /3d-renderings). */
export const detailServices = services.filter((s) => s.href === `/services/${s.slug}/`)
