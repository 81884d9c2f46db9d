// Web app routes the server links to (emails): the same strings as web/src/config/paths.ts uses.
export const APP_ROUTES = {
  dashboard: '/dashboard',
  ops: '/ops',
} as const;

/** The console's page of one request. */
export const opsRequestRoute = (uid: string, requestId: string): string =>
  `${APP_ROUTES.ops}/requests/${encodeURIComponent(uid)}/${encodeURIComponent(requestId)}`;
