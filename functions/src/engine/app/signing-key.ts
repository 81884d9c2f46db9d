import { createPublicKey, type KeyObject } from 'node:crypto';
import { equalBytes } from '../core/bytes/byte-writer.js';
import { generateRsaKey, privateKeyFromPkcs8, spkiOf } from '../core/crypto/keys.js';
import {
  certificateFingerprint,
  createSelfSignedCertificate,
  parseCertificate,
  type CertificateSubject,
} from '../core/crypto/x509.js';
import type { SigningKey } from './app-config.js';

/** The key material does not form a usable RSA signing key with a matching certificate. */
export class SigningKeyError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SigningKeyError';
  }
}

/** A new RSA-2048 key and a self-signed certificate valid for 30 years. */
export async function generateSigningKey(subject: CertificateSubject = {}): Promise<SigningKey> {
  const { privateKeyPkcs8 } = await generateRsaKey();
  const certificate = createSelfSignedCertificate(privateKeyFromPkcs8(privateKeyPkcs8), subject);
  return { privateKeyPkcs8, certificate };
}

export interface OpenedKey {
  privateKey: KeyObject;
  certificate: Uint8Array;
  certificateSha256: string;
}

/** Loads a SigningKey and checks that it is RSA and that the certificate carries its public key. */
export function openSigningKey(key: SigningKey): OpenedKey {
  let privateKey: KeyObject;
  try {
    privateKey = privateKeyFromPkcs8(key.privateKeyPkcs8);
  } catch {
    throw new SigningKeyError('The signing key could not be read (expected PKCS#8 DER).');
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new SigningKeyError('The signing key must be an RSA key.');
  let certificatePublicKey: Uint8Array;
  try {
    certificatePublicKey = parseCertificate(key.certificate).publicKeySpki;
  } catch {
    throw new SigningKeyError('The signing certificate could not be read (expected X.509 DER).');
  }
  if (!equalBytes(spkiOf(createPublicKey(privateKey)), certificatePublicKey)) {
    throw new SigningKeyError('The signing certificate does not belong to the signing key.');
  }
  return { privateKey, certificate: key.certificate, certificateSha256: certificateFingerprint(key.certificate) };
}
