import { accessSync, constants, statSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * An optional system tool a suite depends on (apksigner, aapt, chromium...).
 * Suites run when the tool is present and say plainly why they were skipped
 * when it is not; CI sets APKFORGE_REQUIRE_ALL=1 so a missing tool fails the run
 * instead of silently shrinking it.
 */
export interface SystemTool {
  name: string;
  /** Absolute path of the executable, or null when it is not installed. */
  path: string | null;
  /** True when the suite must be skipped (tool absent and skips allowed). */
  skip: boolean;
}

const INSTALL_HINTS: Record<string, string> = {
  apksigner: 'apt-get install apksigner',
  aapt: 'apt-get install aapt',
  aapt2: 'apt-get install aapt',
  zipalign: 'apt-get install zipalign',
  dexdump: 'apt-get install dexdump',
  chromium: 'apt-get install chromium-headless-shell, or chromium',
  keytool: 'apt-get install openjdk-17-jre-headless',
  javac: 'apt-get install openjdk-17-jdk-headless',
  jarsigner: 'apt-get install openjdk-17-jdk-headless',
  java: 'apt-get install openjdk-17-jre-headless',
  protoc: 'apt-get install protobuf-compiler',
  pdftotext: 'apt-get install poppler-utils',
};

export function requireAllTools(): boolean {
  return process.env.APKFORGE_REQUIRE_ALL === '1';
}

function findOnPath(name: string): string | null {
  const candidates = name.startsWith('/')
    ? [name]
    : (process.env.PATH ?? '').split(delimiter).map((dir) => join(dir, name));
  for (const candidate of candidates) {
    try {
      // A directory is "executable" (searchable) too; only a file runs.
      accessSync(candidate, constants.X_OK);
      if (statSync(candidate).isFile()) return candidate;
    } catch {
      // not here; keep looking
    }
  }
  return null;
}

/**
 * Tools more than one executable provides, the preferred first. The browser suites drive Debian's
 * `chromium-headless-shell` (the old headless mode, the build Playwright itself runs headless) when it is installed:
 * the same Blink, without the full browser behind the page, so a context and its page loads take about half the CPU
 * of `chromium --headless` (docs/architecture.md "The browser suites' Chromium"). Full Chromium runs them as well.
 */
const EXECUTABLES: Record<string, readonly string[]> = {
  chromium: ['chromium-headless-shell', 'chromium'],
};

const reported = new Set<string>();

/**
 * Looks a tool up once. When it is missing: with APKFORGE_REQUIRE_ALL=1 this throws,
 * which fails the suite that asked; otherwise it prints one clear skip line.
 */
export function systemTool(name: string, executable?: string): SystemTool {
  // The preferred executable first; the next one is looked up only when it is missing.
  for (const candidate of executable === undefined ? (EXECUTABLES[name] ?? [name]) : [executable]) {
    const path = findOnPath(candidate);
    if (path) return { name, path, skip: false };
  }
  const hint = INSTALL_HINTS[name] ?? `install ${name}`;
  const message = `${name} not found on PATH (${hint})`;
  if (requireAllTools()) {
    throw new Error(`APKFORGE_REQUIRE_ALL=1 and ${message}`);
  }
  if (!reported.has(name)) {
    reported.add(name);
    process.stderr.write(`SKIPPED: suites that need ${name}: ${message}\n`);
  }
  return { name, path: null, skip: true };
}
