import { readFileSync } from 'node:fs';
import type { SigningKey } from '../../index.js';

const dir = new URL('../../__fixtures__/test-key/', import.meta.url);

/** The committed TEST key (see __fixtures__/test-key/README.md): goldens are signed with it. */
export function testKey(): SigningKey {
  return {
    privateKeyPkcs8: new Uint8Array(readFileSync(new URL('test-key.pk8', dir))),
    certificate: new Uint8Array(readFileSync(new URL('test-cert.der', dir))),
  };
}

export const TEST_KEYSTORE_URL = new URL('test-key.p12', dir);
export const TEST_KEYSTORE_PASSWORD = 'test-password';
export const TEST_KEY_ALIAS = 'apkforge-test';
