import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import {
  exportPkcs12,
  generateSigningKey,
  importPkcs12,
  type SigningKey,
} from '../../../functions/src/engine/index.js';

export class KeystoreError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'KeystoreError';
  }
}

export interface LoadedKeystore {
  key: SigningKey;
  path: string;
  created: boolean;
  /** Where a generated password was saved, when we made one up. */
  passwordFile?: string;
}

/** PBKDF2 and MAC rounds of a keystore whose password we generated (keytool's own count). */
const GENERATED_PASSWORD_ROUNDS = 10_000;

/** The magic number of Java's older proprietary keystore format (JKS), which is not PKCS#12. */
const JKS_MAGIC = 0xfeedfeed;

/** Opens a PKCS#12 keystore with its password; KeystoreError names the file and what is wrong. */
export function openKeystore(path: string, password: string): SigningKey {
  let bytes: Uint8Array;
  try {
    bytes = new Uint8Array(readFileSync(path));
  } catch (error) {
    throw new KeystoreError(`Cannot read keystore ${path}: ${(error as Error).message}`);
  }
  if (bytes.length >= 4 && new DataView(bytes.buffer, bytes.byteOffset).getUint32(0) === JKS_MAGIC) {
    throw new KeystoreError(
      `Keystore ${path} is a JKS keystore; convert it first: keytool -importkeystore -srckeystore ${path} -destkeystore key.p12 -deststoretype pkcs12`,
    );
  }
  try {
    return importPkcs12(bytes, password);
  } catch (error) {
    const reason = (error as Error).name === 'DecryptionError' ? 'wrong password' : (error as Error).message;
    throw new KeystoreError(`Cannot open keystore ${path}: ${reason}`);
  }
}

/**
 * The keystore to sign with: the one given, or one beside the output that is created on first use and
 * reused afterwards, so rebuilt APKs carry the same certificate and install as updates.
 */
export async function loadOrCreateKeystore(
  path: string,
  explicit: boolean,
  password: string | undefined,
  commonName: string,
): Promise<LoadedKeystore> {
  const passwordFile = `${path}.password`;
  if (existsSync(path)) {
    const pw = password ?? (existsSync(passwordFile) ? readFileSync(passwordFile, 'utf8').trim() : undefined);
    if (pw === undefined)
      throw new KeystoreError(`Keystore ${path} needs a password: pass --password or set APKFORGE_KEYSTORE_PASSWORD.`);
    return { key: openKeystore(path, pw), path, created: false };
  }
  if (explicit) throw new KeystoreError(`Keystore ${path} does not exist.`);
  const key = await generateSigningKey({ commonName, organization: 'Apkforge' });
  const pw = password ?? randomBytes(18).toString('base64url');
  try {
    mkdirSync(dirname(path), { recursive: true });
    // The password first: a keystore is never left behind without the password that opens it.
    if (password === undefined) writeFileSync(passwordFile, `${pw}\n`, { mode: 0o600 });
    // A password we made up has 144 random bits: the 600,000 rounds a person's password gets would add nothing but
    // a second to every build that opens this keystore (the engine's exportPkcs12).
    writeFileSync(
      path,
      exportPkcs12(key, pw, undefined, password === undefined ? GENERATED_PASSWORD_ROUNDS : undefined),
      {
        mode: 0o600,
      },
    );
  } catch (error) {
    throw new KeystoreError(`Cannot write keystore ${path}: ${(error as Error).message}`);
  }
  return password === undefined ? { key, path, created: true, passwordFile } : { key, path, created: true };
}
