import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { compileShell } from './compile-shell.js';
import { readDexHeader, type DexHeader } from './dex-header.js';
import { ensureToolchain, type Toolchain } from './debian-toolchain.js';
import { CACHE_DIR, SHELL_SOURCES_DIR, STUB_SOURCES_DIR } from './paths.js';
import { deflateDex } from './zopfli-deflate.js';

export interface BuiltDex {
  bytes: Uint8Array;
  /** The dex as the APK stores it (zopfli-deflate.ts), committed next to it as classes.dex.deflate. */
  deflated: Uint8Array;
  /** ProGuard's mapping (proguard.map next to the dex): Play de-obfuscates the shell's stack traces with it. */
  mapping: Uint8Array;
  sha256: string;
  header: DexHeader;
  toolchain: Toolchain;
  toolchainMs: number;
  compileMs: number;
}

/** Fetches the toolchain if needed, compiles the shell in a throwaway folder, checks the dex header. */
export async function buildShellDex(cacheDir: string = CACHE_DIR): Promise<BuiltDex> {
  const started = performance.now();
  const toolchain = await ensureToolchain(cacheDir);
  const compileStarted = performance.now();
  const workDir = await mkdtemp(join(tmpdir(), 'apkforge-shell-'));
  try {
    const { dex: bytes, mapping } = await compileShell({
      toolchain,
      shellSources: SHELL_SOURCES_DIR,
      stubSources: STUB_SOURCES_DIR,
      workDir,
    });
    return {
      bytes,
      deflated: await deflateDex(bytes),
      mapping,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      header: readDexHeader(bytes),
      toolchain,
      toolchainMs: compileStarted - started,
      compileMs: performance.now() - compileStarted,
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
