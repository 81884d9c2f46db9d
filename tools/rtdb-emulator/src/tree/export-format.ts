import { existsSync } from 'node:fs';
import { mkdir, readdir, readFile, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fromJson, toJson } from './json.js';
import type { DataNode } from './node.js';

/**
 * The official emulators' export layout: `<dir>/database_export/<namespace>.json`, one file per
 * namespace holding that namespace's whole tree. An export with priorities (`.priority`) is refused,
 * naming the file: priorities are outside this emulator's scope.
 */
const EXPORT_SUBDIR = 'database_export';

const NAMESPACE_FILE = /^([A-Za-z0-9][A-Za-z0-9_-]*)\.json$/;

export async function readExport(dir: string): Promise<Map<string, DataNode>> {
  if (!existsSync(dir)) throw new Error(`Import directory ${dir} does not exist`);
  const folder = join(dir, EXPORT_SUBDIR);
  const trees = new Map<string, DataNode>();
  if (!existsSync(folder)) return trees;
  for (const file of (await readdir(folder)).sort()) {
    const namespace = NAMESPACE_FILE.exec(file)?.[1];
    if (!namespace) continue;
    const text = await readFile(join(folder, file), 'utf8');
    try {
      trees.set(namespace, fromJson(text.trim() === '' ? null : JSON.parse(text)));
    } catch (error) {
      throw new Error(`Cannot import ${join(folder, file)}: ${(error as Error).message}`, { cause: error });
    }
  }
  return trees;
}

/** Writes every namespace; an empty one is written as `null` so a later import does not resurrect old data. */
export async function writeExport(dir: string, trees: ReadonlyMap<string, DataNode>): Promise<void> {
  const folder = join(dir, EXPORT_SUBDIR);
  await mkdir(folder, { recursive: true });
  for (const [namespace, tree] of trees) {
    if (!NAMESPACE_FILE.test(`${namespace}.json`)) continue;
    const target = join(folder, `${namespace}.json`);
    const temporary = `${target}.${process.pid}.tmp`;
    await writeFile(temporary, JSON.stringify(toJson(tree), null, 2) + '\n');
    await rename(temporary, target);
  }
}
