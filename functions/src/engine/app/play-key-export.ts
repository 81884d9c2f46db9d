import { createPublicKey, type KeyObject } from 'node:crypto';
import { utf8 } from '../core/bytes/byte-writer.js';
import { rsaAesKeyWrap } from '../core/crypto/rsa-aes-key-wrap.js';
import { writeZip } from '../core/zip/zip-writer.js';
import type { SigningKey } from './app-config.js';
import { ApkConfigError } from './errors.js';
import { openSigningKey } from './signing-key.js';

/*
 * What is known of pepk's format, and what is inferred (pepk itself is not on this machine to compare bytes with):
 * - known: `--include-cert` makes a zip of `encryptedPrivateKey` and `certificate.pem` (the certificate as one base64
 *   line between PEM markers); `--rsa-aes-encryption` is CKM_RSA_AES_KEY_WRAP (its Java code names the method) with
 *   RSA/NONE/OAEPWithSHA1AndMGF1Padding (named by its error message on JDKs that lack that cipher);
 * - inferred: the wrapped key material is the PKCS#8 DER (what CKM_RSA_AES_KEY_WRAP wraps, and what Cloud KMS, which
 *   holds Play's keys, imports in that scheme), and the ephemeral AES key is 256 bits (KMS's choice for this scheme).
 * If Play Console refuses the file, those two are where to look first.
 */

/** The files of the archive, named as `pepk --include-cert` names them. */
export const PLAY_EXPORT_FILES = { encryptedKey: 'encryptedPrivateKey', certificate: 'certificate.pem' } as const;

/** Play's encryption keys are RSA; a shorter key than this is not one Play Console gave out. */
const MIN_ENCRYPTION_KEY_BITS = 2048;

const PLAY_ENCRYPTION_KEY_HELP =
  'The Play encryption key must be the encryption public key Play Console offers when you upload your own app ' +
  'signing key: the contents of encryption_public_key.pem, starting with -----BEGIN PUBLIC KEY-----.';

/** Reads the encryption public key a customer pasted or saved from Play Console; ApkConfigError('encryptionKey'). */
function readPlayEncryptionKey(text: string): KeyObject {
  const trimmed = text.trim();
  // Also the bare base64 body, as a copy from the middle of the file gives it.
  const pem = trimmed.startsWith('-----BEGIN')
    ? trimmed
    : `-----BEGIN PUBLIC KEY-----\n${trimmed.replace(/\s+/g, '')}\n-----END PUBLIC KEY-----\n`;
  let key: KeyObject;
  try {
    key = createPublicKey({ key: pem, format: 'pem' });
  } catch {
    throw new ApkConfigError('encryptionKey', PLAY_ENCRYPTION_KEY_HELP);
  }
  const bits = key.asymmetricKeyDetails?.modulusLength ?? 0;
  if (key.asymmetricKeyType !== 'rsa' || bits < MIN_ENCRYPTION_KEY_BITS)
    throw new ApkConfigError(
      'encryptionKey',
      `${PLAY_ENCRYPTION_KEY_HELP} The key given is not an RSA key of at least ${MIN_ENCRYPTION_KEY_BITS} bits.`,
    );
  return key;
}

function certificatePem(der: Uint8Array): string {
  const body = Buffer.from(der).toString('base64');
  return `-----BEGIN CERTIFICATE-----\n${body}\n-----END CERTIFICATE-----\n`;
}

/**
 * The file Play Console asks for when the app signing key is the customer's own ("Export and upload a key from Java
 * keystore", docs/product.md "One signer for Play and your APKs"): what `pepk --rsa-aes-encryption --include-cert`
 * writes, a zip of `encryptedPrivateKey` (the PKCS#8 key wrapped by CKM_RSA_AES_KEY_WRAP to Play's encryption key) and
 * `certificate.pem`. `random` fixes the wrapping key and the OAEP seed for golden tests only.
 */
export function exportKeyForPlay(
  key: SigningKey,
  encryptionKey: string,
  random?: { aesKey: Uint8Array; oaepSeed: Uint8Array },
): Uint8Array {
  const publicKey = readPlayEncryptionKey(encryptionKey);
  openSigningKey(key);
  const wrapped = rsaAesKeyWrap(publicKey, key.privateKeyPkcs8, random);
  return writeZip([
    { name: PLAY_EXPORT_FILES.encryptedKey, data: wrapped, stored: false },
    { name: PLAY_EXPORT_FILES.certificate, data: utf8.encode(certificatePem(key.certificate)), stored: false },
  ]);
}
