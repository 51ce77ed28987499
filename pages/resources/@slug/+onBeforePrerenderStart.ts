import { guides } from '../../../content/guides.ts'

export default () => guides.map((g) => `/resources/${g.slug}/`)
