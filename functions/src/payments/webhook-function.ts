import type { ServerResponse } from 'node:http';
import type { RuntimeRequest } from '../http/from-node.js';
import { errorBody } from '../http/errors.js';
import { handleRazorpayWebhook, type WebhookDeps } from './webhook.js';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The `razorpayWebhook` onRequest handler: POST only, raw body and headers to the handler, JSON reply. */
export function webhookRequestHandler(deps: () => WebhookDeps) {
  return async (request: RuntimeRequest, response: ServerResponse): Promise<void> => {
    const reply =
      request.method === 'POST'
        ? await handleRazorpayWebhook(deps(), {
            rawBody: request.rawBody ?? Buffer.alloc(0),
            signature: single(request.headers['x-razorpay-signature']),
            eventId: single(request.headers['x-razorpay-event-id']),
          })
        : { status: 405, body: errorBody('method-not-allowed', 'Use POST.') };
    const body = JSON.stringify(reply.body);
    response.statusCode = reply.status;
    if (reply.status === 405) response.setHeader('Allow', 'POST');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(body);
  };
}
