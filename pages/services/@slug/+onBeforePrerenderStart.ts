import { services } from '../../../content/services.ts'

export default () => services.map((s) => `/services/${s.slug}/`)
