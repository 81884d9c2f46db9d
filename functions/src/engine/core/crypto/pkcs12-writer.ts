import { createHash, createHmac, randomBytes } from 'node:crypto';
import { algorithm, bmpString, explicit, integer, octetString, oid, sequence, setOf } from './asn1-writer.js';
import { Oid } from './oids.js';
import { PASSWORD_PBKDF2_ITERATIONS, pbes2Encrypt } from './pbe.js';
import { bmpPassword, Pkcs12KeyId, pkcs12Kdf } from './pkcs12-kdf.js';

export const DEFAULT_KEY_ALIAS = 'apkforge';

function bagAttributes(alias: string, localKeyId: Uint8Array): Uint8Array {
  return setOf(
    sequence(oid(Oid.friendlyName), setOf(bmpString(alias))),
    sequence(oid(Oid.localKeyId), setOf(octetString(localKeyId))),
  );
}

const dataContentInfo = (content: Uint8Array) => sequence(oid(Oid.pkcs7Data), explicit(0, octetString(content)));

/**
 * A PKCS#12 keystore that keytool and `openssl pkcs12` open: the key in a PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC)
 * shrouded bag, the certificate in a plain safe (it is public, as `openssl pkcs12 -certpbe NONE` leaves it), and an
 * HMAC-SHA256 integrity MAC. Both the key's PBKDF2 and the MAC's key derivation run `iterations` rounds (600,000 by
 * default): the MAC also checks the password, so a cheaper MAC would make guessing cheap again.
 */
export function writePkcs12(
  privateKeyPkcs8: Uint8Array,
  certificate: Uint8Array,
  password: string,
  alias = DEFAULT_KEY_ALIAS,
  iterations = PASSWORD_PBKDF2_ITERATIONS,
): Uint8Array {
  const localKeyId = createHash('sha1').update(certificate).digest();
  const attributes = bagAttributes(alias, localKeyId);
  const shroudedKey = pbes2Encrypt(password, privateKeyPkcs8, iterations);
  const keyBag = sequence(
    oid(Oid.pkcs8ShroudedKeyBag),
    explicit(0, sequence(shroudedKey.algorithm, octetString(shroudedKey.ciphertext))),
    attributes,
  );
  const certBag = sequence(
    oid(Oid.certBag),
    explicit(0, sequence(oid(Oid.x509Certificate), explicit(0, octetString(certificate)))),
    attributes,
  );
  const authenticatedSafe = sequence(dataContentInfo(sequence(certBag)), dataContentInfo(sequence(keyBag)));
  const macSalt = randomBytes(20);
  const macKey = pkcs12Kdf('sha256', bmpPassword(password), macSalt, Pkcs12KeyId.mac, iterations, 32);
  const mac = createHmac('sha256', macKey).update(authenticatedSafe).digest();
  const macData = sequence(
    sequence(algorithm(Oid.sha256), octetString(mac)),
    octetString(macSalt),
    integer(iterations),
  );
  return sequence(integer(3), dataContentInfo(authenticatedSafe), macData);
}
