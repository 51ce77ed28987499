/**
 * `/storage/v1/object/...`: the part of Supabase Storage the site and functions use, as Storage answers it
 * (supabase/storage, src/http/routes/object), the bytes in storage.objects rows. A refusal is HTTP 400 (500 stays
 * 500) with the real status in the body.
 */
import { createHash, createHmac, randomUUID } from 'node:crypto'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { type Database, isDatabaseError, type Tx } from './database.ts'
import { BodyTooLarge, header, parseJson, readBody, send, sendJson } from './http.ts'
import { gatewayRole, LOCAL_JWT_SECRET, requestSettings } from './keys.ts'

/** Storage's own ceiling when a bucket sets none (the hosted free plan's global limit). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024

class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    /** Storage's ErrorCode (src/internal/errors/codes.ts). */
    readonly code: string,
    message: string,
  ) {
    super(message)
  }
}

const tooLarge = () => new StorageError(413, 'EntityTooLarge', 'The object exceeded the maximum allowed size')

/** What an error becomes; one from Postgres on storage.objects as src/storage/database/errors.ts, DBError.fromDBError. */
function refusal(error: unknown): StorageError {
  if (error instanceof StorageError) return error
  if (error instanceof BodyTooLarge) return tooLarge()
  if (!isDatabaseError(error)) throw error
  if (error.code === '42501') {
    // A policy's refusal has Storage's sentence; a trigger's own 42501 message is passed on.
    const rls = error.message.includes('row-level security')
    return new StorageError(403, 'AccessDenied', rls ? 'new row violates row-level security policy' : error.message)
  }
  if (error.code === '23505') return new StorageError(409, 'ResourceAlreadyExists', 'The resource already exists')
  return new StorageError(500, 'DatabaseError', `database error, code: ${error.code}`)
}

// Signed URLs carry an HS256 token over { url: "<bucket>/<name>", scope: "download", iat, exp }, as Storage signs them.
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const hmac = (data: string) => base64url(createHmac('sha256', LOCAL_JWT_SECRET).update(data).digest())

function signToken(url: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000)
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ url, scope: 'download', iat, exp: iat + expiresIn }))}`
  return `${unsigned}.${hmac(unsigned)}`
}

function verifyToken(token: string, url: string) {
  const [head, payload, signature] = token.split('.')
  const claims = (signature === hmac(`${head}.${payload}`) && parseJson(Buffer.from(payload!, 'base64url'))) as
    | { url?: unknown; scope?: unknown; exp: number }
    | undefined
  if (claims?.scope !== 'download' || claims.url !== url)
    throw new StorageError(400, 'InvalidSignature', 'Invalid signature')
  if (claims.exp * 1000 < Date.now()) throw new StorageError(400, 'ExpiredToken', 'The provided token has expired.')
}

/** Storage's type check: "image/jpeg" passes "image/jpeg" or "image/*". */
function typeAllowed(type: string, allowed: string[] | null): boolean {
  const [kind, subtype] = type.split('/')
  if (!allowed?.length) return true
  return Boolean(kind && subtype) && allowed.some((entry) => entry === `${kind}/${subtype}` || entry === `${kind}/*`)
}

/** Work in a transaction as the caller: its role and its request settings, so its policies decide. */
type AsCaller = <T>(work: (tx: Tx) => Promise<T>) => Promise<T>

export function storageHandler(db: Database) {
  /** A raw upload, as the quote form sends it: the bucket's limits, then its policy, then the bytes and the row. */
  async function upload(request: IncomingMessage, asCaller: AsCaller, bucket: string, name: string) {
    const { rows } = await db.transaction((tx) =>
      tx.query<{ file_size_limit: number | null; allowed_mime_types: string[] | null }>(
        'select file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [bucket],
      ),
    )
    if (!rows[0]) throw new StorageError(404, 'NoSuchBucket', 'Bucket not found')
    const maxBytes = Math.min(rows[0].file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT)
    if (Number(header(request, 'content-length') ?? 0) > maxBytes) throw tooLarge()
    const bytes = await readBody(request, maxBytes)
    const mimetype = header(request, 'content-type') ?? 'application/octet-stream'
    if (!typeAllowed(mimetype, rows[0].allowed_mime_types))
      throw new StorageError(415, 'InvalidMimeType', `mime type ${mimetype} is not supported`)

    // As Storage does: the policy is tested by inserting the row as the caller (plainly, so no SELECT policy is
    // needed) and rolling it back; then the row is written as Storage's admin. Triggers run at both writes.
    const version = randomUUID()
    const rolledBack = new Error('test permission')
    const insert = 'insert into storage.objects (bucket_id, name, version, metadata, bytes) values ($1, $2, $3, $4, $5)'
    await asCaller(async (tx) => {
      await tx.query(insert, [bucket, name, version, null, null])
      throw rolledBack
    }).catch((error: unknown) => {
      if (error !== rolledBack) throw error
    })
    const metadata = {
      mimetype,
      size: bytes.length,
      cacheControl: header(request, 'cache-control') ?? 'no-cache',
      eTag: `"${createHash('md5').update(bytes).digest('hex')}"`,
      lastModified: new Date().toISOString(),
    }
    const written = await db.transaction((tx) =>
      tx.query<{ id: string }>(`${insert} returning id`, [bucket, name, version, metadata, bytes]),
    )
    return { Id: written.rows[0]!.id, Key: `${bucket}/${name}` }
  }

  /** Signed links to the objects among `paths` that the caller can see (its role's select policies decide). */
  async function sign(asCaller: AsCaller, bucket: string, paths: string[], expiresIn: number) {
    const { rows } = await asCaller((tx) =>
      tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [
        bucket,
        paths,
      ]),
    )
    const found = new Set(rows.map((row) => row.name))
    return paths.map((path) => ({
      error: found.has(path) ? null : 'Either the object does not exist or you do not have access to it',
      path,
      signedURL: found.has(path)
        ? `/object/sign/${bucket}/${encodeURI(path)}?token=${signToken(`${bucket}/${path}`, expiresIn)}`
        : null,
    }))
  }

  async function download(response: ServerResponse, bucket: string, name: string, token: string) {
    verifyToken(token, `${bucket}/${name}`)
    const { rows } = await db.transaction((tx) =>
      tx.query<{ bytes: Uint8Array | null; metadata: { mimetype: string; cacheControl: string } }>(
        'select bytes, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      ),
    )
    if (!rows[0]?.bytes) throw new StorageError(404, 'NoSuchKey', 'Object not found')
    send(response, 200, Buffer.from(rows[0].bytes), {
      'Content-Type': rows[0].metadata.mimetype,
      'Cache-Control': rows[0].metadata.cacheControl,
    })
  }

  /** The files directly under `prefix` (a lead's photos: the policy allows no deeper names), as storage.search lists them. */
  async function list(asCaller: AsCaller, bucket: string, body: Record<string, unknown>) {
    const prefix = typeof body.prefix === 'string' && body.prefix ? `${body.prefix.replace(/\/$/, '')}/` : ''
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
    const column = ['name', 'created_at', 'updated_at'].includes(String(sortBy.column)) ? String(sortBy.column) : 'name'
    const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc'
    const { rows } = await asCaller((tx) =>
      tx.query(
        `select * from (select substr(name, length($2) + 1) as name, id, created_at, updated_at, last_accessed_at, metadata
           from storage.objects where bucket_id = $1 and starts_with(name, $2)) files
         where position('/' in name) = 0 order by ${column} ${order}, name limit $3`,
        [bucket, prefix, typeof body.limit === 'number' ? body.limit : 100],
      ),
    )
    return rows
  }

  async function remove(asCaller: AsCaller, bucket: string, names: string[]) {
    const { rows } = await asCaller(async (tx) => {
      // Storage sets this before its own deletes; storage.protect_delete() refuses every other DELETE.
      await tx.query("select set_config('storage.allow_delete_query', 'true', true)")
      return tx.query(
        `delete from storage.objects where bucket_id = $1 and name = any($2)
         returning id, bucket_id, name, owner, owner_id, version, metadata, created_at, updated_at, last_accessed_at`,
        [bucket, names],
      )
    })
    return rows
  }

  /** `path` is what follows /storage/v1. */
  return async (request: IncomingMessage, response: ServerResponse, path: string, search: URLSearchParams) => {
    try {
      const match = /^\/object(?:\/(sign|list))?\/([^/]+)(?:\/(.+))?$/.exec(path)
      const [, action = 'object', bucket = '', name] = [...(match ?? [])].map(
        (part) => part && decodeURIComponent(part),
      )
      const route = match ? `${request.method} ${action}${name ? '/<name>' : ''}` : 'none'
      // A signed link is its own authority: no key.
      if (route === 'GET sign/<name>') return await download(response, bucket, name!, search.get('token') ?? '')

      const role = gatewayRole(request)
      if (typeof role !== 'string') throw new StorageError(400, 'InvalidJWT', role.refused)
      const settings = requestSettings(request)
      const asCaller: AsCaller = (work) => db.transaction(work, role, settings)
      const body = async () => (parseJson(await readBody(request)) ?? {}) as Record<string, unknown>
      switch (route) {
        case 'POST object/<name>':
          return sendJson(response, 200, await upload(request, asCaller, bucket, name!))
        case 'POST sign': {
          const { paths, expiresIn } = (await body()) as { paths: string[]; expiresIn: number }
          return sendJson(response, 200, await sign(asCaller, bucket, paths, expiresIn))
        }
        case 'POST list':
          return sendJson(response, 200, await list(asCaller, bucket, await body()))
        case 'DELETE object':
          return sendJson(response, 200, await remove(asCaller, bucket, (await body()).prefixes as string[]))
      }
      sendJson(response, 404, {
        statusCode: '404',
        error: 'Not Found',
        message: `Route ${request.method}:/storage/v1${path} not found`,
      })
    } catch (error) {
      const { statusCode, code, message } = refusal(error)
      sendJson(response, statusCode === 500 ? 500 : 400, { statusCode: String(statusCode), code, message })
    }
  }
}
