import { routesOf } from '../../../lib/routes.ts'

export default () => routesOf('project').map((route) => route.path)
