import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Jar } from '../lib/jar.js';

export const DEPENDS_FILE = '.apkforge-depends';

/**
 * What dalvik-exchange's Depends line asks for, and why `java -jar dx.jar --dex` needs nothing more:
 * a Java runtime (the system's java runs dx), android.jar 23 (fetched with it), and proguard-cli,
 * which only the package's mainDexClasses script runs (multidex; a shell of a few classes never is).
 */
const SATISFIED_BY_SYSTEM_JAVA = /^(default-jre-headless|java\d*-runtime-headless)\b/;
const ONLY_FOR_MAIN_DEX_CLASSES = /^proguard-cli\b/;

/** The groups of a Depends line that neither the system java, our fetched packages nor the rules above cover. */
export function unexpectedDependencies(depends: string, fetched: readonly string[]): string[] {
  const groups = depends
    .split(',')
    .map((g) => g.trim())
    .filter(Boolean);
  return groups.filter((group) => {
    const alternatives = group.split('|').map((a) => a.trim());
    return !alternatives.some(
      (a) =>
        SATISFIED_BY_SYSTEM_JAVA.test(a) || ONLY_FOR_MAIN_DEX_CLASSES.test(a) || fetched.includes(a.split(/[\s(]/)[0]!),
    );
  });
}

/** Why a jar manifest is not dx's self-contained launcher, or null when it is. */
export function dxManifestProblem(manifest: string): string | null {
  if (/^Class-Path:/im.test(manifest)) return 'it has a Class-Path: those jars would have to be fetched too';
  if (!/^Main-Class:\s*com\.android\.dx\.command\.Main\s*$/im.test(manifest))
    return 'its Main-Class is not com.android.dx.command.Main';
  return null;
}

/**
 * Fails when dx would need a jar we do not provide: an unexpected Depends entry (the pin changed) or
 * a Class-Path in the jar's manifest (dx 10.0.0 is self-contained: a Main-Class and nothing else).
 */
export async function checkDxRuntime(dxPackageDir: string, dxJar: string, fetched: readonly string[]): Promise<void> {
  const depends = await readFile(join(dxPackageDir, DEPENDS_FILE), 'utf8');
  const unexpected = unexpectedDependencies(depends, fetched);
  if (unexpected.length > 0)
    throw new Error(`dalvik-exchange depends on ${unexpected.join(', ')}, which the shell build does not provide`);
  const manifest = new Jar(await readFile(dxJar)).read('META-INF/MANIFEST.MF');
  const problem = dxManifestProblem(manifest ? new TextDecoder().decode(manifest) : '');
  if (problem) throw new Error(`${dxJar}: ${problem}`);
}
