import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationFailed, badRequest } from './errors.js';
import { sendJson } from '@apkforge/test-kit/http';
import { basicAuthKeyId, readJson } from './http-util.js';
import { isError, validateNewOrder, type SandboxState } from './state.js';

export interface ApiCredentials {
  keyId: string;
  keySecret: string;
}

function collection<T>(items: T[]): { entity: 'collection'; count: number; items: T[] } {
  return { entity: 'collection', count: items.length, items };
}

/**
 * The slice of Razorpay's REST API the official SDK needs for orders (`/v1/orders...`, `/v1/payments/:id`),
 * with Basic auth and Razorpay's error shapes. Returns false when the path is not an API path.
 */
export async function handleOrdersApi(
  state: SandboxState,
  credentials: ApiCredentials,
  request: IncomingMessage,
  response: ServerResponse,
  pathname: string,
): Promise<boolean> {
  const path = pathname.replace(/\/+$/, '');
  const orderMatch = /^\/v1\/orders\/([^/]+)$/.exec(path);
  const orderPaymentsMatch = /^\/v1\/orders\/([^/]+)\/payments$/.exec(path);
  const paymentMatch = /^\/v1\/payments\/([^/]+)$/.exec(path);
  if (path !== '/v1/orders' && !orderMatch && !orderPaymentsMatch && !paymentMatch) return false;

  if (!basicAuthKeyId(request, credentials.keyId, credentials.keySecret)) {
    sendJson(response, 401, authenticationFailed());
    return true;
  }
  const method = request.method ?? 'GET';
  if (path === '/v1/orders' && method === 'POST') {
    let body: unknown;
    try {
      body = await readJson(request);
    } catch {
      sendJson(response, 400, badRequest('The request body is not valid JSON.'));
      return true;
    }
    const order = validateNewOrder(body);
    if (isError(order)) sendJson(response, 400, order);
    else sendJson(response, 200, state.createOrder(order));
    return true;
  }
  if (method !== 'GET') {
    sendJson(response, 400, badRequest('The requested URL was not found on the server.'));
    return true;
  }
  if (path === '/v1/orders') {
    sendJson(response, 200, collection([...state.orders.values()].reverse()));
    return true;
  }
  const id = decodeURIComponent((orderMatch ?? orderPaymentsMatch ?? paymentMatch)?.[1] ?? '');
  if (paymentMatch) {
    const payment = state.payments.get(id);
    if (payment) sendJson(response, 200, payment);
    else sendJson(response, 400, badRequest('The id provided does not exist', 'id'));
    return true;
  }
  const order = state.orders.get(id);
  if (!order) {
    sendJson(response, 400, badRequest('The id provided does not exist', 'id'));
    return true;
  }
  sendJson(response, 200, orderPaymentsMatch ? collection(state.paymentsOf(id)) : order);
  return true;
}
