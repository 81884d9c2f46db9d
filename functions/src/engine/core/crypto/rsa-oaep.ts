import { constants, createHash, publicEncrypt, randomBytes, type KeyObject } from 'node:crypto';

/** The hash of OAEP and of its mask generation function (MGF1); CKM_RSA_AES_KEY_WRAP as pepk uses it names SHA-1. */
const HASH = 'sha1';
const HASH_LENGTH = 20;

function mgf1(seed: Uint8Array, length: number): Uint8Array {
  const out = new Uint8Array(length);
  for (let counter = 0, at = 0; at < length; counter++, at += HASH_LENGTH) {
    const block = createHash(HASH)
      .update(seed)
      .update(Uint8Array.of(counter >>> 24, (counter >>> 16) & 0xff, (counter >>> 8) & 0xff, counter & 0xff))
      .digest();
    out.set(block.subarray(0, Math.min(HASH_LENGTH, length - at)), at);
  }
  return out;
}

function modulusBytes(publicKey: KeyObject): number {
  const bits = publicKey.asymmetricKeyDetails?.modulusLength;
  if (!bits) throw new Error('RSA-OAEP: not an RSA key');
  return Math.ceil(bits / 8);
}

/**
 * RSAES-OAEP encryption (RFC 8017 7.1.1, SHA-1, MGF1-SHA-1, empty label). Encoded here rather than by OpenSSL so that
 * a caller may pass the seed: golden tests then get the same bytes every time (OpenSSL always draws its own). The
 * RSA step itself is OpenSSL's, without padding. `privateDecrypt` with `oaepHash: 'sha1'` is its reader.
 */
export function rsaOaepEncrypt(
  publicKey: KeyObject,
  message: Uint8Array,
  seed: Uint8Array = randomBytes(HASH_LENGTH),
): Uint8Array {
  const k = modulusBytes(publicKey);
  if (message.length > k - 2 * HASH_LENGTH - 2) throw new Error('RSA-OAEP: message too long for the key');
  if (seed.length !== HASH_LENGTH) throw new Error('RSA-OAEP: the seed must be 20 bytes');
  const db = new Uint8Array(k - HASH_LENGTH - 1);
  db.set(createHash(HASH).update(new Uint8Array(0)).digest(), 0);
  db[db.length - message.length - 1] = 0x01;
  db.set(message, db.length - message.length);
  const dbMask = mgf1(seed, db.length);
  for (let i = 0; i < db.length; i++) db[i]! ^= dbMask[i]!;
  const maskedSeed = Uint8Array.from(seed);
  const seedMask = mgf1(db, HASH_LENGTH);
  for (let i = 0; i < HASH_LENGTH; i++) maskedSeed[i]! ^= seedMask[i]!;
  const encoded = new Uint8Array(k);
  encoded.set(maskedSeed, 1);
  encoded.set(db, 1 + HASH_LENGTH);
  return new Uint8Array(publicEncrypt({ key: publicKey, padding: constants.RSA_NO_PADDING }, encoded));
}
