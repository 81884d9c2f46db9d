import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Principal } from '../auth/principal.js';
import type { Database } from '../database/database.js';
import { RulesSyntaxError } from '../rules/rules-error.js';
import { parseRulesSource } from '../rules/rules-source.js';
import { readBodyText } from './read-body.js';
import { sendJson } from '@apkforge/test-kit/http';
import { PERMISSION_DENIED, sendError } from './respond.js';

/**
 * `/.settings/rules.json`, as on the real service and the official emulator: GET returns the
 * rules source (comments kept), PUT replaces the rules of the namespace (the conformance suite
 * loads its rules this way, so it runs against either emulator). Both need the owner credential.
 */
export async function handleRulesSettings(
  request: IncomingMessage,
  response: ServerResponse,
  database: Database,
  principal: Principal,
): Promise<void> {
  if (principal.kind !== 'admin') return sendError(response, 401, PERMISSION_DENIED);
  const method = request.method ?? 'GET';
  if (method === 'GET') {
    const source = database.rules.source;
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
  sendJson(response, 200, { status: 'ok' });
}
