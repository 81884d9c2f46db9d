import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { handleCheckoutApi } from './checkout-api.js';
import { checkoutScript } from './checkout-script.js';
import { badRequest } from './errors.js';
import { sendJson } from '@apkforge/test-kit/http';
import { PORTS, PROJECT_ID, stackHost } from '../../../functions/src/contracts/local-stack.js';
import { SECRET_PLACEHOLDER } from '../../../functions/src/contracts/local-secrets.js';
import { FUNCTIONS_REGION } from '../../../functions/src/contracts/region.js';
import { BROWSER_CORS } from './http-util.js';
import { handleMoneyBackApi } from './money-back-api.js';
import { handleOrdersApi } from './orders-api.js';
import { SandboxState } from './state.js';
import { WebhookSender, type WebhookDelivery } from './webhooks.js';

/** The local stack's razorpayWebhook function in the functions emulator. */
export const DEFAULT_WEBHOOK_URL = `http://${stackHost('functions')}/${PROJECT_ID}/${FUNCTIONS_REGION}/razorpayWebhook`;

export interface RazorpaySandboxOptions {
  /** 0 picks a free port; default the local stack's. */
  port?: number;
  host?: string;
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** Where signed webhooks go (default: the functions emulator's razorpayWebhook). */
  webhookUrl?: string;
  /** Delays before each webhook retry (default 250 ms, 1 s, 3 s, 5 s). */
  webhookRetryDelaysMs?: readonly number[];
}

export interface RazorpaySandbox {
  port: number;
  host: string;
  url: string;
  state: SandboxState;
  /** Every webhook delivery so far, with its attempts. */
  deliveries(): WebhookDelivery[];
  /** Resolves when the queued webhooks have been delivered or given up. */
  settled(): Promise<void>;
  reset(): void;
  stop(): Promise<void>;
}

function originOf(request: IncomingMessage, fallback: string): string {
  const host = request.headers.host;
  return host && /^[A-Za-z0-9.:[\]-]+$/.test(host) ? `http://${host}` : fallback;
}

export async function startRazorpaySandbox(options: RazorpaySandboxOptions): Promise<RazorpaySandbox> {
  for (const [name, value] of Object.entries({
    keyId: options.keyId,
    keySecret: options.keySecret,
    webhookSecret: options.webhookSecret,
  })) {
    if (!value) throw new Error(`razorpay-sandbox: ${name} is required (see functions/.secret.local.example)`);
    if (value === SECRET_PLACEHOLDER)
      throw new Error(
        `razorpay-sandbox: ${name} is the example's placeholder; npm start generates functions/.secret.local`,
      );
  }
  const host = options.host ?? '127.0.0.1';
  const state = new SandboxState();
  const webhooks = new WebhookSender({
    url: options.webhookUrl ?? DEFAULT_WEBHOOK_URL,
    secret: options.webhookSecret,
    retryDelaysMs: options.webhookRetryDelaysMs ?? [250, 1000, 3000, 5000],
  });
  const credentials = { keyId: options.keyId, keySecret: options.keySecret };
  let baseUrl = '';

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', baseUrl);
    const path = url.pathname;
    if (request.method === 'OPTIONS') {
      response.writeHead(204, BROWSER_CORS).end();
      return;
    }
    if (path === '/v1/checkout.js' && (request.method === 'GET' || request.method === 'HEAD')) {
      const script = checkoutScript(originOf(request, baseUrl));
      response.writeHead(200, {
        'Content-Type': 'application/javascript; charset=UTF-8',
        'Content-Length': Buffer.byteLength(script),
        'Cache-Control': 'no-store',
        'Access-Control-Allow-Origin': '*',
      });
      response.end(request.method === 'HEAD' ? undefined : script);
      return;
    }
    if ((path === '/v1/checkout/pay' || path === '/v1/checkout/fail') && request.method === 'POST') {
      await handleCheckoutApi(state, credentials, webhooks, request, response, path.endsWith('/pay') ? 'pay' : 'fail');
      return;
    }
    if (path === '/__sandbox/webhooks' && request.method === 'GET') {
      const orderId = url.searchParams.get('orderId');
      sendJson(
        response,
        200,
        webhooks.deliveries.filter((delivery) => !orderId || delivery.orderId === orderId),
        BROWSER_CORS,
      );
      return;
    }
    if (path === '/__sandbox/reset' && request.method === 'POST') {
      state.clear();
      webhooks.deliveries.length = 0;
      response.writeHead(204).end();
      return;
    }
    if (await handleMoneyBackApi(state, credentials, webhooks, request, response, path.replace(/\/+$/, ''))) return;
    if (await handleOrdersApi(state, credentials, request, response, path)) return;
    sendJson(response, 404, badRequest('The requested URL was not found on the server.'));
  }

  const server: Server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (response.headersSent) return void response.destroy();
      sendJson(response, 500, {
        error: {
          code: 'SERVER_ERROR',
          description: error instanceof Error ? error.message : String(error),
          source: 'NA',
          step: 'NA',
          reason: 'NA',
          metadata: {},
        },
      });
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(`razorpay-sandbox: port ${options.port} on ${host} is already in use`)
          : error,
      ),
    );
    server.listen(options.port ?? PORTS.razorpay, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  baseUrl = `http://${host}:${port}`;
  return {
    port,
    host,
    url: baseUrl,
    state,
    deliveries: () => webhooks.deliveries,
    settled: () => webhooks.settled(),
    reset: () => {
      state.clear();
      webhooks.deliveries.length = 0;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
