import { routesRequestHandler } from '../../platform/http/request-handler.js';
import { json } from '../../platform/http/types.js';
import { frameCheck, type FrameCheckDeps } from './frame-check.js';

/**
 * The `frameCheck` onRequest handler: GET /api/frame-check, its own function so previews never take the API's
 * instances (docs/api.md "Functions").
 */
export function frameCheckRequestHandler(deps: () => FrameCheckDeps, allowedOrigins: () => string[]) {
  return routesRequestHandler(
    [
      {
        method: 'GET',
        path: '/frame-check',
        handler: async (request) =>
          json(200, await frameCheck(deps(), request), { 'Cache-Control': 'private, max-age=300' }),
      },
    ],
    allowedOrigins,
  );
}
