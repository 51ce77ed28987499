/**
 * What stands between a client and PostgREST or the functions on a hosted Supabase project, as far as the
 * database can see it: Cloudflare sets `cf-connecting-ip` to the address that connected to it (replacing
 * whatever the client sent) and appends that address to `x-forwarded-for` (keeping what the client wrote in
 * front of it); PostgREST then hands every request header to Postgres in the `request.headers` setting.
 * docs/backend.md ("Limits") has the sources.
 *
 * `trustForwardedFor` stands in for a trusted proxy in front of this one (the end-to-end tests and the lead
 * bench use it to come from many addresses): the client address is then the last x-forwarded-for entry the
 * caller sent, as an edge behind a load balancer would take it.
 */
import type { IncomingMessage } from 'node:http'

/** The connecting address as an edge sees it: IPv4 clients of a dual-stack socket without the ::ffff: prefix. */
function socketAddress(request: IncomingMessage): string {
  const address = request.socket.remoteAddress ?? ''
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address
}

export function applyEdge(request: IncomingMessage, trustForwardedFor: boolean): void {
  const sent = request.headers['x-forwarded-for']
  const forwarded = (Array.isArray(sent) ? sent.join(',') : (sent ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  const client = (trustForwardedFor && forwarded.at(-1)) || socketAddress(request)
  request.headers['cf-connecting-ip'] = client
  request.headers['x-forwarded-for'] = [...forwarded, client].join(', ')
}
