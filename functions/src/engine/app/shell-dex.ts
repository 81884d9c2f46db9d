import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { inflateRawSync } from 'node:zlib';

/**
 * The app shell's compiled code, identical for every app (android/ builds it; the file is committed).
 * It sits next to the engine: src/engine/shell/ when run from source, lib/engine/shell/ once compiled.
 */
export const SHELL_DEX_URL = new URL('../shell/classes.dex', import.meta.url);
/** The same dex as raw DEFLATE by zopfli (npm run build:shell): what APKs store, 13% under zlib's best. */
const SHELL_DEX_DEFLATE_URL = new URL('../shell/classes.dex.deflate', import.meta.url);
/** ProGuard's mapping of the dex's short names to the shell's source names, from the same build (bundles carry it). */
const SHELL_MAPPING_URL = new URL('../shell/proguard.map', import.meta.url);

class ShellDexMissingError extends Error {
  constructor(path: string) {
    super(`the app shell's classes.dex is missing at ${path}; run "npm run build:shell"`);
    this.name = 'ShellDexMissingError';
  }
}

let cached: Uint8Array | undefined;
const deflatedForms = new WeakMap<Uint8Array, Uint8Array>();
const mappings = new WeakMap<Uint8Array, Uint8Array>();

function read(url: URL): Uint8Array {
  const path = fileURLToPath(url);
  try {
    return new Uint8Array(readFileSync(path));
  } catch {
    throw new ShellDexMissingError(path);
  }
}

export function loadShellDex(): Uint8Array {
  if (cached) return cached;
  const dex = read(SHELL_DEX_URL);
  const deflated = read(SHELL_DEX_DEFLATE_URL);
  // Checked once per process: a stale classes.dex.deflate would put another shell in every APK.
  if (Buffer.compare(inflateRawSync(deflated), dex) !== 0) {
    throw new ShellDexMissingError(`${fileURLToPath(SHELL_DEX_DEFLATE_URL)} (it is not this classes.dex deflated)`);
  }
  deflatedForms.set(dex, deflated);
  mappings.set(dex, read(SHELL_MAPPING_URL));
  cached = dex;
  return cached;
}

/** The committed DEFLATE form of a dex that loadShellDex returned; undefined for any other bytes (tests' fakes). */
export function shellDexDeflated(dex: Uint8Array): Uint8Array | undefined {
  return deflatedForms.get(dex);
}

/** ProGuard's mapping of a dex that loadShellDex returned (docs/bundle-format.md); undefined for any other bytes. */
export function shellDexMapping(dex: Uint8Array): Uint8Array | undefined {
  return mappings.get(dex);
}
