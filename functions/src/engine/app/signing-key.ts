import { createPublicKey, type KeyObject } from 'node:crypto';
import { equalBytes } from '../core/bytes/byte-writer.js';
import { generateRsaKey, privateKeyFromPkcs8, spkiOf } from '../core/crypto/keys.js';
import {
  certificateFingerprint,
  createSelfSignedCertificate,
  parseCertificate,
  type CertificateSubject,
} from '../core/crypto/x509.js';
import { readLineageFile, type LineageNode } from '../core/signing/lineage-format.js';
import { verifyLineage } from '../core/signing/lineage.js';
import type { SignerRotation } from '../core/signing/sign-apk.js';
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
  /** Set when the key was rotated: what v2 is signed with and the lineage v3 carries. */
  rotation?: SignerRotation;
}

function openPair(key: { privateKeyPkcs8: Uint8Array; certificate: Uint8Array }, what: string): KeyObject {
  let privateKey: KeyObject;
  try {
    privateKey = privateKeyFromPkcs8(key.privateKeyPkcs8);
  } catch {
    throw new SigningKeyError(`The ${what} could not be read (expected PKCS#8 DER).`);
  }
  if (privateKey.asymmetricKeyType !== 'rsa') throw new SigningKeyError(`The ${what} must be an RSA key.`);
  let certificatePublicKey: Uint8Array;
  try {
    certificatePublicKey = parseCertificate(key.certificate).publicKeySpki;
  } catch {
    throw new SigningKeyError(`The certificate of the ${what} could not be read (expected X.509 DER).`);
  }
  if (!equalBytes(spkiOf(createPublicKey(privateKey)), certificatePublicKey)) {
    throw new SigningKeyError(`The certificate does not belong to the ${what}.`);
  }
  return privateKey;
}

/** The lineage of a rotated key, checked: signed link by link, from the original certificate to this key's. */
export function openLineage(lineage: Uint8Array, first: Uint8Array | null, last: Uint8Array | null): LineageNode[] {
  let nodes: LineageNode[];
  try {
    nodes = readLineageFile(lineage);
  } catch (error) {
    throw new SigningKeyError(`The lineage file could not be read: ${(error as Error).message}.`);
  }
  const verification = verifyLineage(nodes);
  if (!verification.ok) throw new SigningKeyError(`The lineage does not verify: ${verification.issues.join('; ')}.`);
  if (last && !equalBytes(nodes[nodes.length - 1]!.certificate, last))
    throw new SigningKeyError('The lineage does not end with the certificate of the signing key.');
  if (first && !equalBytes(nodes[0]!.certificate, first))
    throw new SigningKeyError('The lineage does not start with the certificate of the original key.');
  return nodes;
}

/**
 * Loads a SigningKey and checks that it is RSA and that the certificate carries its public key; for a rotated key
 * also the original key and the lineage that links the two.
 */
export function openSigningKey(key: SigningKey): OpenedKey {
  const privateKey = openPair(key, 'signing key');
  const opened: OpenedKey = {
    privateKey,
    certificate: key.certificate,
    certificateSha256: certificateFingerprint(key.certificate),
  };
  if (!key.rotation) return opened;
  const original = key.rotation.originalKey;
  const originalPrivateKey = openPair(original, 'original signing key');
  const lineage = openLineage(key.rotation.lineage, original.certificate, key.certificate);
  opened.rotation = { lineage, original: { privateKey: originalPrivateKey, certificate: original.certificate } };
  return opened;
}
