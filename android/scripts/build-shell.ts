import { readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { buildShellDex, type BuiltDex } from './shell/build-dex.js';
import { COMMITTED_DEX, DEFLATE_SUFFIX, MAPPING_NAME, REPO_DIR } from './shell/paths.js';

// npm run build:shell [-- --out <file>] [-- --check]: the dex and, next to it, its zopfli DEFLATE form and ProGuard's
// mapping (proguard.map), which every App Bundle carries for Play's crash reports.
const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean', default: false } } });
const target = values.out ?? COMMITTED_DEX;

const built = await buildShellDex();
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

if (values.check) {
  printSummary(built, unchanged ? 'identical to' : 'DIFFERS from');
  process.exitCode = unchanged ? 0 : 1;
} else {
  if (!unchanged) {
    await mkdir(dirname(target), { recursive: true });
    for (const [path, bytes] of files) {
      await writeFile(`${path}.tmp`, bytes);
      await rename(`${path}.tmp`, path);
    }
  }
  printSummary(built, unchanged ? 'unchanged:' : 'wrote');
}

function printSummary(dex: BuiltDex, verb: string): void {
  const { header, toolchain } = dex;
  const fetched = toolchain.downloaded.length > 0 ? `fetched ${toolchain.downloaded.join(', ')}` : 'cached';
  console.log(`${verb} ${relative(REPO_DIR, target)}`);
  console.log(`  size     ${dex.bytes.length} bytes (dex ${header.version}), ${dex.deflated.length} deflated`);
  console.log(`  sha256   ${dex.sha256}`);
  console.log(`  mapping  ${MAPPING_NAME}, ${dex.mapping.length} bytes`);
  console.log(
    `  content  ${header.classes} classes, ${header.methods} method refs, ${header.fields} field refs, ${header.strings} strings`,
  );
  console.log(
    `  toolchain ${fetched} in ${Math.round(dex.toolchainMs)} ms; javac + dx ${Math.round(dex.compileMs)} ms`,
  );
}
