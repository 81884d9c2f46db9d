import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { Database, WriteRequest } from '../database/database.js';
import { toJson } from '../tree/json.js';
import type { Json } from '../tree/json.js';
import { nodeAt } from '../tree/node.js';
import type { DataNode } from '../tree/node.js';
import type { Path } from '../tree/path.js';
import type { WriteSet } from '../tree/write-set.js';
import { readJsonBody } from './read-body.js';
import { sendJson } from '@apkforge/test-kit/http';
import { PERMISSION_DENIED, sendError } from './respond.js';
import { RestError } from './rest-context.js';

export interface DataRequest {
  readonly request: IncomingMessage;
  readonly response: ServerResponse;
  readonly url: URL;
  readonly database: Database;
  readonly path: Path;
  readonly principal: Principal;
}

/** REST output reads like the SDK's val(): arrays where the keys look like one. */
const rest = (node: DataNode): Json => toJson(node, { arrays: true });

/** `GET <path>.json`, with `shallow=true` for the keys only (the local stack's readiness probe uses it). */
export function handleGet(context: DataRequest): void {
  const { searchParams } = context.url;
  if (searchParams.has('orderBy') || searchParams.has('print') || searchParams.has('format'))
    throw new RestError(400, 'REST queries and output options are not supported by this emulator');
  const outcome = context.database.read(context.path, null, context.principal);
  if (outcome.status !== 'ok') return sendError(context.response, 401, PERMISSION_DENIED);
  sendJson(context.response, 200, searchParams.get('shallow') === 'true' ? shallow(outcome.node) : rest(outcome.node));
}

function shallow(node: DataNode): Json {
  if (node.kind === 'leaf') return node.value;
  if (node.children.size === 0) return null;
  const result: { [key: string]: Json } = {};
  for (const [key, child] of node.children) result[key] = child.kind === 'leaf' ? child.value : true;
  return result;
}

/** Applies a write and returns what it set; answers the error and returns null when it is refused. */
function write(context: DataRequest, request: WriteRequest): readonly WriteSet[] | null {
  const outcome = context.database.write(request, context.principal);
  if (outcome.status === 'ok') return outcome.sets;
  if (outcome.status === 'invalid_data') sendError(context.response, 400, `Invalid data; ${outcome.message}`);
  else sendError(context.response, 401, PERMISSION_DENIED);
  return null;
}

/** `PUT`: answers the stored value (server values resolved). */
export async function handlePut(context: DataRequest): Promise<void> {
  const data = await readJsonBody(context.request);
  const sets = write(context, { kind: 'put', path: context.path, data });
  if (sets) sendJson(context.response, 200, rest(sets[0]?.node ?? nodeAt(context.database.root, context.path)));
}

/** `PATCH`: a multi-path update below the location; answers each written path with its stored value. */
export async function handlePatch(context: DataRequest): Promise<void> {
  const data = await readJsonBody(context.request);
  const sets = write(context, { kind: 'merge', path: context.path, data });
  if (!sets) return;
  const echo: { [key: string]: Json } = {};
  for (const set of sets) echo[set.path.slice(context.path.length).join('/')] = rest(set.node);
  sendJson(context.response, 200, echo);
}

export function handleDelete(context: DataRequest): void {
  if (write(context, { kind: 'put', path: context.path, data: null })) sendJson(context.response, 200, null);
}
