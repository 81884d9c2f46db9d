import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from '@apkforge/test-kit/http';
import type { DisputeStatus } from './entities.js';
import { authenticationFailed, badRequest } from './errors.js';
import { basicAuthKeyId, readJson } from './http-util.js';
import type { ApiCredentials } from './orders-api.js';
import { isError, type SandboxState } from './state.js';
import { disputeEvent, refundEvents, type WebhookSender } from './webhooks.js';

const DISPUTE_STATUSES: readonly DisputeStatus[] = ['open', 'under_review', 'won', 'lost', 'closed'];

async function jsonBody(request: IncomingMessage): Promise<Record<string, unknown> | null> {
  try {
    const body = await readJson(request);
    return typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/**
 * Money going back to a payer, so tests can drive the refund and dispute webhooks:
 * - `POST /v1/payments/:id/refund` `{ amount? }`: Razorpay's Refunds API (Basic auth), processed at once, then the
 *   signed `refund.processed` and `payment.refunded` webhooks;
 * - `POST /__sandbox/payments/:id/dispute` `{ status, amount? }`: what a payer's bank does (Razorpay has no API to raise
 *   a dispute), then the signed `payment.dispute.created` (status open) or `payment.dispute.<status>` webhook.
 * Returns false when the path is neither.
 */
export async function handleMoneyBackApi(
  state: SandboxState,
  credentials: ApiCredentials,
  webhooks: WebhookSender,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<boolean> {
  const refundMatch = /^\/v1\/payments\/([^/]+)\/refunds?$/.exec(path);
  const disputeMatch = /^\/__sandbox\/payments\/([^/]+)\/dispute$/.exec(path);
  if ((!refundMatch && !disputeMatch) || request.method !== 'POST') return false;
  const paymentId = decodeURIComponent((refundMatch ?? disputeMatch)?.[1] ?? '');
  const body = await jsonBody(request);
  if (!body) {
    sendJson(response, 400, badRequest('The request body is not valid JSON.'));
    return true;
  }
  const amount = body.amount === undefined ? undefined : Number(body.amount);

  if (refundMatch) {
    if (!basicAuthKeyId(request, credentials.keyId, credentials.keySecret)) {
      sendJson(response, 401, authenticationFailed());
      return true;
    }
    const result = state.refund(paymentId, amount);
    if (isError(result)) {
      sendJson(response, 400, result);
      return true;
    }
    webhooks.send(refundEvents(result.refund, result.payment));
    sendJson(response, 200, result.refund);
    return true;
  }

  const status = body.status ?? 'open';
  if (typeof status !== 'string' || !(DISPUTE_STATUSES as readonly string[]).includes(status)) {
    sendJson(response, 400, badRequest(`status must be one of ${DISPUTE_STATUSES.join(', ')}`, 'status'));
    return true;
  }
  const result = state.dispute(paymentId, status as DisputeStatus, amount);
  if (isError(result)) {
    sendJson(response, 400, result);
    return true;
  }
  webhooks.send([disputeEvent(result.dispute, result.payment)]);
  sendJson(response, 200, result.dispute);
  return true;
}
