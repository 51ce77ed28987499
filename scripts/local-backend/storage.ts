/**
 * `/storage/v1/object/...`: the part of Supabase Storage the site, the functions and the tests use, answered
 * as Storage answers it (supabase/storage, src/http/routes/object), with the rows in the same database as
 * everything else (supabase-storage.sql) and the bytes in a folder or in memory: a raw upload (the bucket's
 * limits, then the policy tested by inserting the row as the caller and rolling it back, then the row written
 * as Storage's admin, so triggers run at both writes), signed download links, listing, and deleting by name.
 * A refusal is HTTP 400 (500 stays 500) with the real status in the body: { statusCode, code, error, message }.
 */
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto'
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join } from 'node:path'
import type { Database, DatabaseRole, Tx } from './database.ts'
import { BodyTooLarge, header, parseJson, readBody, send, sendJson } from './http.ts'
import { gatewayRole, LOCAL_JWT_SECRET } from './keys.ts'
import { isDatabaseError } from './postgrest-errors.ts'
import { requestSettings } from './request-settings.ts'

/** Storage's own ceiling when a bucket sets none (the hosted free plan's global limit). */
const GLOBAL_FILE_SIZE_LIMIT = 50 * 1024 * 1024
/** Object names Storage accepts (src/storage/limits.ts, VALID_OBJECT_KEY), and never a ".." segment. */
const VALID_KEY = /^[A-Za-z0-9_/!.*'() &$=@;:+,?-]+$/

const CORS = { 'Access-Control-Allow-Origin': '*' }

class StorageError extends Error {
  constructor(
    readonly statusCode: number,
    /** Storage's ErrorCode (src/internal/errors/codes.ts). */
    readonly code: string,
    /** The older "error" field, where Storage still sets one; else the code. */
    readonly error: string,
    message: string,
  ) {
    super(message)
  }
}

const errors = {
  bucketNotFound: () => new StorageError(404, 'NoSuchBucket', 'Bucket not found', 'Bucket not found'),
  objectNotFound: () => new StorageError(404, 'NoSuchKey', 'not_found', 'Object not found'),
  tooLarge: () =>
    new StorageError(413, 'EntityTooLarge', 'Payload too large', 'The object exceeded the maximum allowed size'),
  mimeType: (type: string) =>
    new StorageError(415, 'InvalidMimeType', 'invalid_mime_type', `mime type ${type} is not supported`),
  invalidKey: (key: string) => new StorageError(400, 'InvalidKey', 'InvalidKey', `Invalid key: ${key}`),
  invalidJwt: (message: string) => new StorageError(400, 'InvalidJWT', 'InvalidJWT', message),
  invalidSignature: () => new StorageError(400, 'InvalidSignature', 'InvalidSignature', 'Invalid signature'),
  expired: () => new StorageError(400, 'ExpiredToken', 'ExpiredToken', 'The provided token has expired.'),
  invalidRequest: (message: string) => new StorageError(400, 'InvalidRequest', 'InvalidRequest', message),
}

/** What a Postgres error on storage.objects becomes (src/storage/database/errors.ts, DBError.fromDBError). */
function fromDatabase(error: { code: string; message: string }): StorageError {
  if (error.code === '42501') {
    return new StorageError(
      403,
      'AccessDenied',
      'Unauthorized',
      error.message.includes('row-level security') ? 'new row violates row-level security policy' : error.message,
    )
  }
  if (error.code === '23505')
    return new StorageError(409, 'ResourceAlreadyExists', 'Duplicate', 'The resource already exists')
  if (error.code === '23503')
    return new StorageError(404, 'InvalidRequest', 'InvalidRequest', 'The related resource does not exist')
  return new StorageError(500, 'DatabaseError', 'DatabaseError', `database error, code: ${error.code}`)
}

function reply(response: ServerResponse, error: unknown) {
  if (isDatabaseError(error)) error = fromDatabase(error)
  if (error instanceof BodyTooLarge) error = errors.tooLarge()
  if (!(error instanceof StorageError)) throw error
  sendJson(
    response,
    error.statusCode === 500 ? 500 : 400,
    { statusCode: String(error.statusCode), code: error.code, error: error.error, message: error.message },
    CORS,
  )
}

/** Where the bytes are kept: a folder (npm start), or memory (tests); each version of an object apart. */
export interface BlobStore {
  put(key: string, bytes: Buffer): void
  get(key: string): Buffer | undefined
  delete(key: string): void
}

export function blobStore(folder: string | null): BlobStore {
  if (folder === null) {
    const kept = new Map<string, Buffer>()
    return {
      put: (key, bytes) => void kept.set(key, bytes),
      get: (key) => kept.get(key),
      delete: (key) => void kept.delete(key),
    }
  }
  mkdirSync(folder, { recursive: true })
  const path = (key: string) => join(folder, createHash('sha256').update(key).digest('hex'))
  return {
    put: (key, bytes) => writeFileSync(path(key), bytes),
    get: (key) => {
      try {
        return readFileSync(path(key))
      } catch {
        return undefined
      }
    },
    delete: (key) => rmSync(path(key), { force: true }),
  }
}

const blobKey = (bucket: string, name: string, version: string) => `${bucket}/${name}#${version}`

// Signed URLs carry an HS256 token over { url: "<bucket>/<name>", scope: "download", iat, exp }, as Storage signs them.
const base64url = (value: string | Buffer) => Buffer.from(value).toString('base64url')
const hmac = (data: string) => createHmac('sha256', LOCAL_JWT_SECRET).update(data).digest()

function signToken(url: string, expiresIn: number): string {
  const iat = Math.floor(Date.now() / 1000)
  const unsigned = `${base64url(JSON.stringify({ alg: 'HS256', typ: 'JWT' }))}.${base64url(JSON.stringify({ url, scope: 'download', iat, exp: iat + expiresIn }))}`
  return `${unsigned}.${base64url(hmac(unsigned))}`
}

function verifyToken(token: string, url: string) {
  const [head, payload, signature] = token.split('.')
  if (!head || !payload || !signature) throw errors.invalidJwt('Invalid Compact JWS')
  const expected = hmac(`${head}.${payload}`)
  const given = Buffer.from(signature, 'base64url')
  if (given.length !== expected.length || !timingSafeEqual(given, expected))
    throw errors.invalidJwt('signature verification failed')
  const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
    url?: unknown
    scope?: unknown
    exp?: unknown
  }
  if (claims.scope !== 'download' || claims.url !== url) throw errors.invalidSignature()
  if (typeof claims.exp !== 'number' || claims.exp * 1000 < Date.now()) throw errors.expired()
}

interface Bucket {
  id: string
  file_size_limit: number | null
  allowed_mime_types: string[] | null
}

/** Storage's type check: "image/jpeg" passes "image/jpeg" or "image/*". */
function typeAllowed(type: string, allowed: string[] | null): boolean {
  if (!allowed?.length) return true
  const [kind, subtype] = type.split('/')
  return Boolean(kind && subtype) && allowed.some((entry) => entry === `${kind}/${subtype}` || entry === `${kind}/*`)
}

interface Upload {
  bytes: Buffer
  mimetype: string
  cacheControl: string
}

/** The file of an upload: the body itself, as the quote form sends it. */
async function uploadOf(request: IncomingMessage, maxBytes: number): Promise<Upload> {
  if (Number(header(request, 'content-length') ?? 0) > maxBytes) throw errors.tooLarge()
  return {
    bytes: await readBody(request, maxBytes),
    mimetype: header(request, 'content-type') ?? 'application/octet-stream',
    cacheControl: header(request, 'cache-control') ?? 'no-cache',
  }
}

export function storageHandler(db: Database, blobs: BlobStore) {
  async function bucketOf(id: string): Promise<Bucket> {
    const { rows } = await db.transaction((tx) =>
      tx.query<Bucket>(
        'select id, file_size_limit::float8 as file_size_limit, allowed_mime_types from storage.buckets where id = $1',
        [id],
      ),
    )
    if (!rows[0]) throw errors.bucketNotFound()
    return rows[0]
  }

  /** The row write Storage makes: as the caller to test the policy (then rolled back), or as its admin for good. */
  function writeRow(tx: Tx, bucket: string, name: string, version: string, upload: Upload) {
    const metadata = {
      mimetype: upload.mimetype,
      size: upload.bytes.length,
      cacheControl: upload.cacheControl,
      eTag: `"${createHash('md5').update(upload.bytes).digest('hex')}"`,
      lastModified: new Date().toISOString(),
    }
    return tx.query<{ id: string }>(
      'insert into storage.objects (bucket_id, name, version, metadata) values ($1, $2, $3, $4) returning id',
      [bucket, name, version, metadata],
    )
  }

  async function upload(
    request: IncomingMessage,
    role: DatabaseRole,
    settings: Record<string, string>,
    bucketId: string,
    name: string,
  ) {
    const bucket = await bucketOf(bucketId)
    const upload = await uploadOf(
      request,
      Math.min(bucket.file_size_limit ?? GLOBAL_FILE_SIZE_LIMIT, GLOBAL_FILE_SIZE_LIMIT),
    )
    if (!typeAllowed(upload.mimetype, bucket.allowed_mime_types)) throw errors.mimeType(upload.mimetype)
    const version = randomUUID()
    const rolledBack = new Error('test permission')
    await db
      .transaction(
        async (tx) => {
          // Storage inserts plainly (no RETURNING) to test the policy, which then needs no SELECT policy.
          await tx.query('insert into storage.objects (bucket_id, name, version) values ($1, $2, $3)', [
            bucketId,
            name,
            version,
          ])
          throw rolledBack
        },
        role,
        settings,
      )
      .catch((error: unknown) => {
        if (error !== rolledBack) throw error
      })
    blobs.put(blobKey(bucketId, name, version), upload.bytes)
    try {
      const { rows } = await db.transaction((tx) => writeRow(tx, bucketId, name, version, upload))
      return { Id: rows[0]!.id, Key: `${bucketId}/${name}` }
    } catch (error) {
      blobs.delete(blobKey(bucketId, name, version))
      throw error
    }
  }

  /** The names among these that the caller can see (its role's select policies decide, as findObjects does). */
  async function visible(role: DatabaseRole, settings: Record<string, string>, bucket: string, names: string[]) {
    const { rows } = await db.transaction(
      (tx) =>
        tx.query<{ name: string }>('select name from storage.objects where bucket_id = $1 and name = any($2)', [
          bucket,
          names,
        ]),
      role,
      settings,
    )
    return new Set(rows.map((row) => row.name))
  }

  async function sign(
    role: DatabaseRole,
    settings: Record<string, string>,
    bucket: string,
    paths: string[],
    expiresIn: unknown,
  ) {
    if (typeof expiresIn !== 'number' || !Number.isInteger(expiresIn) || expiresIn < 1)
      throw errors.invalidRequest('body/expiresIn must be integer')
    const found = await visible(role, settings, bucket, paths)
    return paths.map((path) => ({
      error: found.has(path) ? null : 'Either the object does not exist or you do not have access to it',
      path,
      signedURL: found.has(path)
        ? `/object/sign/${bucket}/${encodeURI(path)}?token=${signToken(`${bucket}/${path}`, expiresIn)}`
        : null,
    }))
  }

  async function download(response: ServerResponse, bucket: string, name: string, search: URLSearchParams) {
    verifyToken(search.get('token') ?? '', `${bucket}/${name}`)
    const { rows } = await db.transaction((tx) =>
      tx.query<{ version: string; metadata: { mimetype?: string; cacheControl?: string } | null }>(
        'select version, metadata from storage.objects where bucket_id = $1 and name = $2',
        [bucket, name],
      ),
    )
    const bytes = rows[0] && blobs.get(blobKey(bucket, name, rows[0].version))
    if (!rows[0] || !bytes) throw errors.objectNotFound()
    send(response, 200, bytes, {
      ...CORS,
      'Content-Type': rows[0].metadata?.mimetype ?? 'application/octet-stream',
      'Cache-Control': rows[0].metadata?.cacheControl ?? 'no-cache',
    })
  }

  async function list(
    role: DatabaseRole,
    settings: Record<string, string>,
    bucket: string,
    body: Record<string, unknown>,
  ) {
    const prefix = typeof body.prefix === 'string' && body.prefix ? `${body.prefix.replace(/\/$/, '')}/` : ''
    const limit = typeof body.limit === 'number' ? body.limit : 100
    const offset = typeof body.offset === 'number' ? body.offset : 0
    const sortBy = (body.sortBy ?? {}) as { column?: unknown; order?: unknown }
    const column = ['name', 'created_at', 'updated_at', 'last_accessed_at'].includes(String(sortBy.column))
      ? String(sortBy.column)
      : 'name'
    const order = String(sortBy.order).toLowerCase() === 'desc' ? 'desc' : 'asc'
    // Files directly under the prefix, and one entry (id null) per folder below it, as storage.search lists them.
    const { rows } = await db.transaction(
      (tx) =>
        tx.query(
          `select * from (
             select distinct on (entry) entry as name,
               case when is_file then id end as id, case when is_file then updated_at end as updated_at,
               case when is_file then created_at end as created_at, case when is_file then last_accessed_at end as last_accessed_at,
               case when is_file then metadata end as metadata
             from (select o.*, split_part(substr(o.name, length($2) + 1), '/', 1) as entry, position('/' in substr(o.name, length($2) + 1)) = 0 as is_file
                   from storage.objects o where o.bucket_id = $1 and o.name like $2 || '%') found
             order by entry, is_file desc
           ) listed order by ${column} ${order} nulls first, name limit $3 offset $4`,
          [bucket, prefix, limit, offset],
        ),
      role,
      settings,
    )
    return rows
  }

  async function remove(role: DatabaseRole, settings: Record<string, string>, bucket: string, names: unknown) {
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string'))
      throw errors.invalidRequest('body/prefixes must be array')
    const { rows } = await db.transaction(
      async (tx) => {
        // Storage sets this before its own deletes; storage.protect_delete() refuses every other DELETE.
        await tx.query("select set_config('storage.allow_delete_query', 'true', true)")
        return tx.query<{ name: string; version: string }>(
          'delete from storage.objects where bucket_id = $1 and name = any($2) returning *',
          [bucket, names],
        )
      },
      role,
      settings,
    )
    for (const row of rows) blobs.delete(blobKey(bucket, row.name, row.version))
    return rows
  }

  /** `path` is what follows /storage/v1. */
  return async (request: IncomingMessage, response: ServerResponse, path: string, search: URLSearchParams) => {
    try {
      const signed = /^\/object\/sign\/([^/]+)(?:\/(.+))?$/.exec(path)
      if (signed && request.method === 'GET' && signed[2])
        return await download(response, decodeURIComponent(signed[1]!), decodeURIComponent(signed[2]), search)

      const gateway = gatewayRole(request, { bearerAlone: true })
      if ('refused' in gateway) throw errors.invalidJwt(gateway.refused)
      const { role } = gateway
      const settings = requestSettings(request, `/storage/v1${path}`)
      const jsonBody = async () => (parseJson(await readBody(request)) ?? {}) as Record<string, unknown>

      if (signed && request.method === 'POST' && !signed[2]) {
        const bucket = decodeURIComponent(signed[1]!)
        const body = await jsonBody()
        return sendJson(
          response,
          200,
          await sign(role, settings, bucket, Array.isArray(body.paths) ? body.paths.map(String) : [], body.expiresIn),
          CORS,
        )
      }
      const listed = /^\/object\/list\/([^/]+)$/.exec(path)
      if (listed && request.method === 'POST')
        return sendJson(
          response,
          200,
          await list(role, settings, decodeURIComponent(listed[1]!), await jsonBody()),
          CORS,
        )

      const object = /^\/object\/([^/]+)(?:\/(.+))?$/.exec(path)
      if (object && request.method === 'DELETE' && !object[2])
        return sendJson(
          response,
          200,
          await remove(role, settings, decodeURIComponent(object[1]!), (await jsonBody()).prefixes),
          CORS,
        )
      if (object && request.method === 'POST' && object[2]) {
        const name = decodeURIComponent(object[2])
        if (!VALID_KEY.test(name) || name.split('/').includes('..')) throw errors.invalidKey(name)
        return sendJson(
          response,
          200,
          await upload(request, role, settings, decodeURIComponent(object[1]!), name),
          CORS,
        )
      }
      sendJson(
        response,
        404,
        { statusCode: '404', error: 'Not Found', message: `Route ${request.method}:/storage/v1${path} not found` },
        CORS,
      )
    } catch (error) {
      reply(response, error)
    }
  }
}
