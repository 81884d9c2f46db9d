import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';

const run = promisify(execFile);

export const tools = {
  apksigner: systemTool('apksigner'),
  aapt: systemTool('aapt'),
  aapt2: systemTool('aapt2'),
  zipalign: systemTool('zipalign'),
  dexdump: systemTool('dexdump'),
};

async function exec(path: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(path, args, { maxBuffer: 64 * 1024 * 1024, encoding: 'utf8' });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code?: number; stdout?: string; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : 1, stdout: e.stdout ?? '', stderr: e.stderr ?? String(error) };
  }
}

/** Runs `work` over items with at most `limit` in flight (2 cores: the JVM-based apksigner dominates). */
export async function mapLimit<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!);
      }
    }),
  );
  return results;
}

export interface ApksignerResult {
  verifies: boolean;
  v1: boolean;
  v2: boolean;
  v3: boolean;
  warnings: string[];
  output: string;
}

/** `apksigner verify --verbose`; apksig checks v1 only for platforms below API 24, hence the optional minSdk. */
export async function apksignerVerify(apk: string, minSdk?: number): Promise<ApksignerResult> {
  const args = ['verify', '--verbose', ...(minSdk ? ['--min-sdk-version', String(minSdk)] : []), apk];
  const { code, stdout, stderr } = await exec(tools.apksigner.path!, args);
  const output = stdout + stderr;
  const scheme = (n: number) => new RegExp(`Verified using v${n} scheme[^:]*: true`).test(output);
  return {
    verifies: code === 0 && /^Verifies$/m.test(stdout),
    v1: scheme(1),
    v2: scheme(2),
    v3: scheme(3),
    warnings: output.split('\n').filter((l) => /WARNING|ERROR/.test(l)),
    output,
  };
}

/** aapt's escaping of printed strings (ResTable::normalizeForOutput): backslash, double quote, newline. */
export function aaptQuote(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
}

export interface Badging {
  code: number;
  output: string;
  field: (name: string) => string | undefined;
}

export async function aaptBadging(apk: string): Promise<Badging> {
  const { code, stdout, stderr } = await exec(tools.aapt.path!, ['dump', 'badging', apk]);
  const output = stdout + stderr;
  return {
    code,
    output,
    field: (name) => {
      const line = output.split('\n').find((l) => l.startsWith(`${name}:`));
      return line?.slice(name.length + 1);
    },
  };
}

export async function aaptXmltree(apk: string, file = 'AndroidManifest.xml') {
  return exec(tools.aapt.path!, ['dump', 'xmltree', apk, file]);
}

/** `aapt2 dump resources`: every resource with its configurations (night, v31, hi, nodpi...) and values. */
export async function aapt2Resources(apk: string) {
  return exec(tools.aapt2.path!, ['dump', 'resources', apk]);
}

export async function zipalignCheck(apk: string) {
  return exec(tools.zipalign.path!, ['-c', '-v', '4', apk]);
}

export async function dexdump(dex: string) {
  return exec(tools.dexdump.path!, ['-f', dex]);
}
