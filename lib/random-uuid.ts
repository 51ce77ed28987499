/**
 * A version 4 UUID: the id a form gives its row, and each photo's name in the bucket. crypto.randomUUID is missing in
 * older Safari and outside secure contexts (a plain-http preview); crypto.getRandomValues is everywhere, so the UUID
 * is made from it there. Without either, this throws and the form shows its "unexpected error" message.
 */
export function randomUuid(crypto: Partial<Crypto> | undefined = globalThis.crypto): string {
  if (typeof crypto?.randomUUID === 'function') return crypto.randomUUID()
  if (typeof crypto?.getRandomValues !== 'function')
    throw new Error('This browser cannot make a random id (no crypto.getRandomValues)')
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = (bytes[6]! & 0x0f) | 0x40 // version 4
  bytes[8] = (bytes[8]! & 0x3f) | 0x80 // RFC 9562 variant
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}
