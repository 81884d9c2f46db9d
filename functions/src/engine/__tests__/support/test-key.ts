import { createPrivateKey, sign, type KeyObject } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseDer } from '../../core/crypto/asn1-reader.js';
import { bitString, sequence, Tag, tlv } from '../../core/crypto/asn1-writer.js';
import { privateKeyFromPkcs8 } from '../../core/crypto/keys.js';
import type { SigningKey } from '../../index.js';

const dir = new URL('../../__fixtures__/test-key/', import.meta.url);
const read = (name: string) => new Uint8Array(readFileSync(new URL(name, dir)));

/** The committed TEST key (see __fixtures__/test-key/README.md): goldens are signed with it. */
export function testKey(): SigningKey {
  return { privateKeyPkcs8: read('test-key.pk8'), certificate: read('test-cert.der') };
}

/** The committed key the test key is rotated to (the rotation goldens). */
export function rotatedTestKey(): SigningKey {
  return { privateKeyPkcs8: read('rotated-key.pk8'), certificate: read('rotated-cert.der') };
}

/** The stand-in for Play Console's encryption key pair: the public half as Play shows it, the private half to decrypt. */
export function playEncryptionTestKey(): { publicPem: string; privateKey: KeyObject } {
  return {
    publicPem: readFileSync(new URL('play-encryption-public.pem', dir), 'utf8'),
    privateKey: createPrivateKey({ key: Buffer.from(read('play-encryption-key.pk8')), format: 'der', type: 'pkcs8' }),
  };
}

/** The key with its certificate re-issued under another serial number, encoded as given (e.g. negative, as some old tools wrote). */
export function withSerial(key: SigningKey, serial: number[]): SigningKey {
  const certificate = parseDer(key.certificate);
  const fields = certificate.child(0).children.map((field) => field.encoded);
  fields[1] = tlv(Tag.INTEGER, Uint8Array.from(serial));
  const tbs = sequence(...fields);
  const signature = new Uint8Array(sign('sha256', tbs, privateKeyFromPkcs8(key.privateKeyPkcs8)));
  return { ...key, certificate: sequence(tbs, certificate.child(1).encoded, bitString(signature)) };
}
