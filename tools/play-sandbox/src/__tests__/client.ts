import { generateKeyPairSync, randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import { androidpublisher, auth, type androidpublisher_v3 } from '@googleapis/androidpublisher';
import type { ServiceAccountKey } from '../../../../functions/src/contracts/play-service-account.js';
import { ANDROIDPUBLISHER_SCOPE } from '../auth.js';

/** A service account key file as Google Cloud hands it out (a fresh RSA key, its id, the account's email). */
export function newServiceAccount(
  email = `publisher-${randomBytes(3).toString('hex')}@test-project.iam.gserviceaccount.com`,
): ServiceAccountKey {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return {
    type: 'service_account',
    client_email: email,
    private_key: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    private_key_id: randomBytes(20).toString('hex'),
  };
}

/** The official client as the functions build it: a self-signed JWT of the account, its root at the sandbox. */
export function officialClient(sandboxUrl: string, key: ServiceAccountKey): androidpublisher_v3.Androidpublisher {
  const jwt = new auth.JWT({
    email: key.client_email,
    key: key.private_key,
    keyId: key.private_key_id,
    scopes: [ANDROIDPUBLISHER_SCOPE],
  });
  jwt.useJWTAccessWithScope = true;
  return androidpublisher({ version: 'v3', auth: jwt, rootUrl: `${sandboxUrl}/` });
}

/** What the client rejects with: Google's error, as gaxios hands it over. */
export async function googleError(
  promise: Promise<unknown>,
): Promise<{ status: number; message: string; reason: string }> {
  try {
    await promise;
  } catch (error) {
    const response = (
      error as {
        response?: { status: number; data: { error: { message: string; errors: Array<{ reason: string }> } } };
      }
    ).response;
    if (!response) throw error;
    return {
      status: response.status,
      message: response.data.error.message,
      reason: response.data.error.errors[0]?.reason ?? '',
    };
  }
  throw new Error('expected the call to fail');
}

/** A PNG of one colour: RGB (24-bit) or RGBA (32-bit), any size. */
export function solidPng(width: number, height: number, alpha = false): Buffer {
  const channels = alpha ? 4 : 3;
  const row = Buffer.alloc(1 + width * channels, 0x80);
  row[0] = 0;
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc32(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, alpha ? 6 : 2, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(Array.from({ length: height }, () => row)))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
