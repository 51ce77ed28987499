import { routesOf } from '../../../lib/routes.ts'

export default () => routesOf('article').map((route) => route.path)
