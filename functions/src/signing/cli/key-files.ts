import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { importPkcs12, type SigningKey } from '../../engine/index.js';

/** A problem with a file the operator named (missing, unreadable, wrong password): exit 3, the message says which. */
export class KeyFileError extends Error {}

/** `npm run keys` runs in the repository root; a relative path means the folder the command was typed in. */
export function cliPath(path: string): string {
  return resolve(process.env.INIT_CWD ?? process.cwd(), path);
}

export function readInput(option: string, path: string): Uint8Array {
  try {
    return new Uint8Array(readFileSync(cliPath(path)));
  } catch (error) {
    throw new KeyFileError(`${option}: cannot read ${path}: ${(error as Error).message}`);
  }
}

/** The password `npm run apk` saved beside a keystore it made (`<keystore>.password`), if there is one. */
function savedPassword(path: string): string | undefined {
  try {
    return readFileSync(`${cliPath(path)}.password`, 'utf8').trim();
  } catch {
    return undefined;
  }
}

/** The key of a PKCS#12 keystore (keytool's, Android Studio's, ours); without --password, the saved one beside it. */
export function openKeystoreFile(option: string, givenPassword: string | undefined, path: string): SigningKey {
  const password = givenPassword ?? process.env.APKFORGE_KEYSTORE_PASSWORD ?? savedPassword(path);
  if (password === undefined) throw new KeyFileError(`${option}: ${path} needs a password: pass --password.`);
  try {
    return importPkcs12(readInput(option, path), password);
  } catch (error) {
    if (error instanceof KeyFileError) throw error;
    const reason = (error as Error).name === 'DecryptionError' ? 'wrong password' : (error as Error).message;
    throw new KeyFileError(`${option}: cannot open ${path}: ${reason}`);
  }
}

/** Writes the output file (folders created), private to its owner: these files hold or unlock keys. */
export function writeOutput(path: string, bytes: Uint8Array): string {
  const target = cliPath(path);
  try {
    mkdirSync(dirname(target), { recursive: true });
    writeFileSync(target, bytes, { mode: 0o600 });
  } catch (error) {
    throw new KeyFileError(`--out: cannot write ${path}: ${(error as Error).message}`);
  }
  return target;
}
