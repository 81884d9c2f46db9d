import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GatewayError } from './gateway.js';
import { RAZORPAY_DEFAULT_API_BASE } from './razorpay-api-base.js';
import { pointSdkAt, razorpayGateway, razorpayHostUrl } from './razorpay-gateway.js';

interface Seen {
  method: string;
  url: string;
  authorization: string | undefined;
  body: unknown;
}

const seen: Seen[] = [];
let base = '';
const server = createServer((request: IncomingMessage, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = chunks.length ? JSON.parse(Buffer.concat(chunks).toString()) : null;
    seen.push({
      method: request.method ?? '',
      url: request.url ?? '',
      authorization: request.headers.authorization,
      body,
    });
    response.setHeader('Content-Type', 'application/json');
    if ((body as { receipt?: string } | null)?.receipt === 'refuse') {
      response.statusCode = 400;
      response.end(
        JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The amount must be atleast INR 1.00' } }),
      );
      return;
    }
    response.end(JSON.stringify({ id: 'order_Local0001', entity: 'order', status: 'created', ...(body as object) }));
  });
});

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('razorpayHostUrl', () => {
  it('strips the /v1 of the documented base', () => {
    expect(razorpayHostUrl(RAZORPAY_DEFAULT_API_BASE)).toBe('https://api.razorpay.com');
    expect(razorpayHostUrl('http://127.0.0.1:4010/v1/')).toBe('http://127.0.0.1:4010');
    expect(razorpayHostUrl('http://proxy.local/razorpay/v1')).toBe('http://proxy.local/razorpay');
  });

  it('refuses bases the SDK cannot use', () => {
    expect(() => razorpayHostUrl('http://127.0.0.1:4010')).toThrow(/must end with \/v1/);
    expect(() => razorpayHostUrl('ftp://x/v1')).toThrow(/http/);
  });
});

describe('razorpayGateway', () => {
  it('leaves the real API in place with the default base (real keys work unchanged)', () => {
    const client = new Razorpay({ key_id: 'rzp_test_x', key_secret: 's' });
    pointSdkAt(client, RAZORPAY_DEFAULT_API_BASE);
    expect((client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL).toBe(
      'https://api.razorpay.com',
    );
  });

  it('sends the official SDK to the configured base with Basic auth', async () => {
    const gateway = razorpayGateway({ keyId: 'rzp_test_UnitTestKey001', keySecret: 'shh', apiBase: base });
    const order = await gateway.createOrder({
      amount: 3900,
      currency: 'INR',
      receipt: 'req1',
      notes: { requestId: 'req1', userId: 'u' },
    });
    expect(order).toMatchObject({ id: 'order_Local0001', amount: 3900, currency: 'INR', status: 'created' });
    const request = seen.at(-1)!;
    expect(request.method).toBe('POST');
    expect(request.url).toBe('/v1/orders');
    expect(request.authorization).toBe(`Basic ${Buffer.from('rzp_test_UnitTestKey001:shh').toString('base64')}`);
    expect(request.body).toEqual({
      amount: 3900,
      currency: 'INR',
      receipt: 'req1',
      notes: { requestId: 'req1', userId: 'u' },
    });
    expect(gateway.keyId).toBe('rzp_test_UnitTestKey001');
  });

  it("turns Razorpay's error answers into GatewayError with the status", async () => {
    const gateway = razorpayGateway({ keyId: 'k', keySecret: 's', apiBase: base });
    const error = await gateway
      .createOrder({ amount: 1, currency: 'INR', receipt: 'refuse', notes: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect(error).toMatchObject({ status: 400, providerCode: 'BAD_REQUEST_ERROR' });
  });

  it('turns an unreachable API into GatewayError without a status', async () => {
    const gateway = razorpayGateway({ keyId: 'k', keySecret: 's', apiBase: 'http://127.0.0.1:9/v1' });
    const error = await gateway
      .createOrder({ amount: 100, currency: 'INR', receipt: 'r', notes: {} })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(GatewayError);
    expect((error as GatewayError).status).toBeNull();
  });
});
