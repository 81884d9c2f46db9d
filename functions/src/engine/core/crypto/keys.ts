import { createPrivateKey, createPublicKey, generateKeyPair, type KeyObject } from 'node:crypto';
import { promisify } from 'node:util';

const generateKeyPairAsync = promisify(generateKeyPair);

const RSA_KEY_BITS = 2048;

/** A fresh RSA-2048 key pair (exponent 65537); the private key as PKCS#8 DER. */
export async function generateRsaKey(): Promise<{ privateKeyPkcs8: Uint8Array; publicKeySpki: Uint8Array }> {
  const { privateKey, publicKey } = await generateKeyPairAsync('rsa', {
    modulusLength: RSA_KEY_BITS,
    publicExponent: 65537,
  });
  return {
    privateKeyPkcs8: new Uint8Array(privateKey.export({ format: 'der', type: 'pkcs8' })),
    publicKeySpki: new Uint8Array(publicKey.export({ format: 'der', type: 'spki' })),
  };
}

export function privateKeyFromPkcs8(pkcs8: Uint8Array): KeyObject {
  return createPrivateKey({ key: Buffer.from(pkcs8), format: 'der', type: 'pkcs8' });
}

export function publicKeyFromSpki(spki: Uint8Array): KeyObject {
  return createPublicKey({ key: Buffer.from(spki), format: 'der', type: 'spki' });
}

export function spkiOf(key: KeyObject): Uint8Array {
  const publicKey = key.type === 'private' ? createPublicKey(key) : key;
  return new Uint8Array(publicKey.export({ format: 'der', type: 'spki' }));
}
