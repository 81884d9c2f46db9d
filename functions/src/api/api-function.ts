import type { ServerResponse } from 'node:http';
import { apiRequestFrom, type RuntimeRequest } from '../http/from-node.js';
import { writeResult } from '../http/respond.js';
import { createRouter } from '../http/router.js';
import type { ApiRequest } from '../http/types.js';
import * as logs from '../logs.js';
import { apiRoutes, type ApiDeps } from './routes.js';

/** The `api` onRequest handler: Express request in, router, result written back. */
export function apiRequestHandler(deps: () => ApiDeps, allowedOrigins: () => string[]) {
  const routes = apiRoutes(deps);
  return async (request: RuntimeRequest, response: ServerResponse): Promise<void> => {
    const apiRequest: ApiRequest = apiRequestFrom(request);
    const route = createRouter(routes, {
      allowedOrigins: allowedOrigins(),
      onUnexpectedError: (error, failed) => logs.apiUnexpectedError(error, failed.method, failed.path),
    });
    const result = await route(apiRequest);
    try {
      await writeResult(response, result, apiRequest.method);
    } catch (error) {
      // The client went away mid-download, or Storage failed mid-stream: nothing more can be sent.
      logs.apiUnexpectedError(error, apiRequest.method, apiRequest.path);
      response.destroy();
    }
  };
}
