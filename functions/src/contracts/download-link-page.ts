// The web page a browser lands on when a download link cannot give its file (docs/api.md "Downloads": expired,
// already used, invalid, disabled by support, or the file gone): the api function answers a browser navigation with a
// redirect here instead of raw JSON, and the web app's /download-link route says why and what to do next.

import { APP_ROUTES, REQUEST_QUERY_PARAM } from './app-routes.js';

/** The web route (web/src/config/paths.ts names it from here). */
export const DOWNLOAD_LINK_PAGE = '/download-link';

const DOWNLOAD_LINK_PROBLEMS = ['expired', 'used', 'invalid', 'revoked', 'gone'] as const;
export type DownloadLinkProblem = (typeof DOWNLOAD_LINK_PROBLEMS)[number];

/** What the link was for: a free build (downloaded again from My builds), or a file of a request. */
export type DownloadLinkFile = { kind: 'build' } | { kind: 'deliverable'; requestId: string };

export interface DownloadLinkPageQuery {
  problem: DownloadLinkProblem;
  file: DownloadLinkFile;
}

/** `/download-link?problem=expired&file=build` or `...&file=deliverable&request=<id>`. */
export function downloadLinkPagePath({ problem, file }: DownloadLinkPageQuery): string {
  const query = new URLSearchParams({ problem, file: file.kind });
  if (file.kind === 'deliverable') query.set('request', file.requestId);
  return `${DOWNLOAD_LINK_PAGE}?${query.toString()}`;
}

/** The page's query, or null when it names no known problem (the page then speaks of an invalid link). */
export function parseDownloadLinkPage(search: string): DownloadLinkPageQuery | null {
  const query = new URLSearchParams(search);
  const problem = query.get('problem');
  if (!DOWNLOAD_LINK_PROBLEMS.includes(problem as DownloadLinkProblem)) return null;
  const requestId = query.get('request') ?? '';
  const file: DownloadLinkFile =
    query.get('file') === 'deliverable' && /^[A-Za-z0-9_-]{1,64}$/.test(requestId)
      ? { kind: 'deliverable', requestId }
      : { kind: 'build' };
  return { problem: problem as DownloadLinkProblem, file };
}

/** The dashboard with one request's details open (what "Open the request" leads to; the emails' deep link too). */
export const dashboardRequestPath = (requestId: string): string =>
  `${APP_ROUTES.dashboard}?${REQUEST_QUERY_PARAM}=${encodeURIComponent(requestId)}`;
