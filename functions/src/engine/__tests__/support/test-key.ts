import { sign } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parseDer } from '../../core/crypto/asn1-reader.js';
import { bitString, sequence, Tag, tlv } from '../../core/crypto/asn1-writer.js';
import { privateKeyFromPkcs8 } from '../../core/crypto/keys.js';
import type { SigningKey } from '../../index.js';

const dir = new URL('../../__fixtures__/test-key/', import.meta.url);

/** The committed TEST key (see __fixtures__/test-key/README.md): goldens are signed with it. */
export function testKey(): SigningKey {
  return {
    privateKeyPkcs8: new Uint8Array(readFileSync(new URL('test-key.pk8', dir))),
    certificate: new Uint8Array(readFileSync(new URL('test-cert.der', dir))),
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
