import { detailServices } from '../../../content/services-list.ts'

export default () => detailServices.map((s) => s.href)
