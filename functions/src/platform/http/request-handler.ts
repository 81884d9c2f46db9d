import type { ServerResponse } from 'node:http';
import * as logs from '../../logs.js';
import { apiRequestFrom, type RuntimeRequest } from './from-node.js';
import { writeResult } from './respond.js';
import { createRouter, type Route } from './router.js';
import type { ApiRequest } from './types.js';

/** An onRequest handler serving these routes: Express request in, router, result written back. */
export function routesRequestHandler(routes: readonly Route[], allowedOrigins: () => string[]) {
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
