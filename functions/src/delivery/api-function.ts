import { routesRequestHandler } from '../platform/http/request-handler.js';
import { apiRoutes, type ApiDeps } from './api-routes.js';

/** The `api` onRequest handler (docs/api.md "HTTP endpoints"). */
export function apiRequestHandler(deps: () => ApiDeps, allowedOrigins: () => string[]) {
  return routesRequestHandler(apiRoutes(deps), allowedOrigins);
}
