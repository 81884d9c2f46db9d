import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { Database, WriteOutcome, WriteRequest } from '../database/database.js';
import { indexName, InvalidQueryError } from '../query/query-spec.js';
import type { QuerySpec } from '../query/query-spec.js';
import { hashNode } from '../tree/hash.js';
import { toJson } from '../tree/json.js';
import type { Json } from '../tree/json.js';
import { nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import { readJsonBody } from './read-body.js';
import { PERMISSION_DENIED, sendError, sendJson, sendNoContent } from './respond.js';
import { RestError } from './rest-context.js';
import type { OutputOptions } from './rest-context.js';
import { parseRestQuery } from './rest-query.js';

export interface DataRequest {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
  readonly database: Database;
  readonly path: Path;
  readonly principal: Principal;
  readonly output: OutputOptions;
  readonly pushId: () => string;
}

function output(context: DataRequest, node: DataNode, status = 200, headers: Record<string, string> = {}): void {
  if (context.output.silent) return sendNoContent(context.response);
  const json = toJson(node, { exportFormat: context.output.exportFormat, arrays: !context.output.exportFormat });
  sendJson(context.response, status, json, context.output.pretty, headers);
}

/** ETags are opt-in (`X-Firebase-ETag: true`); the value is the data hash. */
function etagHeaders(context: DataRequest, node: DataNode): Record<string, string> {
  return context.request.headers['x-firebase-etag'] === 'true' ? { ETag: hashNode(node) || 'null_etag' } : {};
}

export function restQuery(context: DataRequest): QuerySpec | null {
  try {
    return parseRestQuery(context.url.searchParams);
  } catch (error) {
    if (error instanceof InvalidQueryError) throw new RestError(400, error.message);
    throw error;
  }
}

/** Child and value orderings need `.indexOn`; the real REST API refuses them otherwise. */
export function requireIndex(database: Database, path: Path, query: QuerySpec | null): void {
  if (!query || (query.index.kind !== 'child' && query.index.kind !== 'value')) return;
  const name = indexName(query.index);
  if (!database.isIndexed(path, name)) {
    throw new RestError(
      400,
      `Index not defined, add ".indexOn": "${name}", for path "/${path.join('/')}", to the rules`,
    );
  }
}

export function handleGet(context: DataRequest): void {
  const query = restQuery(context);
  const outcome = context.database.read(context.path, query, context.principal);
  if (outcome.status !== 'ok') return sendError(context.response, 401, PERMISSION_DENIED);
  requireIndex(context.database, context.path, query);
  const headers = etagHeaders(context, nodeAt(context.database.root, context.path));
  if (context.url.searchParams.get('shallow') === 'true') {
    return sendJson(context.response, 200, shallow(outcome.node), context.output.pretty, headers);
  }
  output(context, outcome.node, 200, headers);
}

function shallow(node: DataNode): Json {
  if (node.kind === 'leaf') return node.value;
  if (node.children.size === 0) return null;
  const result: { [key: string]: Json } = {};
  for (const [key, child] of node.children) result[key] = child.kind === 'leaf' ? child.value : true;
  return result;
}

/** `if-match`: conditional writes answer 412 with the current value and ETag when the data moved on. */
function preconditionFails(context: DataRequest): boolean {
  const expected = context.request.headers['if-match'];
  if (expected === undefined) return false;
  const current = nodeAt(context.database.root, context.path);
  const etag = hashNode(current) || 'null_etag';
  if (expected === etag) return false;
  const json = toJson(current, { arrays: true });
  sendJson(context.response, 412, json, context.output.pretty, { ETag: etag });
  return true;
}

function write(context: DataRequest, request: WriteRequest): WriteOutcome | null {
  const outcome = context.database.write(request, context.principal);
  if (outcome.status === 'ok') return outcome;
  if (outcome.status === 'invalid_data') sendError(context.response, 400, `Invalid data; ${outcome.message}`);
  else sendError(context.response, 401, PERMISSION_DENIED);
  return null;
}

export async function handlePut(context: DataRequest): Promise<void> {
  const data = await readJsonBody(context.request);
  if (preconditionFails(context)) return;
  const outcome = write(context, { kind: 'put', path: context.path, data });
  if (outcome?.status !== 'ok') return;
  output(
    context,
    outcome.sets[0]?.node ?? nodeAt(context.database.root, context.path),
    200,
    etagHeaders(context, nodeAt(context.database.root, context.path)),
  );
}

export async function handlePost(context: DataRequest): Promise<void> {
  const data = await readJsonBody(context.request);
  const name = context.pushId();
  const outcome = write(context, { kind: 'put', path: [...context.path, name], data });
  if (outcome?.status !== 'ok') return;
  if (context.output.silent) return sendNoContent(context.response);
  sendJson(context.response, 200, { name }, context.output.pretty);
}

export async function handlePatch(context: DataRequest): Promise<void> {
  const data = await readJsonBody(context.request);
  const outcome = write(context, { kind: 'merge', path: context.path, data });
  if (outcome?.status !== 'ok') return;
  if (context.output.silent) return sendNoContent(context.response);
  const echo: { [key: string]: Json } = {};
  for (const set of outcome.sets)
    echo[set.path.slice(context.path.length).join('/')] = toJson(set.node, { arrays: true });
  sendJson(context.response, 200, echo, context.output.pretty);
}

export function handleDelete(context: DataRequest): void {
  if (preconditionFails(context)) return;
  const outcome = write(context, { kind: 'put', path: context.path, data: null });
  if (outcome?.status !== 'ok') return;
  if (context.output.silent) return sendNoContent(context.response);
  sendJson(context.response, 200, null, context.output.pretty);
}
