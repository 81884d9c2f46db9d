import { createCipheriv, createDecipheriv, pbkdf2Sync, randomBytes } from 'node:crypto';
import { FormatError } from '../bytes/byte-reader.js';
import type { Asn1Node } from './asn1-reader.js';
import { algorithm, integer, octetString, oid, sequence } from './asn1-writer.js';
import { Oid } from './oids.js';
import { bmpPassword, Pkcs12KeyId, pkcs12Kdf } from './pkcs12-kdf.js';
import { rc2CbcDecrypt } from './rc2.js';

/** The password is wrong or the encrypted data is damaged (the two are indistinguishable by design). */
export class DecryptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DecryptionError';
  }
}

export class UnsupportedAlgorithmError extends FormatError {}

/**
 * PBKDF2-HMAC-SHA256 iterations of a file a person's password protects: OWASP's figure for PBKDF2-SHA256 (2023), 60
 * times what keytool writes (10000), so guessing a password from a stolen file costs 60 times more.
 */
export const PASSWORD_PBKDF2_ITERATIONS = 600_000;

/** Iteration counts we follow when reading: 1000x what tools write, seconds of work at most. */
export const MAX_PBE_ITERATIONS = 10_000_000;

/** AlgorithmIdentifier for PBES2 (PBKDF2-HMAC-SHA256, AES-256-CBC) with fresh salt and IV, and the encrypted bytes. */
export function pbes2Encrypt(
  password: string,
  plaintext: Uint8Array,
  iterations: number = PASSWORD_PBKDF2_ITERATIONS,
): { algorithm: Uint8Array; ciphertext: Uint8Array } {
  const salt = randomBytes(16);
  const iv = randomBytes(16);
  const key = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, 32, 'sha256');
  const cipher = createCipheriv('aes-256-cbc', key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  const params = sequence(
    sequence(oid(Oid.pbkdf2), sequence(octetString(salt), integer(iterations), algorithm(Oid.hmacWithSha256))),
    sequence(oid(Oid.aes256Cbc), octetString(iv)),
  );
  return { algorithm: sequence(oid(Oid.pbes2), params), ciphertext: new Uint8Array(ciphertext) };
}

const AES: Record<string, { cipher: string; keyLength: number }> = {
  [Oid.aes128Cbc]: { cipher: 'aes-128-cbc', keyLength: 16 },
  [Oid.aes192Cbc]: { cipher: 'aes-192-cbc', keyLength: 24 },
  [Oid.aes256Cbc]: { cipher: 'aes-256-cbc', keyLength: 32 },
  [Oid.desEde3Cbc]: { cipher: 'des-ede3-cbc', keyLength: 24 },
};
const PRF: Record<string, string> = {
  [Oid.hmacWithSha256]: 'sha256',
  [Oid.hmacWithSha1]: 'sha1',
  '1.2.840.113549.2.10': 'sha384',
  '1.2.840.113549.2.11': 'sha512',
};

function decipher(name: string, key: Uint8Array, iv: Uint8Array, data: Uint8Array): Uint8Array {
  try {
    const d = createDecipheriv(name, key, iv);
    return new Uint8Array(Buffer.concat([d.update(data), d.final()]));
  } catch {
    throw new DecryptionError('wrong password or damaged data');
  }
}

/**
 * Decrypts with the algorithm an AlgorithmIdentifier names: PBES2 (PBKDF2 + AES or 3DES) or the legacy
 * PKCS#12 PBE schemes (SHA-1 with 3-key triple DES, 128-bit or 40-bit RC2) that older tools still write.
 */
export function pbeDecrypt(alg: Asn1Node, password: string, data: Uint8Array): Uint8Array {
  const id = alg.child(0).oid();
  const params = alg.child(1);
  if (id === Oid.pbes2) {
    const kdf = params.child(0);
    if (kdf.child(0).oid() !== Oid.pbkdf2) throw new UnsupportedAlgorithmError(`key derivation ${kdf.child(0).oid()}`);
    const kdfParams = kdf.child(1);
    const salt = kdfParams.child(0).octets();
    const iterations = kdfParams.child(1).integer();
    const prfNode = kdfParams.children.find((c) => c.tag === 0x30);
    const prf = prfNode ? PRF[prfNode.child(0).oid()] : 'sha1';
    const scheme = params.child(1);
    const cipher = AES[scheme.child(0).oid()];
    if (!cipher || !prf) throw new UnsupportedAlgorithmError(`cipher ${scheme.child(0).oid()}`);
    if (iterations > MAX_PBE_ITERATIONS) throw new UnsupportedAlgorithmError('iteration count too large');
    const key = pbkdf2Sync(Buffer.from(password, 'utf8'), salt, iterations, cipher.keyLength, prf);
    return decipher(cipher.cipher, key, scheme.child(1).octets(), data);
  }
  const salt = params.child(0).octets();
  const iterations = params.child(1).integer();
  if (iterations > MAX_PBE_ITERATIONS) throw new UnsupportedAlgorithmError('iteration count too large');
  const pw = bmpPassword(password);
  const derive = (purpose: number, length: number) => pkcs12Kdf('sha1', pw, salt, purpose, iterations, length);
  if (id === Oid.pbeWithSha1And3KeyTripleDesCbc) {
    return decipher('des-ede3-cbc', derive(Pkcs12KeyId.key, 24), derive(Pkcs12KeyId.iv, 8), data);
  }
  const rc2Bits = id === Oid.pbeWithSha1And40BitRc2Cbc ? 40 : id === Oid.pbeWithSha1And128BitRc2Cbc ? 128 : 0;
  if (!rc2Bits) throw new UnsupportedAlgorithmError(`encryption algorithm ${id}`);
  try {
    return rc2CbcDecrypt(derive(Pkcs12KeyId.key, rc2Bits / 8), rc2Bits, derive(Pkcs12KeyId.iv, 8), data);
  } catch {
    throw new DecryptionError('wrong password or damaged data');
  }
}
