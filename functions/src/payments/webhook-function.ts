import type { ServerResponse } from 'node:http';
import type { RuntimeRequest } from '../platform/http/from-node.js';
import { errorBody } from '../platform/http/errors.js';
import * as logs from '../logs.js';
import { handleRazorpayWebhook, type WebhookDeps, type WebhookReply } from './webhook.js';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function replyTo(deps: () => WebhookDeps, request: RuntimeRequest): Promise<WebhookReply> {
  if (request.method !== 'POST') return { status: 405, body: errorBody('method-not-allowed', 'Use POST.') };
  try {
    return await handleRazorpayWebhook(deps(), {
      rawBody: request.rawBody ?? Buffer.alloc(0),
      signature: single(request.headers['x-razorpay-signature']),
      eventId: single(request.headers['x-razorpay-event-id']),
    });
  } catch (error) {
    // e.g. the dependencies could not be built: a 5xx, so Razorpay delivers the event again later.
    logs.webhookFailed('unknown', single(request.headers['x-razorpay-event-id']) ?? null, error);
    return { status: 500, body: errorBody('internal', 'Processing failed; please retry.') };
  }
}

/** The `razorpayWebhook` onRequest handler: POST only, raw body and headers to the handler, JSON reply. */
export function webhookRequestHandler(deps: () => WebhookDeps) {
  return async (request: RuntimeRequest, response: ServerResponse): Promise<void> => {
    const reply = await replyTo(deps, request);
    const body = JSON.stringify(reply.body);
    response.statusCode = reply.status;
    if (reply.status === 405) response.setHeader('Allow', 'POST');
    response.setHeader('Content-Type', 'application/json; charset=utf-8');
    response.end(body);
  };
}
