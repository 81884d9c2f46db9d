import { mkdtemp, readFile, rm, writeFile, mkdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { readExport, writeExport } from './export-format.js';
import { fromJson, toJson } from './json.js';
import { EMPTY } from './node.js';

describe('official export format', () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(join(tmpdir(), 'rtdb-export-'));
  });
  afterEach(async () => {
    await rm(dir, { recursive: true, force: true });
  });

  it('writes one file per namespace and reads them back', async () => {
    const trees = new Map([
      ['demo-apkforge-default-rtdb', fromJson({ a: 1, list: ['x', 'y'] })],
      ['other-ns', fromJson({ b: true })],
    ]);
    await writeExport(dir, trees);
    const text = await readFile(join(dir, 'database_export', 'demo-apkforge-default-rtdb.json'), 'utf8');
    expect(JSON.parse(text)).toEqual({ a: 1, list: { 0: 'x', 1: 'y' } });
    const back = await readExport(dir);
    expect([...back.keys()].sort()).toEqual(['demo-apkforge-default-rtdb', 'other-ns']);
    expect(toJson(back.get('demo-apkforge-default-rtdb') ?? EMPTY)).toEqual({ a: 1, list: { 0: 'x', 1: 'y' } });
  });

  it('writes an emptied namespace as null so it stays empty after the next import', async () => {
    await writeExport(dir, new Map([['gone', EMPTY]]));
    expect(await readFile(join(dir, 'database_export', 'gone.json'), 'utf8')).toBe('null\n');
    expect((await readExport(dir)).get('gone')).toBe(EMPTY);
  });

  it('imports nothing from a folder without database_export and fails on a missing folder', async () => {
    expect((await readExport(dir)).size).toBe(0);
    await expect(readExport(join(dir, 'missing'))).rejects.toThrow(/does not exist/);
  });

  it('names the file that does not parse, or holds priorities', async () => {
    await mkdir(join(dir, 'database_export'));
    await writeFile(join(dir, 'database_export', 'bad.json'), '{ nope');
    await expect(readExport(dir)).rejects.toThrow(/bad\.json/);
    await writeFile(join(dir, 'database_export', 'bad.json'), '{ "a": { "b": 1, ".priority": 2 } }');
    await expect(readExport(dir)).rejects.toThrow(/bad\.json: Priorities are not supported/);
  });
});
