import { createHmac, timingSafeEqual } from 'node:crypto';
import { FormatError } from '../bytes/byte-reader.js';
import { equalBytes } from '../bytes/byte-writer.js';
import { parseDer, type Asn1Node } from './asn1-reader.js';
import { Tag } from './asn1-writer.js';
import { privateKeyFromPkcs8, spkiOf } from './keys.js';
import { Oid } from './oids.js';
import { DecryptionError, MAX_PBE_ITERATIONS, pbeDecrypt, UnsupportedAlgorithmError } from './pbe.js';
import { bmpPassword, Pkcs12KeyId, pkcs12Kdf } from './pkcs12-kdf.js';
import { parseCertificate } from './x509.js';

export class Pkcs12FormatError extends FormatError {}

const HASHES: Record<string, { name: string; length: number }> = {
  [Oid.sha1]: { name: 'sha1', length: 20 },
  [Oid.sha256]: { name: 'sha256', length: 32 },
  '2.16.840.1.101.3.4.2.2': { name: 'sha384', length: 48 },
  '2.16.840.1.101.3.4.2.3': { name: 'sha512', length: 64 },
};

function verifyMac(macData: Asn1Node, content: Uint8Array, password: string): void {
  const digestInfo = macData.child(0);
  const hash = HASHES[digestInfo.child(0).child(0).oid()];
  if (!hash) throw new Pkcs12FormatError('PKCS#12: unsupported MAC algorithm');
  const expected = digestInfo.child(1).octets();
  const salt = macData.child(1).octets();
  const iterations = macData.children[2] ? macData.child(2).integer() : 1;
  // The same bound as for the encryption schemes: a crafted file must not buy hours of hashing.
  if (iterations > MAX_PBE_ITERATIONS) throw new UnsupportedAlgorithmError('MAC iteration count too large');
  const key = pkcs12Kdf(hash.name, bmpPassword(password), salt, Pkcs12KeyId.mac, iterations, hash.length);
  const actual = createHmac(hash.name, key).update(content).digest();
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected))
    throw new DecryptionError('wrong keystore password');
}

/** The SafeBags of every safe in the AuthenticatedSafe, decrypting encrypted safes with the password. */
function safeBags(authenticatedSafe: Asn1Node, password: string): Asn1Node[] {
  return authenticatedSafe.children.flatMap((contentInfo) => {
    const type = contentInfo.child(0).oid();
    if (type === Oid.pkcs7Data) return parseDer(contentInfo.child(1).child(0).octets()).children;
    if (type === Oid.pkcs7EncryptedData) {
      const encrypted = contentInfo.child(1).child(0).child(1);
      const ciphertextNode = encrypted.child(2);
      // [0] IMPLICIT OCTET STRING: primitive (0x80) or, in BER, constructed (0xa0).
      const ciphertext =
        ciphertextNode.tag === 0x80
          ? ciphertextNode.content
          : ciphertextNode.children.map((c) => c.octets()).reduce((a, b) => Buffer.concat([a, b]), Buffer.alloc(0));
      return parseDer(pbeDecrypt(encrypted.child(1), password, ciphertext)).children;
    }
    throw new Pkcs12FormatError(`PKCS#12: unsupported safe content type ${type}`);
  });
}

/**
 * Reads the private key and its certificate from a PKCS#12 keystore (keytool, openssl, Android Studio):
 * checks the MAC, decrypts PBES2 or legacy PBE bags, and pairs the key with the certificate holding its public key.
 */
export function readPkcs12(
  p12: Uint8Array,
  password: string,
): { privateKeyPkcs8: Uint8Array; certificate: Uint8Array; certificates: Uint8Array[] } {
  const pfx = parseDer(p12).expect(Tag.SEQUENCE);
  if (pfx.child(0).integer() !== 3) throw new Pkcs12FormatError('PKCS#12: unsupported version');
  const authSafe = pfx.child(1);
  if (authSafe.child(0).oid() !== Oid.pkcs7Data)
    throw new Pkcs12FormatError('PKCS#12: public-key integrity mode is not supported');
  const content = authSafe.child(1).child(0).octets();
  const macData = pfx.children[2];
  if (macData) verifyMac(macData, content, password);
  const keys: Uint8Array[] = [];
  const certificates: Uint8Array[] = [];
  for (const bag of safeBags(parseDer(content), password)) {
    const type = bag.child(0).oid();
    const value = bag.child(1).child(0);
    if (type === Oid.keyBag) keys.push(value.encoded);
    else if (type === Oid.pkcs8ShroudedKeyBag) keys.push(pbeDecrypt(value.child(0), password, value.child(1).octets()));
    else if (type === Oid.certBag && value.child(0).oid() === Oid.x509Certificate)
      certificates.push(value.child(1).child(0).octets());
  }
  if (keys.length === 0) throw new Pkcs12FormatError('PKCS#12: the keystore holds no private key');
  if (keys.length > 1) throw new Pkcs12FormatError('PKCS#12: the keystore holds more than one private key');
  const privateKeyPkcs8 = keys[0]!;
  const publicKey = spkiOf(privateKeyFromPkcs8(privateKeyPkcs8));
  const certificate = certificates.find((c) => equalBytes(parseCertificate(c).publicKeySpki, publicKey));
  if (!certificate) throw new Pkcs12FormatError('PKCS#12: no certificate matches the private key');
  return { privateKeyPkcs8, certificate, certificates };
}
