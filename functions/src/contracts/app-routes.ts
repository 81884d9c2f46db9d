// Web app routes the server links to (emails): the same strings as web/src/config/paths.ts uses.
export const APP_ROUTES = {
  dashboard: '/dashboard',
  ops: '/ops',
} as const;

/** The dashboard's query parameter that opens one request's details: the deep link of every customer email. */
export const REQUEST_QUERY_PARAM = 'request';

/** The console's page of one request. */
export const opsRequestRoute = (uid: string, requestId: string): string =>
  `${APP_ROUTES.ops}/requests/${encodeURIComponent(uid)}/${encodeURIComponent(requestId)}`;
