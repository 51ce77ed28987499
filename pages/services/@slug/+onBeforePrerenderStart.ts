import { routesOf } from '../../../lib/routes.ts'

export default () => routesOf('service').map((route) => route.path)
