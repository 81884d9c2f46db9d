// The HTTP endpoints of the `api` function as the web app calls them (docs/api.md). Hosting rewrites /api/** to
// the function, so these are paths on the web app's own origin.

export const API_PATHS = {
  downloadApk: '/api/download-apk',
  frameCheck: '/api/frame-check',
  health: '/api/health',
} as const;

/** The short-lived signed link to one build's APK. */
export function buildDownloadPath(buildId: string, token: string): string {
  return `/api/builds/${encodeURIComponent(buildId)}/download?token=${encodeURIComponent(token)}`;
}

/** The short-lived signed link to one file a request delivers (an App Bundle, an APK, a file support attached). */
export function deliverableDownloadPath(requestId: string, deliverableId: string, token: string): string {
  return `/api/requests/${encodeURIComponent(requestId)}/deliverables/${encodeURIComponent(deliverableId)}/download?token=${encodeURIComponent(token)}`;
}

/** The short-lived signed link to one file a customer attached to a message on their request. */
export function attachmentDownloadPath(requestId: string, attachmentId: string, token: string): string {
  return `/api/requests/${encodeURIComponent(requestId)}/attachments/${encodeURIComponent(attachmentId)}/download?token=${encodeURIComponent(token)}`;
}

export function frameCheckPath(url: string): string {
  return `${API_PATHS.frameCheck}?url=${encodeURIComponent(url)}`;
}
