import Razorpay from 'razorpay';

export const KEYS = {
  keyId: 'rzp_test_UnitTestKey001',
  keySecret: 'sandbox-key-secret',
  webhookSecret: 'sandbox-webhook-secret',
};

/** The official SDK, pointed at the sandbox the way the functions point it (its axios base URL). */
export function sdkFor(sandboxUrl: string, keyId = KEYS.keyId, keySecret = KEYS.keySecret): Razorpay {
  const client = new Razorpay({ key_id: keyId, key_secret: keySecret });
  (client.api as unknown as { rq: { defaults: { baseURL: string } } }).rq.defaults.baseURL = sandboxUrl;
  return client;
}

/** What the SDK rejects with: `{ statusCode, error }`. */
export async function sdkError(
  promise: Promise<unknown>,
): Promise<{ statusCode: number; error: { code: string; description: string; field?: string } }> {
  try {
    await promise;
  } catch (error) {
    return error as { statusCode: number; error: { code: string; description: string; field?: string } };
  }
  throw new Error('expected the SDK call to fail');
}
