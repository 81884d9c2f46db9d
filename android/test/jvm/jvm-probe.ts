import { requireAllTools, systemTool } from '@apkforge/test-kit';
import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { run } from '../../scripts/lib/run.js';
import { compileStubJar, JAVAC_FLAGS } from '../../scripts/shell/compile-shell.js';
import { SHELL_SOURCES_DIR, STUB_SOURCES_DIR, ANDROID_DIR } from '../../scripts/shell/paths.js';
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
  const work = await mkdtemp(join(tmpdir(), 'apkforge-jvm-'));
  const pure = join(work, 'pure');
  const probe = join(work, 'probe');
  await mkdir(pure);
  await mkdir(probe);
  const stubJar = await compileStubJar(toolchain, STUB_SOURCES_DIR, work);
  const sources = PURE_SOURCES.map((file) => join(SHELL_SOURCES_DIR, 'dev/apkforge/shell', file));
  await run('javac', [...JAVAC_FLAGS, '-bootclasspath', `${stubJar}:${toolchain.androidJar}`, '-d', pure, ...sources]);
  const classpath = `${pure}:${toolchain.jsonJar}`;
  await run('javac', ['-encoding', 'UTF-8', '-Xlint:all', '-Werror', '-cp', classpath, '-d', probe, PROBE]);
  const runClasspath = `${pure}:${probe}:${toolchain.jsonJar}`;

  const ask = async (calls: [string, ...JsonValue[]][]): Promise<Answer[]> => {
    const input = calls.map(([call, ...args]) => JSON.stringify({ call, args })).join('\n') + '\n';
    const { stdout } = await run('java', ['-Xss4m', '-cp', runClasspath, 'dev.apkforge.shell.JvmProbe'], { input });
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
    close: () => rm(work, { recursive: true, force: true }),
  };
}
