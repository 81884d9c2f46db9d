import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../database/database.js';
import { RulesSyntaxError } from '../rules/rules-error.js';
import { parseRulesSource, stripJsonComments } from '../rules/rules-source.js';
import { readBodyText } from './read-body.js';
import { PERMISSION_DENIED, sendError, sendJson } from './respond.js';

/**
 * `/.settings/rules.json`, as on the real service and the official emulator: GET returns the
 * rules source (comments kept; `format=strict` gives plain JSON), PUT replaces the rules of the
 * namespace. Both need the owner credential.
 */
export async function handleRulesSettings(
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
  database: Database,
  principal: Principal,
): Promise<void> {
  if (principal.kind !== 'admin') return sendError(response, 401, PERMISSION_DENIED);
  const method = request.method ?? 'GET';
  if (method === 'GET') {
    const source = database.rules.source;
    if (url.searchParams.get('format') === 'strict') {
      return sendJson(response, 200, JSON.parse(stripJsonComments(source)) as never, true);
    }
    response.writeHead(200, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(source),
    });
    response.end(source);
    return;
  }
  if (method !== 'PUT') return sendError(response, 405, `Method ${method} is not allowed on rules`);
  const text = await readBodyText(request);
  try {
    database.setRules(parseRulesSource(text), true);
  } catch (error) {
    if (error instanceof RulesSyntaxError) return sendError(response, 400, error.message);
    throw error;
  }
  const body = '{\n  "status" : "ok"\n}\n';
  response.writeHead(200, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
  });
  response.end(body);
}
