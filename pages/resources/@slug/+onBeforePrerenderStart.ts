import { routesOf } from '../../../lib/routes.ts'

export default () => routesOf('guide').map((route) => route.path)
