import { routesRequestHandler } from '../platform/http/request-handler.js';
import { WindowLimiter } from '../platform/window-limiter.js';
import { feedAnswer, type FeedDeps } from './feed-answer.js';
import { reportEvents } from './report-events.js';

/** What one instance of notificationFeed keeps between requests: the per-address limit of reports. */
export function newFeedState(): { perAddress: WindowLimiter } {
  // Generous: a carrier's NAT puts many phones behind one address, and each reports a few times a day at most.
  return { perAddress: new WindowLimiter(600, 60_000) };
}

/**
 * The `notificationFeed` onRequest handler, its own function behind Hosting's `/api/apps/**` rewrite (docs/api.md
 * "Notification feed"): the feed apps poll, and their reports. No CORS: apps call it, not web pages.
 */
export function feedRequestHandler(deps: () => FeedDeps & { perAddress: WindowLimiter }) {
  return routesRequestHandler(
    [
      {
        method: 'GET',
        path: '/apps/:packageName/notifications',
        handler: (request, params) =>
          feedAnswer(deps(), params.packageName ?? '', request.query.has('after') ? request.query.get('after') : null),
      },
      {
        method: 'POST',
        path: '/apps/:packageName/notifications/report',
        handler: (request, params) => reportEvents(deps(), params.packageName ?? '', request.ip, request.rawBody),
      },
    ],
    () => [],
  );
}
