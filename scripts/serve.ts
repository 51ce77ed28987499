/**
 * Serves the built site (dist/client) the way a static CDN does: clean URLs map to folder/index.html,
 * text is compressed (gzip or brotli, as the browser asks), unknown paths get 404.html with status 404,
 * and the headers of dist/client/_headers (Netlify/Cloudflare format: CSP, caching...) are applied, so
 * tests and benchmarks run under the real deploy headers.
 */
import { readFileSync, existsSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { join } from 'node:path'
import compression from 'compression'
import sirv from 'sirv'
import { parseHeadersFile, headersFor } from './headers-file.ts'

export interface StaticServer {
  url: string
  close(): Promise<void>
}

export async function serveStatic({ root = 'dist/client', port = 3000, host = '127.0.0.1' } = {}): Promise<StaticServer> {
  const rulesFile = join(root, '_headers')
  const rules = existsSync(rulesFile) ? parseHeadersFile(readFileSync(rulesFile, 'utf8')) : []
  const notFoundPage = readFileSync(join(root, '404.html'))
  const assets = sirv(root, { extensions: ['html'], dotfiles: false, etag: true })
  // compression is connect middleware: it only needs Node's own request and response, whatever its
  // Express-flavoured type declarations say.
  const compress = compression() as unknown as (request: IncomingMessage, response: ServerResponse, next: () => void) => void

  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname
    for (const [name, value] of headersFor(rules, path)) response.setHeader(name, value)
    compress(request, response, () =>
      assets(request, response, () => {
        response.statusCode = 404
        response.setHeader('Content-Type', 'text/html; charset=utf-8')
        response.end(notFoundPage)
      }),
    )
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, host, resolve)
  })
  const address = server.address() as AddressInfo
  return {
    url: `http://${host}:${address.port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  }
}
