import { readFile, mkdir, rename, writeFile } from 'node:fs/promises';
import { dirname, relative } from 'node:path';
import { parseArgs } from 'node:util';
import { buildShellDex, type BuiltDex } from './shell/build-dex.js';
import { COMMITTED_DEX, REPO_DIR } from './shell/paths.js';

// npm run build:shell [-- --out <file>] [-- --check]
const { values } = parseArgs({ options: { out: { type: 'string' }, check: { type: 'boolean', default: false } } });
const target = values.out ?? COMMITTED_DEX;

const built = await buildShellDex();
const previous = await readFile(target).catch(() => null);
const unchanged = previous !== null && Buffer.compare(previous, built.bytes) === 0;

if (values.check) {
  printSummary(built, unchanged ? 'identical to' : 'DIFFERS from');
  process.exitCode = unchanged ? 0 : 1;
} else {
  if (!unchanged) {
    await mkdir(dirname(target), { recursive: true });
    await writeFile(`${target}.tmp`, built.bytes);
    await rename(`${target}.tmp`, target);
  }
  printSummary(built, unchanged ? 'unchanged:' : 'wrote');
}

function printSummary(dex: BuiltDex, verb: string): void {
  const { header, toolchain } = dex;
  const fetched = toolchain.downloaded.length > 0 ? `fetched ${toolchain.downloaded.join(', ')}` : 'cached';
  console.log(`${verb} ${relative(REPO_DIR, target)}`);
  console.log(`  size     ${dex.bytes.length} bytes (dex ${header.version})`);
  console.log(`  sha256   ${dex.sha256}`);
  console.log(
    `  content  ${header.classes} classes, ${header.methods} method refs, ${header.fields} field refs, ${header.strings} strings`,
  );
  console.log(
    `  toolchain ${fetched} in ${Math.round(dex.toolchainMs)} ms; javac + dx ${Math.round(dex.compileMs)} ms`,
  );
}
