import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Registry } from '../database/registry.js';
import { namespaceOf, requestUrl } from '../http/namespace.js';
import { handleDelete, handleGet, handlePatch, handlePut } from './data-handlers.js';
import type { DataRequest } from './data-handlers.js';
import { sendError } from './respond.js';
import { restPath, restPrincipal, RestError } from './rest-context.js';
import { handleRulesSettings } from './rules-settings.js';

const HANDLERS: Record<string, (context: DataRequest) => void | Promise<void>> = {
  GET: handleGet,
  PUT: handlePut,
  PATCH: handlePatch,
  DELETE: handleDelete,
};

/** Every HTTP request that is not the realtime protocol: the REST API and the rules settings endpoint. */
export async function handleRest(
  request: IncomingMessage,
  response: ServerResponse,
  registry: Registry,
): Promise<void> {
  // The web app reads the public plan catalog with a plain GET from another origin (no preflight needed).
  response.setHeader('Access-Control-Allow-Origin', '*');
  try {
    await route(request, response, registry);
  } catch (error) {
    if (response.headersSent) {
      response.end();
      return;
    }
    if (error instanceof RestError) sendError(response, error.status, error.message);
    else sendError(response, 500, (error as Error).message ?? 'Internal error');
  }
}

async function route(request: IncomingMessage, response: ServerResponse, registry: Registry): Promise<void> {
  const url = requestUrl(request);
  const namespace = namespaceOf(url);
  if (namespace === null) throw new RestError(400, 'Invalid namespace');
  const database = registry.get(namespace);
  const principal = restPrincipal(url, request);
  if (url.pathname === '/.settings/rules.json') return handleRulesSettings(request, response, database, principal);
  const path = restPath(url.pathname);
  const method = request.method ?? 'GET';
  const handler = HANDLERS[method];
  if (!handler) throw new RestError(405, `Method ${method} is not supported by this emulator`);
  await handler({ request, response, url, database, path, principal });
}
