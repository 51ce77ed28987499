/** Which API role a bearer key stands for on the local backend (the keys themselves: lib/local-backend.server.ts). */
import { LOCAL_ANON_KEY, LOCAL_SERVICE_ROLE_KEY } from '../../lib/local-backend.server.ts'

export type ApiRole = 'anon' | 'service_role'

export function roleOfKey(key: string | undefined): ApiRole | undefined {
  if (key === LOCAL_ANON_KEY) return 'anon'
  if (key === LOCAL_SERVICE_ROLE_KEY) return 'service_role'
  return undefined
}
