import { services } from './services.ts'

/** The five services with a page under /services/ (the sixth card, 3D design, has its own page). */
export const detailServices = services
  .filter((s) => s.href.startsWith('/services/'))
  .map((s) => ({ ...s, slug: s.href.slice('/services/'.length) }))
