import { locations } from '../../../content/locations.ts'

export default () => locations.map((l) => `/locations/${l.slug}/`)
