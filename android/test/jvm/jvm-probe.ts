import { requireAllTools, systemTool } from '@apkforge/test-kit';
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { withDirLock } from '../../scripts/lib/dir-lock.js';
import { run } from '../../scripts/lib/run.js';
import { compileStubJar, JAVAC_FLAGS, SHORT_RUN_JVM } from '../../scripts/shell/compile-shell.js';
import type { Toolchain } from '../../scripts/shell/debian-toolchain.js';
import { ANDROID_DIR, CACHE_DIR, SHELL_SOURCES_DIR, STUB_SOURCES_DIR } from '../../scripts/shell/paths.js';
import { toolchainForTests } from '../../scripts/shell/toolchain-for-tests.js';

/**
 * The shell's classes that need no Android API at run time. The JVM suites run this very source: no
 * device or emulator exists here, so their decisions (routing, gesture policy, same-site, config
 * parsing, page-file decoding) are proven on the host. They compile exactly as for the dex (the shell's
 * javac flags, against the API 23 android.jar and the stubs, so they use only what Android has), and
 * run with Android's own org.json (libandroid-json-java, pinned with the toolchain).
 */
const PURE_SOURCES = [
  'ShellRules.java',
  'LinkRules.java',
  'ShellConfig.java',
  'DataUrl.java',
  'Navigator.java',
  'FeedRules.java',
];
const PROBE = join(ANDROID_DIR, 'test/jvm/dev/apkforge/shell/JvmProbe.java');

export type JsonValue = null | boolean | number | string | JsonValue[] | { [key: string]: JsonValue };
type Answer = { value: JsonValue } | { error: string };

export interface Jvm {
  /** Runs each call ("Class.method", args) in one JVM, in order; answers as the probe gives them. */
  ask(calls: [string, ...JsonValue[]][]): Promise<Answer[]>;
  /** One call whose answer must be a value (an exception fails the test with its message). */
  value(call: string, ...args: JsonValue[]): Promise<JsonValue>;
  /** The pure classes' bytecode as javap prints it, to check what they reference. */
  javap(): Promise<string>;
  close(): Promise<void>;
}

/** Compiles the pure sources and the probe; null (with a SKIPPED line) when the JDK or toolchain is missing. */
export async function startJvm(): Promise<Jvm | null> {
  const tools = ['javac', 'java', 'javap'].map((name) => systemTool(name));
  if (tools.some((tool) => tool.skip)) return null;
  const { toolchain } = await toolchainForTests();
  if (!toolchain) {
    if (requireAllTools()) throw new Error('APKFORGE_REQUIRE_ALL=1 and the shell toolchain is missing');
    return null;
  }
  const { pure, probe } = await compiledProbe(toolchain);
  const runClasspath = `${pure}:${probe}:${toolchain.jsonJar}`;

  const ask = async (calls: [string, ...JsonValue[]][]): Promise<Answer[]> => {
    const input = calls.map(([call, ...args]) => JSON.stringify({ call, args })).join('\n') + '\n';
    const { stdout } = await run(
      'java',
      [...SHORT_RUN_JVM, '-Xss4m', '-cp', runClasspath, 'dev.apkforge.shell.JvmProbe'],
      {
        input,
      },
    );
    const lines = stdout.trimEnd().split('\n');
    if (lines.length !== calls.length) throw new Error(`the probe answered ${lines.length} of ${calls.length} calls`);
    return lines.map((line) => JSON.parse(line) as Answer);
  };
  return {
    ask,
    async value(call, ...args) {
      const [answer] = await ask([[call, ...args]]);
      if ('error' in answer!) throw new Error(`${call} threw ${answer.error}`);
      return answer!.value;
    },
    async javap() {
      const classes = PURE_SOURCES.map((file) => join(pure, 'dev/apkforge/shell', file.replace('.java', '.class')));
      return (await run('javap', ['-c', '-p', ...classes])).stdout;
    },
    // The compiled classes stay for the next suite (compiledProbe); there is nothing of this suite's own to remove.
    close: () => Promise.resolve(),
  };
}

/**
 * The pure classes and the probe, compiled once for every suite of a run (six suites used to compile the same sources
 * six times, four JVM starts each): in android/.cache/jvm-probe/<hash of every input>, built under a lock into a
 * temporary folder and renamed into place, so a suite never sees half a build and a changed source gets a new folder.
 */
async function compiledProbe(toolchain: Toolchain): Promise<{ pure: string; probe: string }> {
  const sources = PURE_SOURCES.map((file) => join(SHELL_SOURCES_DIR, 'dev/apkforge/shell', file));
  const stubs = await javaFilesUnder(STUB_SOURCES_DIR);
  const hash = createHash('sha256');
  for (const file of [...sources, ...stubs, PROBE]) hash.update(`${file}\0`).update(await readFile(file));
  hash.update(JSON.stringify([JAVAC_FLAGS, toolchain.androidJar, toolchain.jsonJar]));
  const root = join(CACHE_DIR, 'jvm-probe');
  const dir = join(root, hash.digest('hex').slice(0, 16));
  const done = { pure: join(dir, 'pure'), probe: join(dir, 'probe') };
  await mkdir(root, { recursive: true });
  return withDirLock(`${dir}.lock`, async () => {
    if (await exists(dir)) return done;
    const work = await mkdtemp(join(root, 'building-'));
    try {
      const pure = join(work, 'pure');
      const probe = join(work, 'probe');
      await mkdir(pure);
      await mkdir(probe);
      const javac = (args: string[]) => run('javac', [...SHORT_RUN_JVM.map((flag) => `-J${flag}`), ...args]);
      const stubJar = await compileStubJar(toolchain, STUB_SOURCES_DIR, work);
      await javac([...JAVAC_FLAGS, '-bootclasspath', `${stubJar}:${toolchain.androidJar}`, '-d', pure, ...sources]);
      await javac([
        '-encoding',
        'UTF-8',
        '-Xlint:all',
        '-Werror',
        '-cp',
        `${pure}:${toolchain.jsonJar}`,
        '-d',
        probe,
        PROBE,
      ]);
      await rename(work, dir);
      return done;
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  });
}

async function javaFilesUnder(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.java'))
    .map((entry) => join(entry.parentPath, entry.name))
    .sort();
}

const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );
