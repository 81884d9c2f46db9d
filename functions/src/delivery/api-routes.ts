import { downloadBuild, type DownloadDeps } from './download-build.js';
import { downloadAttachment } from './download-attachment.js';
import { downloadDeliverable } from './download-deliverable.js';
import { withLinkProblemPage } from './link-problem-page.js';
import { json } from '../platform/http/types.js';
import type { Route } from '../platform/http/router.js';

export interface ApiDeps {
  downloads: DownloadDeps;
  /** The web app's origin (APP_URL): where a browser is sent when a link fails (delivery/link-problem-page.ts). */
  appUrl: string;
}

/**
 * The `api` function's routes (docs/api.md "HTTP endpoints"); paths are relative to /api. Builds have their own
 * function (builds/builds-function.ts), so a download never waits behind one.
 */
export function apiRoutes(deps: () => ApiDeps): Route[] {
  const appUrl = () => deps().appUrl;
  return [
    { method: 'GET', path: '/health', handler: async () => json(200, { ok: true }) },
    {
      method: 'GET',
      path: '/builds/:buildId/download',
      handler: withLinkProblemPage(
        appUrl,
        () => ({ kind: 'build' }),
        async (request, params) =>
          downloadBuild(deps().downloads, params.buildId ?? '', request.query.get('token'), request.method),
      ),
    },
    {
      method: 'GET',
      path: '/requests/:requestId/deliverables/:deliverableId/download',
      handler: withLinkProblemPage(
        appUrl,
        (params) => ({ kind: 'deliverable', requestId: params.requestId ?? '' }),
        async (request, params) =>
          downloadDeliverable(
            deps().downloads,
            params.requestId ?? '',
            params.deliverableId ?? '',
            request.query.get('token'),
            request.method,
          ),
      ),
    },
    {
      method: 'GET',
      path: '/requests/:requestId/attachments/:attachmentId/download',
      // A file attached to a message is a file of its request, like a deliverable: the page leads back to it.
      handler: withLinkProblemPage(
        appUrl,
        (params) => ({ kind: 'deliverable', requestId: params.requestId ?? '' }),
        async (request, params) =>
          downloadAttachment(
            deps().downloads,
            params.requestId ?? '',
            params.attachmentId ?? '',
            request.query.get('token'),
            request.method,
          ),
      ),
    },
  ];
}
