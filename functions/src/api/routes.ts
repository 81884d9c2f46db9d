import { requireVerifiedBearerCaller } from '../auth/bearer.js';
import { createBuild, type BuildDeps } from '../builds/create-build.js';
import { downloadBuild, type DownloadDeps } from '../builds/download-build.js';
import { downloadDeliverable } from '../downloads/download-deliverable.js';
import { json } from '../http/types.js';
import type { Route } from '../http/router.js';
import type { AuthPort } from '../platform/auth.js';

export interface ApiDeps {
  auth: AuthPort;
  builds: BuildDeps & DownloadDeps;
}

/** The `api` function's routes (docs/api.md "HTTP endpoints"); paths are relative to /api. */
export function apiRoutes(deps: () => ApiDeps): Route[] {
  return [
    { method: 'GET', path: '/health', handler: async () => json(200, { ok: true }) },
    {
      method: 'POST',
      path: '/download-apk',
      handler: async (request) => {
        const { auth, builds } = deps();
        const caller = await requireVerifiedBearerCaller(auth, request);
        return json(200, await createBuild(builds, caller, request.rawBody));
      },
    },
    {
      method: 'GET',
      path: '/builds/:buildId/download',
      handler: async (request, params) =>
        downloadBuild(deps().builds, params.buildId ?? '', request.query.get('token')),
    },
    {
      method: 'GET',
      path: '/requests/:requestId/deliverables/:deliverableId/download',
      handler: async (request, params) =>
        downloadDeliverable(
          deps().builds,
          params.requestId ?? '',
          params.deliverableId ?? '',
          request.query.get('token'),
        ),
    },
  ];
}
