/**
 * The Prefer header as PostgREST reads it: comma-separated preferences, possibly over several headers. Unknown
 * or invalid ones are ignored (handling=lenient, the default), or refused with handling=strict.
 */
import type { IncomingMessage } from 'node:http'
import { apiError } from './postgrest-errors.ts'
import { QueryError } from './postgrest-query.ts'

export interface Preferences {
  return: 'minimal' | 'representation' | 'headers-only'
  resolution?: 'merge-duplicates' | 'ignore-duplicates'
  missingDefault: boolean
  countExact: boolean
  /** The preferences that were honoured, for the Preference-Applied header. */
  applied: string[]
}

const KNOWN: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  count: ['exact', 'planned', 'estimated'],
  handling: ['strict', 'lenient'],
  tx: ['commit'],
}

export function preferences(request: IncomingMessage): Preferences {
  const raw = request.headers.prefer
  const tokens = (Array.isArray(raw) ? raw.join(',') : (raw ?? ''))
    .split(',')
    .map((token) => token.trim())
    .filter(Boolean)
  const chosen = new Map<string, string>()
  const invalid: string[] = []
  for (const token of tokens) {
    const [name = '', value = ''] = token.split('=').map((part) => part.trim())
    if (KNOWN[name]?.includes(value)) chosen.set(name, value)
    else invalid.push(token)
  }
  if (chosen.get('handling') === 'strict' && invalid.length > 0) {
    throw new QueryError(
      apiError(
        400,
        'PGRST122',
        `Invalid preferences given with handling=strict`,
        null,
        `Invalid preferences: ${invalid.join(', ')}`,
      ),
    )
  }
  const applied = [...chosen].filter(([name]) => name !== 'handling').map(([name, value]) => `${name}=${value}`)
  return {
    return: (chosen.get('return') as Preferences['return'] | undefined) ?? 'minimal',
    resolution: chosen.get('resolution') as Preferences['resolution'],
    missingDefault: chosen.get('missing') === 'default',
    countExact: chosen.get('count') === 'exact',
    applied,
  }
}
