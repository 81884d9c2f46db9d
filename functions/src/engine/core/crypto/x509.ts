import { createHash, randomBytes, sign, verify, type KeyObject } from 'node:crypto';
import { equalBytes } from '../bytes/byte-writer.js';
import { parseDer, type Asn1Node } from './asn1-reader.js';
import {
  algorithm,
  bitString,
  explicit,
  integer,
  octetString,
  oid,
  sequence,
  setOf,
  Tag,
  time,
  unsignedInteger,
  utf8String,
} from './asn1-writer.js';
import { publicKeyFromSpki, spkiOf } from './keys.js';
import { Oid } from './oids.js';

export interface CertificateSubject {
  commonName?: string;
  organization?: string;
}

/** Android signing certificates conventionally last decades; 30 years outlives any app we build. */
const CERTIFICATE_VALIDITY_YEARS = 30;

/** RFC 5280 Appendix A upper bounds: ub-common-name and ub-organization-name are both 64 characters. */
const MAX_NAME_ATTRIBUTE_LENGTH = 64;

/** Trimmed and cut to the upper bound on a code point boundary; empty when nothing is left. */
function attributeText(value: string | undefined): string {
  return [...(value ?? '').trim()].slice(0, MAX_NAME_ATTRIBUTE_LENGTH).join('').trim();
}

function name(subject: CertificateSubject): Uint8Array {
  const rdns: Uint8Array[] = [];
  const organization = attributeText(subject.organization);
  if (organization) rdns.push(setOf(sequence(oid(Oid.organization), utf8String(organization))));
  rdns.push(setOf(sequence(oid(Oid.commonName), utf8String(attributeText(subject.commonName) || 'Apkforge'))));
  return sequence(...rdns);
}

/** Writes a self-signed X.509 v3 certificate (SHA256withRSA) in DER. */
export function createSelfSignedCertificate(
  privateKey: KeyObject,
  subject: CertificateSubject,
  options: { notBefore?: Date; serial?: Uint8Array } = {},
): Uint8Array {
  const notBefore = new Date(Math.floor((options.notBefore ?? new Date()).getTime() / 1000) * 1000);
  const notAfter = new Date(notBefore);
  notAfter.setUTCFullYear(notAfter.getUTCFullYear() + CERTIFICATE_VALIDITY_YEARS);
  const serial = options.serial ?? randomBytes(16);
  const serialBytes = Uint8Array.from(serial);
  serialBytes[0] = (serialBytes[0]! & 0x7f) | 0x01;
  const spki = spkiOf(privateKey);
  const subjectPublicKey = parseDer(spki).child(1).bitString();
  const keyIdentifier = createHash('sha1').update(subjectPublicKey).digest();
  const extensions = sequence(sequence(oid(Oid.subjectKeyIdentifier), octetString(octetString(keyIdentifier))));
  const dn = name(subject);
  const tbs = sequence(
    explicit(0, integer(2)),
    unsignedInteger(serialBytes),
    algorithm(Oid.sha256WithRsaEncryption),
    dn,
    sequence(time(notBefore), time(notAfter)),
    dn,
    spki,
    explicit(3, extensions),
  );
  const signature = new Uint8Array(sign('sha256', tbs, privateKey));
  return sequence(tbs, algorithm(Oid.sha256WithRsaEncryption), bitString(signature));
}

export interface ParsedCertificate {
  der: Uint8Array;
  tbs: Uint8Array;
  /** Magnitude of the serial number (for comparisons). */
  serial: Uint8Array;
  /** The serial number's INTEGER exactly as encoded (a signer's IssuerAndSerialNumber must repeat it byte for byte). */
  serialDer: Uint8Array;
  issuer: Uint8Array;
  subject: Uint8Array;
  subjectText: string;
  notBefore: Date;
  notAfter: Date;
  publicKeySpki: Uint8Array;
  publicKey: KeyObject;
  signatureAlgorithm: string;
  signature: Uint8Array;
}

function describeName(node: Asn1Node): string {
  const labels: Record<string, string> = { [Oid.commonName]: 'CN', [Oid.organization]: 'O' };
  return node.children
    .flatMap((rdn) => rdn.children)
    .map((atv) => `${labels[atv.child(0).oid()] ?? atv.child(0).oid()}=${atv.child(1).text()}`)
    .join(', ');
}

export function parseCertificate(der: Uint8Array): ParsedCertificate {
  const cert = parseDer(der).expect(Tag.SEQUENCE);
  const tbs = cert.child(0).expect(Tag.SEQUENCE);
  let i = 0;
  if (tbs.child(0).tag === 0xa0) i++;
  const validity = tbs.child(i + 3);
  const spki = tbs.child(i + 5).encoded;
  return {
    der,
    tbs: tbs.encoded,
    serial: tbs.child(i).integerBytes(),
    serialDer: tbs.child(i).encoded,
    issuer: tbs.child(i + 2).encoded,
    subject: tbs.child(i + 4).encoded,
    subjectText: describeName(tbs.child(i + 4)),
    notBefore: validity.child(0).time(),
    notAfter: validity.child(1).time(),
    publicKeySpki: spki,
    publicKey: publicKeyFromSpki(spki),
    signatureAlgorithm: cert.child(1).child(0).oid(),
    signature: cert.child(2).bitString(),
  };
}

/** Checks a self-signed certificate's signature with its own key. */
export function verifySelfSigned(cert: ParsedCertificate): boolean {
  if (cert.signatureAlgorithm !== Oid.sha256WithRsaEncryption) return false;
  if (!equalBytes(cert.issuer, cert.subject)) return false;
  return verify('sha256', cert.tbs, cert.publicKey, cert.signature);
}

/** SHA-256 fingerprint as keytool and apksigner print it: upper-case hex pairs joined by colons. */
export function certificateFingerprint(der: Uint8Array): string {
  return createHash('sha256').update(der).digest('hex').toUpperCase().match(/../g)!.join(':');
}
