import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/**
 * The app shell's compiled code, identical for every app (android/ builds it; the file is committed).
 * It sits next to the engine: src/apk/shell/ when run from source, lib/apk/shell/ once compiled.
 */
export const SHELL_DEX_URL = new URL('../shell/classes.dex', import.meta.url);

export class ShellDexMissingError extends Error {
  constructor(path: string) {
    super(`the app shell's classes.dex is missing at ${path}; run "npm run build:shell"`);
    this.name = 'ShellDexMissingError';
  }
}

let cached: Uint8Array | undefined;

export function loadShellDex(): Uint8Array {
  if (cached) return cached;
  const path = fileURLToPath(SHELL_DEX_URL);
  try {
    cached = new Uint8Array(readFileSync(path));
  } catch {
    throw new ShellDexMissingError(path);
  }
  return cached;
}
