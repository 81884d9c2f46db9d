import { requireVerifiedBearerCaller } from '../platform/callers/bearer.js';
import { routesRequestHandler } from '../platform/http/request-handler.js';
import type { Route } from '../platform/http/router.js';
import { json } from '../platform/http/types.js';
import type { AuthPort } from '../platform/auth.js';
import { createBuild, type BuildDeps } from './create-build.js';

export interface BuildsDeps {
  auth: AuthPort;
  builds: BuildDeps;
}

/** The `builds` function's one route; the path is relative to /api. */
export function buildsRoutes(deps: () => BuildsDeps): Route[] {
  return [
    {
      method: 'POST',
      path: '/download-apk',
      handler: async (request) => {
        const { auth, builds } = deps();
        const caller = await requireVerifiedBearerCaller(auth, request);
        return json(200, await createBuild(builds, caller, request.rawBody));
      },
    },
  ];
}

/**
 * The `builds` onRequest handler: POST /api/download-apk, its own function (low concurrency, own instance cap, the
 * engine in a worker pool) so downloads and payments never wait behind a build (docs/api.md "Functions").
 */
export function buildsRequestHandler(deps: () => BuildsDeps, allowedOrigins: () => string[]) {
  return routesRequestHandler(buildsRoutes(deps), allowedOrigins);
}
