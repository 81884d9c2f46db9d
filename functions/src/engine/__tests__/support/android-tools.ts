import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { systemTool } from '@apkforge/test-kit';

const run = promisify(execFile);

export const tools = {
  apksigner: systemTool('apksigner'),
  aapt: systemTool('aapt'),
  aapt2: systemTool('aapt2'),
  zipalign: systemTool('zipalign'),
  dexdump: systemTool('dexdump'),
  jarsigner: systemTool('jarsigner'),
  java: systemTool('java'),
};

export async function exec(path: string, args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
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
  return readVerification(stdout + stderr, code === 0 && /^Verifies$/m.test(stdout));
}

/** What `apksigner verify --verbose` printed: whether it verified, by which schemes, and its warnings. */
export function readVerification(output: string, verifies: boolean): ApksignerResult {
  const scheme = (n: number) => new RegExp(`Verified using v${n} scheme[^:]*: true`).test(output);
  return {
    verifies,
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

const xmltrees = new Map<string, Promise<{ code: number; stdout: string; stderr: string }>>();

/**
 * `aapt dump xmltree`, remembered by the archive's content: the property test dumps each APK's manifest for
 * its own checks and again to compare it with its bundle's, and aapt is the slowest step of both.
 */
export async function aaptXmltree(apk: string, file = 'AndroidManifest.xml') {
  const key = `${createHash('sha256').update(readFileSync(apk)).digest('hex')}:${file}`;
  let dump = xmltrees.get(key);
  if (!dump) xmltrees.set(key, (dump = exec(tools.aapt.path!, ['dump', 'xmltree', apk, file])));
  return dump;
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

/** `aapt2 convert`: between the binary (APK) and protobuf (bundle module) forms of an APK-shaped zip. */
export async function aapt2Convert(input: string, output: string, format: 'binary' | 'proto' = 'binary') {
  return exec(tools.aapt2.path!, ['convert', '--output-format', format, '-o', output, input]);
}

/** Arguments per aapt2 run: far below the command-line limit, and few enough to spread over two cores. */
const AAPT2_BATCH = 40;

/**
 * One `aapt2 dump <what>` over many files, split back per file: each file's dump starts with a line the
 * `start` pattern matches ("Binary APK"/"Proto APK" for resources, "package:" for badging).
 */
export async function aapt2DumpEach(what: 'resources' | 'badging', paths: readonly string[]): Promise<string[]> {
  const start = what === 'resources' ? /^(Binary|Proto) APK$/ : /^package: /;
  const batches: string[][] = [];
  for (let i = 0; i < paths.length; i += AAPT2_BATCH) batches.push(paths.slice(i, i + AAPT2_BATCH));
  const outputs = await mapLimit(batches, 2, async (batch) => {
    const { code, stdout, stderr } = await exec(tools.aapt2.path!, ['dump', what, ...batch]);
    const dumps: string[] = [];
    for (const line of stdout.replace(/\n$/, '').split('\n')) {
      if (start.test(line)) dumps.push('');
      if (dumps.length) dumps[dumps.length - 1] += `${line}\n`;
    }
    if (code !== 0 || dumps.length !== batch.length)
      throw new Error(`aapt2 dump ${what}: ${dumps.length} dumps for ${batch.length} files (exit ${code}): ${stderr}`);
    return dumps;
  });
  return outputs.flat();
}

/**
 * Runs one of our batch programs (JarsignerBatch.java, ApksignerBatch.java: a Google tool's own class, once per file,
 * in one JVM, since a JVM start costs about a second on our 2-core machines) and answers each file's output. The
 * program prints "=== <path>" before each file and "=== done" at the end; a file the tool refuses makes it exit the
 * JVM, so the files after it run in a new JVM.
 */
export async function runJavaBatch(
  java: string,
  javaArgs: readonly string[],
  paths: readonly string[],
): Promise<Map<string, string>> {
  const results = new Map<string, string>();
  let rest = [...paths];
  while (rest.length) {
    const { stdout } = await exec(java, [...javaArgs, ...rest]);
    const parts = stdout.split(/^=== /m).slice(1);
    for (const part of parts) {
      const newline = part.indexOf('\n');
      const path = part.slice(0, newline);
      if (path !== 'done') results.set(path, part.slice(newline + 1));
    }
    const stopped = rest.findIndex((path) => !results.has(path));
    // Nothing reported at all (the JVM did not start): every remaining file fails with that output.
    if (stopped === 0) for (const path of rest) results.set(path, stdout);
    rest = stopped < 0 ? [] : rest.slice(stopped === 0 ? rest.length : stopped);
  }
  return results;
}

const JARSIGNER_BATCH = fileURLToPath(new URL('JarsignerBatch.java', import.meta.url));

/**
 * `jarsigner -verify` of each archive: "verified" only when jarsigner says "jar verified." (it also exits 0
 * for an unsigned jar). Runs jarsigner's own class in one JVM for all of them (JarsignerBatch.java).
 */
export async function jarsignerVerify(paths: readonly string[]): Promise<{ verified: boolean; output: string }[]> {
  const results = await runJavaBatch(
    tools.java.path!,
    [
      '--add-exports=jdk.jartool/sun.security.tools.jarsigner=ALL-UNNAMED',
      '-XX:TieredStopAtLevel=1',
      '-XX:+UseSerialGC',
      JARSIGNER_BATCH,
    ],
    paths,
  );
  return paths.map((path) => {
    const output = results.get(path)!;
    return { verified: /^jar verified\.$/m.test(output), output };
  });
}

const UPDATE_CHECK = fileURLToPath(new URL('UpdateCheck.java', import.meta.url));
/** apksig, the library apksigner runs (Debian's apksigner package installs it here). */
const APKSIG_JAR = '/usr/share/java/apksig.jar';

/** Whether `next` installs over `installed` on API 24-27 and on 28+, as apksig reads them (UpdateCheck.java). */
export async function updateCheck(installed: string, next: string): Promise<{ ok: boolean; output: string }> {
  const { stdout, stderr } = await exec(tools.java.path!, [
    '-XX:TieredStopAtLevel=1',
    '-XX:+UseSerialGC',
    '-cp',
    APKSIG_JAR,
    UPDATE_CHECK,
    installed,
    next,
  ]);
  return { ok: /^update: ok$/m.test(stdout), output: stdout + stderr };
}

/** `apksigner lineage --in <file> --print-certs`: the SHA-256 of every certificate it lists, in order. */
export async function apksignerLineage(file: string): Promise<{ code: number; sha256: string[]; output: string }> {
  const { code, stdout, stderr } = await exec(tools.apksigner.path!, ['lineage', '--in', file, '--print-certs']);
  const sha256 = [...stdout.matchAll(/certificate SHA-256 digest: ([0-9a-f]{64})/g)].map((m) => m[1]!);
  return { code, sha256, output: stdout + stderr };
}
