import { requireAllTools, systemTool } from '@apkforge/test-kit';
import { ensureToolchain, type Toolchain } from './debian-toolchain.js';
import { CACHE_DIR } from './paths.js';

export interface TestToolchain {
  /** null when the suite must be skipped (a SKIPPED line says why). */
  toolchain: Toolchain | null;
}

/**
 * The shell toolchain for a test suite: javac, jar and java on PATH (via systemTool, so a missing
 * JDK is reported and fails under APKFORGE_REQUIRE_ALL=1), plus the two Debian 11 packages, cached
 * or fetched now. A fetch that fails (no mirror reachable) is reported the same way.
 */
export async function toolchainForTests(): Promise<TestToolchain> {
  const tools = ['javac', 'jar', 'java', 'apt-get', 'dpkg'].map((name) => systemTool(name));
  if (tools.some((tool) => tool.skip)) return { toolchain: null };
  try {
    return { toolchain: await ensureToolchain(CACHE_DIR) };
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const message = `the Debian 11 packages dalvik-exchange and libandroid-23-java are neither cached in android/.cache nor fetchable: ${reason}`;
    if (requireAllTools()) throw new Error(`APKFORGE_REQUIRE_ALL=1 and ${message}`, { cause: error });
    process.stderr.write(`SKIPPED: suites that need the shell toolchain: ${message}\n`);
    return { toolchain: null };
  }
}
