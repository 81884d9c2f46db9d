import { mkdir, readFile, readdir } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { run } from '../lib/run.js';
import type { Toolchain } from './debian-toolchain.js';
import { ANDROID_DIR } from './paths.js';

/** Shrinking and renaming rules (android/proguard.pro). */
const PROGUARD_RULES = join(ANDROID_DIR, 'proguard.pro');

// Java 8 language level; -g:none keeps local paths and variable names out of the dex;
// -implicit:none compiles exactly the listed sources; lint warnings fail the build, except the
// "source 8 is obsolete" notice of newer JDKs (JDK 17 and 25 give byte-identical dex files).
export const JAVAC_FLAGS = [
  '-source',
  '8',
  '-target',
  '8',
  '-encoding',
  'UTF-8',
  '-g:none',
  '-implicit:none',
  '-Xlint:all,-options',
  '-Werror',
];
/**
 * For every JVM of the build (javac, jar, ProGuard, dx): C1 only and the serial collector, which start faster and cost
 * less CPU than the tiered compiler and G1 for runs of a few seconds; the bytes the tools write do not depend on them.
 */
export const SHORT_RUN_JVM = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC'];
const viaLauncher = SHORT_RUN_JVM.map((flag) => `-J${flag}`);

// Entry timestamps of the stub jar, fixed so the intermediate jar is reproducible too.
const JAR_DATE = '1980-01-01T00:00:02Z';

export interface CompileInputs {
  toolchain: Toolchain;
  shellSources: string;
  stubSources: string;
  /** A fresh folder for the class files, the stub jar and the dex. */
  workDir: string;
}

export interface CompiledShell {
  dex: Uint8Array;
  /** ProGuard's mapping of the dex's short names to the source's (its -printmapping output). */
  mapping: Uint8Array;
}

/**
 * javac the stubs against API 23 into a compile-only jar, javac the shell against stubs + API 23
 * (stubs first: its shadow classes replace their API 23 versions), ProGuard (shrink and rename, with the
 * same jars as library, printing its mapping for crash reports), then dx. Sources are listed in sorted order, so the output depends only on them.
 */
export async function compileShell(inputs: CompileInputs): Promise<CompiledShell> {
  const { toolchain, workDir } = inputs;
  const stubJar = await compileStubJar(toolchain, inputs.stubSources, workDir);
  const shellClasses = join(workDir, 'classes');
  const dex = join(workDir, 'classes.dex');
  await mkdir(shellClasses, { recursive: true });
  const bootClasspath = [stubJar, toolchain.androidJar].join(':');
  await run('javac', [
    ...viaLauncher,
    ...JAVAC_FLAGS,
    '-bootclasspath',
    bootClasspath,
    '-d',
    shellClasses,
    ...(await javaSources(inputs.shellSources)),
  ]);
  const classesJar = join(workDir, 'shell-classes.jar');
  const shrunkJar = join(workDir, 'shell-shrunk.jar');
  const mapping = join(workDir, 'proguard.map');
  await run('jar', [
    ...viaLauncher,
    '--create',
    '--file',
    classesJar,
    `--date=${JAR_DATE}`,
    '--no-manifest',
    '-C',
    shellClasses,
    '.',
  ]);
  await run('java', [
    ...SHORT_RUN_JVM,
    '-jar',
    toolchain.proguardJar,
    '-injars',
    classesJar,
    '-outjars',
    shrunkJar,
    '-libraryjars',
    bootClasspath,
    `@${PROGUARD_RULES}`,
    '-printmapping',
    mapping,
  ]);
  await run('java', [...SHORT_RUN_JVM, '-Xmx512m', '-jar', toolchain.dxJar, '--dex', `--output=${dex}`, shrunkJar]);
  return { dex: new Uint8Array(await readFile(dex)), mapping: new Uint8Array(await readFile(mapping)) };
}

/** javac the stubs against API 23 and jar them; returns the jar's path inside `workDir`. */
export async function compileStubJar(toolchain: Toolchain, stubSources: string, workDir: string): Promise<string> {
  const stubClasses = join(workDir, 'stub-classes');
  const stubJar = join(workDir, 'apkforge-stubs.jar');
  await mkdir(stubClasses, { recursive: true });
  await run('javac', [
    ...viaLauncher,
    ...JAVAC_FLAGS,
    '-bootclasspath',
    toolchain.androidJar,
    '-d',
    stubClasses,
    ...(await javaSources(stubSources)),
  ]);
  await run('jar', [
    ...viaLauncher,
    '--create',
    '--file',
    stubJar,
    `--date=${JAR_DATE}`,
    '--no-manifest',
    '-C',
    stubClasses,
    '.',
  ]);
  return stubJar;
}

/** Every .java file under `root`, sorted by path relative to it. */
async function javaSources(root: string): Promise<string[]> {
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries
    .filter((e) => e.isFile() && e.name.endsWith('.java'))
    .map((e) => join(e.parentPath, e.name))
    .sort((a, b) => compareCodeUnits(relative(root, a), relative(root, b)));
}

function compareCodeUnits(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
