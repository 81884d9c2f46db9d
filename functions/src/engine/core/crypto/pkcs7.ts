import { sign, verify, type KeyObject } from 'node:crypto';
import { FormatError } from '../bytes/byte-reader.js';
import { equalBytes } from '../bytes/byte-writer.js';
import { parseDer } from './asn1-reader.js';
import {
  algorithm,
  explicit,
  implicitConstructed,
  integer,
  octetString,
  oid,
  sequence,
  setOf,
  Tag,
} from './asn1-writer.js';
import { Oid } from './oids.js';
import { parseCertificate, type ParsedCertificate } from './x509.js';

class Pkcs7FormatError extends FormatError {}

/**
 * A detached PKCS#7 SignedData over `content` (the JAR signature block, META-INF/CERT.RSA):
 * SHA-256 digest, RSA signature, one certificate, no signed attributes (so the signature covers
 * the .SF bytes directly, which every Android version accepts).
 */
export function createDetachedSignedData(
  content: Uint8Array,
  certificateDer: Uint8Array,
  privateKey: KeyObject,
): Uint8Array {
  const cert = parseCertificate(certificateDer);
  const signature = new Uint8Array(sign('sha256', content, privateKey));
  const signerInfo = sequence(
    integer(1),
    // Verbatim, not re-encoded: a certificate with a negative or non-minimal serial must still be found.
    sequence(cert.issuer, cert.serialDer),
    algorithm(Oid.sha256),
    algorithm(Oid.rsaEncryption),
    octetString(signature),
  );
  const signedData = sequence(
    integer(1),
    setOf(algorithm(Oid.sha256)),
    sequence(oid(Oid.pkcs7Data)),
    implicitConstructed(0, certificateDer),
    setOf(signerInfo),
  );
  return sequence(oid(Oid.pkcs7SignedData), explicit(0, signedData));
}

export interface ParsedSignedData {
  certificates: ParsedCertificate[];
  signers: {
    digestAlgorithm: string;
    signatureAlgorithm: string;
    signature: Uint8Array;
    hasSignedAttributes: boolean;
    certificate?: ParsedCertificate;
  }[];
}

const fail = (message: string) => new Pkcs7FormatError(`PKCS#7: ${message}`);

export function parseSignedData(der: Uint8Array): ParsedSignedData {
  const contentInfo = parseDer(der).expect(Tag.SEQUENCE);
  if (contentInfo.child(0).oid() !== Oid.pkcs7SignedData) throw fail('not SignedData');
  const signedData = contentInfo.child(1).expect(0xa0).child(0).expect(Tag.SEQUENCE);
  const certificates: ParsedCertificate[] = [];
  let signerInfos;
  for (const node of signedData.children.slice(3)) {
    if (node.tag === 0xa0) for (const c of node.children) certificates.push(parseCertificate(c.encoded));
    else if (node.tag === Tag.SET) signerInfos = node;
  }
  if (!signerInfos) throw fail('no signerInfos');
  const signers = signerInfos.children.map((si) => {
    // IssuerAndSerialNumber: the same issuer name and the same serial number value (sign included).
    const sid = si.child(1);
    const serial = sid.child(1).signedIntegerBytes();
    const certificate = certificates.find(
      (c) =>
        equalBytes(c.issuer, sid.child(0).encoded) && equalBytes(parseDer(c.serialDer).signedIntegerBytes(), serial),
    );
    const rest = si.children.slice(2);
    const hasSignedAttributes = rest[1]?.tag === 0xa0;
    const offset = hasSignedAttributes ? 1 : 0;
    const signer = {
      digestAlgorithm: si.child(2).child(0).oid(),
      signatureAlgorithm: si
        .child(3 + offset)
        .child(0)
        .oid(),
      signature: si.child(4 + offset).octets(),
      hasSignedAttributes,
    };
    return certificate ? { ...signer, certificate } : signer;
  });
  return { certificates, signers };
}

/** Verifies a detached signature without signed attributes; returns the issues found. */
export function verifyDetachedSignedData(
  der: Uint8Array,
  content: Uint8Array,
): { issues: string[]; certificate?: ParsedCertificate } {
  const parsed = parseSignedData(der);
  const signer = parsed.signers[0];
  if (!signer || parsed.signers.length !== 1)
    return { issues: [`expected one signer, found ${parsed.signers.length}`] };
  const issues: string[] = [];
  if (!signer.certificate) return { issues: ['signer certificate not found in the signature block'] };
  if (signer.hasSignedAttributes) issues.push('signed attributes are not expected');
  if (signer.digestAlgorithm !== Oid.sha256)
    issues.push(`digest algorithm ${signer.digestAlgorithm}, expected SHA-256`);
  if (
    ![Oid.rsaEncryption, Oid.sha256WithRsaEncryption].includes(signer.signatureAlgorithm as typeof Oid.rsaEncryption)
  ) {
    issues.push(`signature algorithm ${signer.signatureAlgorithm}, expected RSA`);
  }
  if (!verify('sha256', content, signer.certificate.publicKey, signer.signature))
    issues.push('signature does not verify');
  return { issues, certificate: signer.certificate };
}
