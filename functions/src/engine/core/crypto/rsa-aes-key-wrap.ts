import { constants, createCipheriv, createDecipheriv, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import { concatBytes } from '../bytes/byte-writer.js';
import { rsaOaepEncrypt } from './rsa-oaep.js';

/** RFC 5649's alternative initial value: the AES key wrap *with padding*, so any length of key material fits. */
const KWP_IV = Buffer.from('a65959a6', 'hex');
/** The ephemeral AES key's length: AES-256. */
const WRAPPING_KEY_BYTES = 32;

/**
 * CKM_RSA_AES_KEY_WRAP (PKCS#11 v2.40, 2.1.21), the scheme `pepk --rsa-aes-encryption` names: a fresh AES-256 key is
 * encrypted to the RSA public key with OAEP (SHA-1), and the key material is wrapped with that AES key by RFC 5649's
 * key wrap with padding; the result is the RSA ciphertext followed by the wrapped bytes. `random` fixes the AES key and
 * the OAEP seed for golden tests only.
 */
export function rsaAesKeyWrap(
  publicKey: KeyObject,
  keyMaterial: Uint8Array,
  random: { aesKey: Uint8Array; oaepSeed: Uint8Array } = {
    aesKey: randomBytes(WRAPPING_KEY_BYTES),
    oaepSeed: randomBytes(20),
  },
): Uint8Array {
  if (random.aesKey.length !== WRAPPING_KEY_BYTES) throw new Error('RSA-AES key wrap: the AES key must be 32 bytes');
  const cipher = createCipheriv('id-aes256-wrap-pad', random.aesKey, KWP_IV);
  const wrapped = Buffer.concat([cipher.update(keyMaterial), cipher.final()]);
  return concatBytes([rsaOaepEncrypt(publicKey, random.aesKey, random.oaepSeed), new Uint8Array(wrapped)]);
}

/** The reader of rsaAesKeyWrap, with the RSA private key (what Play holds). Throws when anything does not open. */
export function rsaAesKeyUnwrap(privateKey: KeyObject, wrapped: Uint8Array): Uint8Array {
  const rsaBytes = Math.ceil((privateKey.asymmetricKeyDetails?.modulusLength ?? 0) / 8);
  const aesKey = privateDecrypt(
    { key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha1' },
    wrapped.subarray(0, rsaBytes),
  );
  const decipher = createDecipheriv(`id-aes${aesKey.length * 8}-wrap-pad`, aesKey, KWP_IV);
  return new Uint8Array(Buffer.concat([decipher.update(wrapped.subarray(rsaBytes)), decipher.final()]));
}
