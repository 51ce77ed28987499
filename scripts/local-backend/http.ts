/** Small helpers over node:http for the local backend's routes. */
import type { IncomingMessage, ServerResponse } from 'node:http'

export class BodyTooLarge extends Error {}

export async function readBody(request: IncomingMessage, maxBytes = 1_000_000): Promise<Buffer> {
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of request) {
    size += (chunk as Buffer).length
    if (size > maxBytes) throw new BodyTooLarge(`request body over ${maxBytes} bytes`)
    chunks.push(chunk as Buffer)
  }
  return Buffer.concat(chunks)
}

export function send(
  response: ServerResponse,
  status: number,
  body: string | Buffer | null,
  headers: Record<string, string> = {},
) {
  response.writeHead(
    status,
    body === null ? headers : { ...headers, 'Content-Length': String(Buffer.byteLength(body)) },
  )
  response.end(body ?? undefined)
}

export const jsonType = { 'Content-Type': 'application/json; charset=utf-8' }

export function sendJson(response: ServerResponse, status: number, value: unknown) {
  send(response, status, JSON.stringify(value), jsonType)
}

export function header(request: IncomingMessage, name: string): string | undefined {
  const value = request.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}

export function bearerToken(request: IncomingMessage): string | undefined {
  return /^Bearer\s+(.+)$/i.exec(header(request, 'authorization') ?? '')?.[1]?.trim()
}

/** Parses a JSON body; undefined when it is not JSON. */
export function parseJson(body: Buffer): unknown {
  try {
    return JSON.parse(body.toString('utf8')) as unknown
  } catch {
    return undefined
  }
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`)
}
