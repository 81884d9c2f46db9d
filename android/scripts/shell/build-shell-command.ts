import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { buildShellDex, type BuiltDex } from './build-dex.js';
import { COMMITTED_DEX, DEFLATE_SUFFIX, MAPPING_NAME, REPO_DIR } from './paths.js';

export interface BuildShellOptions {
  /** Where the dex goes; its deflated form and proguard.map go next to it. The committed dex by default. */
  target: string;
  /** Compare only: exit 1 when any of the three files differs from a fresh build. */
  check: boolean;
}

/** `npm run build:shell [-- --out <file>] [-- --check]`; an unknown option throws (parseArgs is strict). */
export function parseBuildShellArgs(args: string[]): BuildShellOptions {
  const { values } = parseArgs({
    args,
    options: { out: { type: 'string' }, check: { type: 'boolean', default: false } },
  });
  return { target: values.out ?? COMMITTED_DEX, check: values.check };
}

/**
 * Builds the dex and, next to it, its zopfli DEFLATE form and ProGuard's mapping (proguard.map), which every App
 * Bundle carries for Play's crash reports; writes them only when a byte differs. Returns the exit code. `build` is
 * a parameter so the tests can run the command on one real build instead of one each.
 */
export async function buildShellCommand(
  options: BuildShellOptions,
  build: () => Promise<BuiltDex> = () => buildShellDex(),
  log: (line: string) => void = (line) => console.log(line),
): Promise<number> {
  const { target } = options;
  const built = await build();
  const files: [string, Uint8Array][] = [
    [target, built.bytes],
    [`${target}${DEFLATE_SUFFIX}`, built.deflated],
    [join(dirname(target), MAPPING_NAME), built.mapping],
  ];
  const same = async ([path, bytes]: [string, Uint8Array]) => {
    const previous = await readFile(path).catch(() => null);
    return previous !== null && Buffer.compare(previous, bytes) === 0;
  };
  const unchanged = (await Promise.all(files.map(same))).every(Boolean);

  if (options.check) {
    summary(built, target, unchanged ? 'identical to' : 'DIFFERS from').forEach(log);
    return unchanged ? 0 : 1;
  }
  if (!unchanged) {
    await mkdir(dirname(target), { recursive: true });
    // Each file appears whole or not at all: a half-written dex would be embedded in every app.
    for (const [path, bytes] of files) {
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
    }
  }
  summary(built, target, unchanged ? 'unchanged:' : 'wrote').forEach(log);
  return 0;
}

function summary(dex: BuiltDex, target: string, verb: string): string[] {
  const { header, toolchain } = dex;
  const fetched = toolchain.downloaded.length > 0 ? `fetched ${toolchain.downloaded.join(', ')}` : 'cached';
  return [
    `${verb} ${relative(REPO_DIR, target)}`,
    `  size     ${dex.bytes.length} bytes (dex ${header.version}), ${dex.deflated.length} deflated`,
    `  sha256   ${dex.sha256}`,
    `  mapping  ${MAPPING_NAME}, ${dex.mapping.length} bytes`,
    `  content  ${header.classes} classes, ${header.methods} method refs, ${header.fields} field refs, ${header.strings} strings`,
    `  toolchain ${fetched} in ${Math.round(dex.toolchainMs)} ms; javac + dx ${Math.round(dex.compileMs)} ms`,
  ];
}
