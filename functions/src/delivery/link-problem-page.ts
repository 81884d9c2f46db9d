import { HttpsError } from 'firebase-functions/https';
import { REVOKED_DOWNLOAD_MESSAGE } from '../contracts/abuse.js';
import {
  type DownloadLinkFile,
  type DownloadLinkProblem,
  downloadLinkPagePath,
} from '../contracts/download-link-page.js';
import {
  header,
  type ApiRequest,
  type ApiResult,
  type RouteHandler,
  type RouteParams,
} from '../platform/http/types.js';

/**
 * Which of the download link page's problems a refused download is (contracts/download-link-page.ts). Read from the
 * refusal the download path threw: its code, and for permission-denied the sentence download-token.ts and
 * platform/callers/revoked-account.ts wrote (delivery/link-problem-page.test.ts holds them together).
 */
export function linkProblemOf(error: HttpsError): DownloadLinkProblem {
  if (error.code === 'not-found') return 'gone';
  if (error.code === 'permission-denied') {
    if (error.message === REVOKED_DOWNLOAD_MESSAGE) return 'revoked';
    if (/has expired/.test(error.message)) return 'expired';
    if (/already been used/.test(error.message)) return 'used';
  }
  return 'invalid';
}

/**
 * A browser opening the link (a QR code scanned, a link in an email, Download pressed) asks for a page; the web app's
 * own calls and download managers do not (they send Accept: application/json, or nothing of HTML).
 */
export function wantsPage(request: ApiRequest): boolean {
  const accept = header(request, 'accept') ?? '';
  return (request.method === 'GET' || request.method === 'HEAD') && /\btext\/html\b/.test(accept);
}

/**
 * Wraps a download route: a refusal answers a browser navigation with a redirect to the web app's page for it
 * (`appUrl` + /download-link?problem=...), which says why and offers the way forward (docs/product.md "Download
 * links"); every other client keeps the JSON error (docs/api.md "HTTP endpoints"). 303: the page is fetched with GET.
 */
export function withLinkProblemPage(
  appUrl: () => string,
  fileOf: (params: RouteParams) => DownloadLinkFile,
  handler: RouteHandler,
): RouteHandler {
  return async (request, params): Promise<ApiResult> => {
    try {
      return await handler(request, params);
    } catch (error) {
      if (!(error instanceof HttpsError) || !wantsPage(request)) throw error;
      const location = `${appUrl()}${downloadLinkPagePath({ problem: linkProblemOf(error), file: fileOf(params) })}`;
      return { status: 303, headers: { Location: location, 'Cache-Control': 'no-store' }, json: undefined };
    }
  };
}
