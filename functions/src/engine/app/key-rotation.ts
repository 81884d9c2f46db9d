import { certificateFingerprint, parseCertificate } from '../core/crypto/x509.js';
import { writeLineageFile } from '../core/signing/lineage-format.js';
import { rotateLineage } from '../core/signing/lineage.js';
import type { SigningKey } from './app-config.js';
import { openLineage, openSigningKey, SigningKeyError } from './signing-key.js';

/**
 * A key rotation (docs/shell-contract.md "Signing"): `next` with the proof that `current` handed over to it. The
 * lineage grows by one signed link (a key rotated before keeps its whole history), and the original key, which
 * Android 7 and 8 keep checking through v2, is carried along.
 */
export function rotateSigningKey(current: SigningKey, next: SigningKey): SigningKey {
  const from = openSigningKey(current);
  openSigningKey({ privateKeyPkcs8: next.privateKeyPkcs8, certificate: next.certificate });
  if (certificateFingerprint(current.certificate) === certificateFingerprint(next.certificate))
    throw new SigningKeyError('The new key is the same as the current key.');
  let lineage;
  try {
    lineage = rotateLineage(from.rotation?.lineage ?? [], from, next.certificate);
  } catch (error) {
    throw new SigningKeyError(`The key cannot be rotated: ${(error as Error).message}.`);
  }
  const originalKey = current.rotation?.originalKey ?? {
    privateKeyPkcs8: current.privateKeyPkcs8,
    certificate: current.certificate,
  };
  return {
    privateKeyPkcs8: next.privateKeyPkcs8,
    certificate: next.certificate,
    rotation: { lineage: writeLineageFile(lineage), originalKey },
  };
}

export interface LineageCertificate {
  sha256: string;
  subject: string;
}

/** The certificates of a lineage file, oldest first, after checking every link; SigningKeyError otherwise. */
export function readKeyLineage(lineage: Uint8Array): LineageCertificate[] {
  const nodes = openLineage(lineage, null, null);
  return nodes.map((node) => ({
    sha256: certificateFingerprint(node.certificate),
    subject: parseCertificate(node.certificate).subjectText,
  }));
}
