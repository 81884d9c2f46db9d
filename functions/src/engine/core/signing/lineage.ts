import { sign, verify, type KeyObject } from 'node:crypto';
import { equalBytes } from '../bytes/byte-writer.js';
import { parseCertificate, type ParsedCertificate } from '../crypto/x509.js';
import { spkiOf } from '../crypto/keys.js';
import { DEFAULT_LINEAGE_FLAGS, LineageFormatError, signedNodeData, type LineageNode } from './lineage-format.js';
import { SIGNATURE_RSA_PKCS1_SHA256 } from './signing-constants.js';

/**
 * A lineage extended by one rotation: `current` (the key of the lineage's last certificate, or of a key that has
 * none yet) signs `nextCertificate`, which becomes the new last node. `lineage` empty starts one at `current`.
 */
export function rotateLineage(
  lineage: readonly LineageNode[],
  current: { privateKey: KeyObject; certificate: Uint8Array },
  nextCertificate: Uint8Array,
  flags: number = DEFAULT_LINEAGE_FLAGS,
): LineageNode[] {
  const nodes: LineageNode[] = lineage.length
    ? lineage.map((node) => ({ ...node }))
    : [
        {
          certificate: current.certificate,
          parentSignatureAlgorithm: 0,
          flags,
          signatureAlgorithm: 0,
          signature: new Uint8Array(0),
        },
      ];
  const last = nodes[nodes.length - 1]!;
  if (!equalBytes(last.certificate, current.certificate))
    throw new LineageFormatError('lineage: the signing key is not the last certificate of the lineage');
  if (!equalBytes(parseCertificate(current.certificate).publicKeySpki, spkiOf(current.privateKey)))
    throw new LineageFormatError('lineage: the signing key does not match its certificate');
  if (nodes.some((node) => equalBytes(node.certificate, nextCertificate)))
    throw new LineageFormatError('lineage: the new certificate is already in the lineage');
  parseCertificate(nextCertificate);
  last.signatureAlgorithm = SIGNATURE_RSA_PKCS1_SHA256;
  const signed = signedNodeData(nextCertificate, SIGNATURE_RSA_PKCS1_SHA256);
  nodes.push({
    certificate: nextCertificate,
    parentSignatureAlgorithm: SIGNATURE_RSA_PKCS1_SHA256,
    flags,
    signatureAlgorithm: 0,
    signature: new Uint8Array(sign('sha256', signed, current.privateKey)),
  });
  return nodes;
}

export interface LineageVerification {
  ok: boolean;
  issues: string[];
  certificates: ParsedCertificate[];
}

/**
 * Checks a lineage as the platform does: the first node unsigned, every later node signed by the previous node's
 * key with the algorithm that node announced, no certificate twice. Collects every issue.
 */
export function verifyLineage(nodes: readonly LineageNode[]): LineageVerification {
  const issues: string[] = [];
  const certificates: ParsedCertificate[] = [];
  for (const [i, node] of nodes.entries()) {
    let certificate: ParsedCertificate;
    try {
      certificate = parseCertificate(node.certificate);
    } catch (error) {
      issues.push(`lineage: certificate ${i + 1} is unreadable (${(error as Error).message})`);
      break;
    }
    if (certificates.some((c) => equalBytes(c.der, certificate.der)))
      issues.push(`lineage: certificate ${i + 1} appears twice`);
    const previous = nodes[i - 1];
    const signer = certificates[i - 1];
    if (!previous || !signer) {
      if (node.parentSignatureAlgorithm !== 0 || node.signature.length)
        issues.push('lineage: the first certificate must not be signed');
    } else if (node.parentSignatureAlgorithm !== previous.signatureAlgorithm) {
      issues.push(`lineage: certificate ${i + 1} names another algorithm than its parent announced`);
    } else if (node.parentSignatureAlgorithm !== SIGNATURE_RSA_PKCS1_SHA256) {
      issues.push(
        `lineage: certificate ${i + 1} is signed with unsupported algorithm ${node.parentSignatureAlgorithm}`,
      );
    } else if (
      !verify(
        'sha256',
        signedNodeData(node.certificate, node.parentSignatureAlgorithm),
        signer.publicKey,
        node.signature,
      )
    ) {
      issues.push(`lineage: certificate ${i + 1} is not signed by certificate ${i}`);
    }
    certificates.push(certificate);
  }
  if (nodes.length === 0) issues.push('lineage: no certificates');
  return { ok: issues.length === 0, issues, certificates };
}
