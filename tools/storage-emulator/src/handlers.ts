import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBody, sendJson } from '@apkforge/test-kit/http';
import { parseRange, sendError } from './http-util.js';
import { MalformedUploadError, parseMultipartRelated } from './multipart.js';
import { objectResource, type ObjectStore, type StoredObject } from './object-store.js';
import type { UploadSessions } from './resumable.js';

export interface Context {
  store: ObjectStore;
  sessions: UploadSessions;
  /** Origin as the client addressed us (for Location and links). */
  baseUrl: string;
  url: URL;
  request: IncomingMessage;
  response: ServerResponse;
}

interface UploadMetadata {
  name?: string;
  contentType?: string;
  metadata?: Record<string, string>;
}

function notFound(context: Context, bucket: string, name: string): void {
  sendError(context.response, 404, 'notFound', `No such object: ${bucket}/${name}`);
}

/** `ifGenerationMatch` precondition (0 = "must not exist yet"); true when the request may proceed. */
function generationMatches(context: Context, existing: StoredObject | undefined): boolean {
  const wanted = context.url.searchParams.get('ifGenerationMatch');
  if (wanted === null) return true;
  const matches = wanted === '0' ? existing === undefined : existing?.generation === Number(wanted);
  if (!matches)
    sendError(
      context.response,
      412,
      'conditionNotMet',
      'At least one of the pre-conditions you specified did not hold.',
    );
  return matches;
}

export function sendMedia(context: Context, object: StoredObject): void {
  const { request, response } = context;
  const range = parseRange(request.headers.range, object.bytes.length);
  if (range === 'unsatisfiable') {
    sendError(response, 416, 'requestedRangeNotSatisfiable', 'Request range not satisfiable');
    return;
  }
  const body = range ? object.bytes.subarray(range.start, range.end + 1) : object.bytes;
  response.writeHead(range ? 206 : 200, {
    'Content-Type': object.contentType,
    'Content-Length': body.length,
    ...(range ? { 'Content-Range': `bytes ${range.start}-${range.end}/${object.bytes.length}` } : {}),
    'Accept-Ranges': 'bytes',
    ETag: `"${object.md5Hash}"`,
    'Last-Modified': object.updated.toUTCString(),
    'x-goog-hash': `crc32c=${object.crc32c},md5=${object.md5Hash}`,
    'x-goog-generation': String(object.generation),
    'x-goog-metageneration': String(object.metageneration),
    'x-goog-stored-content-encoding': 'identity',
    'x-goog-stored-content-length': String(object.bytes.length),
  });
  response.end(request.method === 'HEAD' ? undefined : body);
}

export async function handleObject(context: Context, bucket: string, name: string): Promise<void> {
  const { store, request, response, url } = context;
  const existing = store.read(bucket, name);
  switch (request.method) {
    case 'GET':
    case 'HEAD':
      if (!existing) return notFound(context, bucket, name);
      if (url.searchParams.get('alt') === 'media') return sendMedia(context, existing);
      return sendJson(response, 200, objectResource(existing, context.baseUrl));
    case 'DELETE':
      if (!existing) return notFound(context, bucket, name);
      if (!generationMatches(context, existing)) return;
      store.delete(bucket, name);
      response.writeHead(204).end();
      return;
    case 'PATCH': {
      if (!existing) return notFound(context, bucket, name);
      const patch = JSON.parse((await readBody(request)).toString('utf8') || '{}') as UploadMetadata;
      if (patch.contentType) existing.contentType = patch.contentType;
      if (patch.metadata) existing.metadata = { ...existing.metadata, ...patch.metadata };
      existing.metageneration += 1;
      existing.updated = new Date();
      return sendJson(response, 200, objectResource(existing, context.baseUrl));
    }
    default:
      sendError(response, 405, 'methodNotAllowed', `${request.method} is not supported on objects`);
  }
}

export function handleList(context: Context, bucket: string): void {
  const params = context.url.searchParams;
  const prefix = params.get('prefix') ?? '';
  const delimiter = params.get('delimiter') ?? '';
  const maxResults = Math.max(1, Math.min(1000, Number(params.get('maxResults') ?? 1000) || 1000));
  const after = params.get('pageToken')
    ? Buffer.from(params.get('pageToken') ?? '', 'base64url').toString('utf8')
    : null;
  const items: StoredObject[] = [];
  const prefixes = new Set<string>();
  let nextPageToken: string | undefined;
  for (const object of context.store.list(bucket, prefix)) {
    if (after !== null && object.name <= after) continue;
    const rest = object.name.slice(prefix.length);
    const cut = delimiter ? rest.indexOf(delimiter) : -1;
    if (cut >= 0) {
      prefixes.add(prefix + rest.slice(0, cut + delimiter.length));
      continue;
    }
    if (items.length === maxResults) {
      nextPageToken = Buffer.from(items[items.length - 1]?.name ?? '').toString('base64url');
      break;
    }
    items.push(object);
  }
  sendJson(context.response, 200, {
    kind: 'storage#objects',
    ...(items.length > 0 ? { items: items.map((object) => objectResource(object, context.baseUrl)) } : {}),
    ...(prefixes.size > 0 ? { prefixes: [...prefixes].sort() } : {}),
    ...(nextPageToken ? { nextPageToken } : {}),
  });
}

function storeUpload(context: Context, bucket: string, name: string, bytes: Buffer, meta: UploadMetadata): void {
  const existing = context.store.read(bucket, name);
  if (!generationMatches(context, existing)) return;
  const stored = context.store.write(bucket, name, bytes, { contentType: meta.contentType, metadata: meta.metadata });
  sendJson(context.response, 200, objectResource(stored, context.baseUrl));
}

export async function handleUpload(context: Context, bucket: string): Promise<void> {
  const { request, response, url, sessions } = context;
  const uploadId = url.searchParams.get('upload_id');
  if (uploadId !== null) return handleResumableChunk(context, uploadId);
  if (request.method !== 'POST') return sendError(response, 405, 'methodNotAllowed', 'Uploads start with POST');
  const body = await readBody(request);
  const uploadType = url.searchParams.get('uploadType') ?? 'media';
  const queryName = url.searchParams.get('name') ?? undefined;
  try {
    if (uploadType === 'multipart') {
      const [metaPart, mediaPart] = parseMultipartRelated(body, request.headers['content-type'] ?? '');
      if (!metaPart || !mediaPart)
        throw new MalformedUploadError('multipart upload needs a metadata part and a media part');
      const meta = JSON.parse(metaPart.body.toString('utf8') || '{}') as UploadMetadata;
      const name = queryName ?? meta.name;
      if (!name) return sendError(response, 400, 'required', 'Required parameter: name');
      return storeUpload(context, bucket, name, mediaPart.body, {
        ...meta,
        contentType: meta.contentType ?? mediaPart.headers['content-type'],
      });
    }
    if (uploadType === 'resumable') {
      const meta = JSON.parse(body.toString('utf8') || '{}') as UploadMetadata;
      const name = queryName ?? meta.name;
      if (!name) return sendError(response, 400, 'required', 'Required parameter: name');
      const contentType = meta.contentType ?? (request.headers['x-upload-content-type'] as string | undefined);
      const origin = typeof request.headers.origin === 'string' ? request.headers.origin : undefined;
      const session = sessions.create(bucket, name, contentType, meta.metadata, origin);
      const location = new URL(`${context.baseUrl}/upload/storage/v1/b/${encodeURIComponent(bucket)}/o`);
      location.searchParams.set('uploadType', 'resumable');
      location.searchParams.set('name', name);
      location.searchParams.set('upload_id', session.id);
      response.writeHead(200, { Location: location.href, 'Content-Length': 0 }).end();
      return;
    }
    if (uploadType === 'media') {
      if (!queryName) return sendError(response, 400, 'required', 'Required parameter: name');
      return storeUpload(context, bucket, queryName, body, { contentType: request.headers['content-type'] });
    }
    sendError(response, 400, 'invalidParameter', `Unsupported uploadType ${uploadType}`);
  } catch (error) {
    if (error instanceof MalformedUploadError || error instanceof SyntaxError) {
      return sendError(response, 400, 'invalid', error.message);
    }
    throw error;
  }
}

async function handleResumableChunk(context: Context, uploadId: string): Promise<void> {
  const { request, response, sessions } = context;
  const session = sessions.get(uploadId);
  if (!session) return sendError(response, 404, 'notFound', `No upload session ${uploadId}`);
  // A session opened with an Origin takes that origin's browser uploads (the session URL is the credential).
  if (session.origin && request.headers.origin === session.origin) {
    response.setHeader('Access-Control-Allow-Origin', session.origin);
    response.setHeader('Vary', 'Origin');
    if (request.method === 'OPTIONS') {
      response
        .writeHead(204, {
          'Access-Control-Allow-Methods': 'PUT, POST, DELETE',
          'Access-Control-Allow-Headers': 'content-type, content-range, x-upload-content-type',
          'Access-Control-Max-Age': '3600',
        })
        .end();
      return;
    }
  }
  if (request.method === 'DELETE') {
    sessions.cancel(uploadId);
    response.writeHead(499).end();
    return;
  }
  if (request.method !== 'PUT' && request.method !== 'POST')
    return sendError(response, 405, 'methodNotAllowed', 'Use PUT');
  const chunk = await readBody(request);
  const outcome = sessions.put(session, request.headers['content-range'], chunk);
  if (outcome.kind === 'bad-range') return sendError(response, 400, 'invalid', 'Invalid Content-Range');
  if (outcome.kind === 'incomplete') {
    // 308 "Resume Incomplete" with the bytes persisted so far, as GCS answers.
    response.writeHead(
      308,
      outcome.received > 0
        ? { Range: `bytes=0-${outcome.received - 1}`, 'Content-Length': 0 }
        : { 'Content-Length': 0 },
    );
    response.end();
    return;
  }
  storeUpload(context, session.bucket, session.name, outcome.bytes, {
    contentType: session.contentType,
    metadata: session.metadata,
  });
}
