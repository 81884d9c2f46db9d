import { downloadBuild, type DownloadDeps } from './download-build.js';
import { downloadDeliverable } from './download-deliverable.js';
import { json } from '../platform/http/types.js';
import type { Route } from '../platform/http/router.js';

export interface ApiDeps {
  downloads: DownloadDeps;
}

/**
 * The `api` function's routes (docs/api.md "HTTP endpoints"); paths are relative to /api. Builds have their own
 * function (builds/builds-function.ts), so a download never waits behind one.
 */
export function apiRoutes(deps: () => ApiDeps): Route[] {
  return [
    { method: 'GET', path: '/health', handler: async () => json(200, { ok: true }) },
    {
      method: 'GET',
      path: '/builds/:buildId/download',
      handler: async (request, params) =>
        downloadBuild(deps().downloads, params.buildId ?? '', request.query.get('token'), request.method),
    },
    {
      method: 'GET',
      path: '/requests/:requestId/deliverables/:deliverableId/download',
      handler: async (request, params) =>
        downloadDeliverable(
          deps().downloads,
          params.requestId ?? '',
          params.deliverableId ?? '',
          request.query.get('token'),
          request.method,
        ),
    },
  ];
}
