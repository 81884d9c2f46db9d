import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from '../database/registry.js';
import { namespaceOf, requestUrl } from '../http/namespace.js';
import { handleDelete, handleGet, handlePatch, handlePost, handlePut } from './data-handlers.js';
import type { DataRequest } from './data-handlers.js';
import { handleEventStream } from './event-stream.js';
import { sendError } from './respond.js';
import { outputOptions, restPath, restPrincipal, RestError } from './rest-context.js';
import { handleRulesSettings } from './rules-settings.js';

const HANDLERS: Record<string, (context: DataRequest) => void | Promise<void>> = {
  GET: handleGet,
  PUT: handlePut,
  POST: handlePost,
  PATCH: handlePatch,
  DELETE: handleDelete,
};

const CORS_HEADERS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'GET, PUT, POST, PATCH, DELETE, OPTIONS',
  'Access-Control-Allow-Headers': 'Authorization, Content-Type, X-Firebase-ETag, If-Match, X-HTTP-Method-Override',
  'Access-Control-Expose-Headers': 'ETag',
};

export interface RestDependencies {
  readonly registry: Registry;
  readonly pushId: () => string;
}

/** Every HTTP request that is not a websocket: the REST API and the rules settings endpoint. */
export async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  dependencies: RestDependencies,
): Promise<void> {
  for (const [name, value] of Object.entries(CORS_HEADERS)) response.setHeader(name, value);
  try {
    await route(request, response, dependencies);
  } catch (error) {
    if (response.headersSent) {
      response.end();
      return;
    }
    if (error instanceof RestError) sendError(response, error.status, error.message);
    else sendError(response, 500, (error as Error).message ?? 'Internal error');
  }
}

async function route(
  request: IncomingMessage,
  response: ServerResponse,
  { registry, pushId }: RestDependencies,
): Promise<void> {
  if (request.method === 'OPTIONS') {
    response.writeHead(200);
    response.end();
    return;
  }
  const url = requestUrl(request);
  const namespace = namespaceOf(url, request);
  if (namespace === null) throw new RestError(400, 'Invalid namespace');
  const database = registry.get(namespace);
  const principal = restPrincipal(url, request);
  if (url.pathname === '/.settings/rules.json') return handleRulesSettings(request, response, url, database, principal);
  const path = restPath(url.pathname);
  // Clients that cannot send PATCH or DELETE tunnel them through POST.
  const override = request.headers['x-http-method-override'] ?? url.searchParams.get('x-http-method-override');
  const method = (
    typeof override === 'string' && request.method === 'POST' ? override : (request.method ?? 'GET')
  ).toUpperCase();
  const context: DataRequest = {
    request,
    response,
    url,
    database,
    path,
    principal,
    output: outputOptions(url),
    pushId,
  };
  if (method === 'GET' && (request.headers.accept ?? '').includes('text/event-stream'))
    return handleEventStream(context);
  const handler = HANDLERS[method];
  if (!handler) throw new RestError(405, `Method ${method} is not supported`);
  await handler(context);
}
