import Razorpay from 'razorpay';
import { GatewayError, type GatewayOrder, type PaymentGateway } from './gateway.js';

/**
 * The SDK builds every URL as `<hostUrl>/v1/<resource>` and fixes hostUrl to https://api.razorpay.com. Our setting
 * names the versioned base (what Razorpay documents); the host is that base without `/v1`.
 */
export function razorpayHostUrl(apiBase: string): string {
  const url = new URL(apiBase);
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw new Error(`RAZORPAY_API_BASE must be http(s): ${apiBase}`);
  const path = url.pathname.replace(/\/+$/, '');
  if (!path.endsWith('/v1')) throw new Error(`RAZORPAY_API_BASE must end with /v1: ${apiBase}`);
  return `${url.origin}${path.slice(0, -'/v1'.length)}`;
}

interface SdkApiInternals {
  rq?: { defaults?: { baseURL?: string } };
}

/**
 * razorpay-node 2.9 keeps its axios instance on `api.rq`; pointing its `defaults.baseURL` elsewhere redirects
 * every resource (they share that instance). With the default base nothing changes, so real keys work as is.
 * If a future SDK moves that field we fail loudly here rather than silently calling the real API.
 */
export function pointSdkAt(client: Razorpay, apiBase: string): void {
  const hostUrl = razorpayHostUrl(apiBase);
  const api = client.api as unknown as SdkApiInternals;
  if (!api.rq?.defaults) throw new Error('razorpay SDK layout changed: cannot set its API base URL');
  api.rq.defaults.baseURL = hostUrl;
}

/** The SDK rejects with `{ statusCode, error: { code, description } }`, or a TypeError when no response came. */
function toGatewayError(error: unknown): GatewayError {
  if (typeof error === 'object' && error !== null && 'statusCode' in error) {
    const { statusCode, error: detail } = error as {
      statusCode: unknown;
      error?: { code?: string; description?: string };
    };
    return new GatewayError(
      `Razorpay answered ${String(statusCode)}: ${detail?.description ?? 'no description'}`,
      typeof statusCode === 'number' ? statusCode : Number(statusCode) || null,
      detail?.code ?? null,
    );
  }
  return new GatewayError(
    `Razorpay could not be reached: ${error instanceof Error ? error.message : String(error)}`,
    null,
    null,
  );
}

export interface RazorpayCredentials {
  keyId: string;
  keySecret: string;
  apiBase: string;
}

export function razorpayGateway(credentials: RazorpayCredentials): PaymentGateway {
  const client = new Razorpay({ key_id: credentials.keyId, key_secret: credentials.keySecret });
  pointSdkAt(client, credentials.apiBase);
  return {
    keyId: credentials.keyId,
    async createOrder(input) {
      try {
        const order = await client.orders.create({
          amount: input.amount,
          currency: input.currency,
          receipt: input.receipt,
          notes: input.notes,
        });
        return {
          id: order.id,
          amount: Number(order.amount),
          currency: order.currency,
          status: order.status,
          receipt: order.receipt ?? null,
          notes: (order.notes ?? {}) as Record<string, string>,
        } satisfies GatewayOrder;
      } catch (error) {
        throw toGatewayError(error);
      }
    },
  };
}
