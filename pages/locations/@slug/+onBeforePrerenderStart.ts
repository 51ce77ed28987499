import { routesOf } from '../../../lib/routes.ts'

export default () => routesOf('location').map((route) => route.path)
